// The XML Schema part of `xr validate` (as KoSIT does it: a file that fails the schema is invalid
// with `XSD:` findings and the business rules are not run), and the shapes of its lines. Light on
// purpose: a batch's schema thread loads only this and libxml2 (validate.ts), and libxml2 is loaded
// only where the schema is checked (`schemaCheck`): a batch's rules threads never load it.
import { readFileSync } from 'node:fs';

export interface Line {
  file: string;
  valid: boolean;
  findings: { ruleId: string; severity: string; pointer: string; bt: string }[];
}

export const isXml = (text: string) => text.trimStart().startsWith('<');

export const failure = (file: string, ruleId: string, message: string): Line => ({
  file,
  valid: false,
  findings: [{ ruleId, severity: 'error', pointer: '', bt: message }],
});

/** A file's bytes, or why it cannot be read. */
export function readBytes(file: string): Buffer | Error {
  try {
    return readFileSync(file);
  } catch (e) {
    return e as Error;
  }
}

/** The line of an XML file that fails the XML Schema, or undefined when it passes. */
export type SchemaCheck = (file: string, bytes: Buffer, text: string) => Line | undefined;

/**
 * The XML Schema check, with libxml2 loaded on first need: libxml2's messages become `XSD:schema`
 * findings. Bytes that are not UTF-8 were replaced by U+FFFD in the text: libxml2 is then given the
 * same text, else the bytes as they are.
 */
export async function schemaCheck(): Promise<SchemaCheck> {
  const { validateXsdText } = await import('../xml/xsd');
  return (file, bytes, text) => {
    try {
      const schema = validateXsdText(text.includes('\uFFFD') ? text : bytes);
      if (schema.valid) return undefined;
      return {
        file,
        valid: false,
        findings: schema.errors.map((e) => ({ ruleId: 'XSD:schema', severity: 'error', pointer: '', bt: e })),
      };
    } catch (e) {
      return failure(file, 'INPUT', (e as Error).message);
    }
  };
}

/** The schema thread failed the file (`status`; 0 otherwise: not yet checked, passed, or not XML). */
export const FAILED = 1;

/**
 * The XML Schema check of every file of a batch, for the threads that run the rules meanwhile: a
 * file that fails is marked in `status` as soon as it is known (so they can skip it), and the lines
 * of the files that failed are answered at the end, with their places.
 */
export async function checkSchemas(files: string[], status: Int8Array): Promise<[number, Line][]> {
  const check = await schemaCheck();
  const failed: [number, Line][] = [];
  for (const [i, file] of files.entries()) {
    const bytes = readBytes(file);
    if (bytes instanceof Error) continue; // the rules' thread reports it
    const text = bytes.toString('utf8');
    const line = isXml(text) ? check(file, bytes, text) : undefined;
    if (!line) continue;
    failed.push([i, line]);
    Atomics.store(status, i, FAILED);
  }
  return failed;
}
