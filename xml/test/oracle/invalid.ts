/**
 * The generated documents the official validator refuses, as `name: ID, ID` lines (empty when
 * all are VALID): one batched call for all the documents of a test file.
 */
import { officialVerdicts, officialVerdictsOfTexts } from './official';

function lines(names: string[], verdicts: { valid: boolean; errors: string[] }[]): string[] {
  return verdicts.flatMap((v, i) => (v.valid ? [] : [`${names[i]}: ${v.errors.join(', ')}`]));
}

export async function officiallyInvalid(documents: { name: string; xml: string }[]): Promise<string[]> {
  return lines(
    documents.map((d) => d.name),
    await officialVerdictsOfTexts(documents),
  );
}

export async function officiallyInvalidFiles(files: string[]): Promise<string[]> {
  return lines(files, await officialVerdicts(files));
}
