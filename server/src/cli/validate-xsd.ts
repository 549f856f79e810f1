// The XML Schema part of `xr validate` (as KoSIT does it: a file that fails the schema is invalid
// with `XSD:` findings and the business rules are not run), and the shapes of its lines. Light on
// purpose: a batch's schema thread loads only this and libxml2 (validate.ts).
import { readFileSync } from 'node:fs';
import { validateXsdText } from '../xml/xsd';

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

/**
 * The line of an XML file that fails the XML Schema (libxml2's messages as `XSD:schema` findings),
 * or undefined when it passes. Bytes that are not UTF-8 were replaced by U+FFFD in the text: libxml2
 * is then given the same text, else the bytes as they are.
 */
export function schemaLine(file: string, bytes: Buffer, text: string): Line | undefined {
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
}

/** What the schema thread found of a file (`Schemas.status`). */
export const PENDING = 0;
export const PASSED = 1;
export const FAILED = 2;
/** Not read, or not XML: the rules' thread decides alone. */
export const NOT_CHECKED = 3;

/**
 * The XML Schema check of every file of a batch, for the threads that run the rules meanwhile:
 * each file's outcome is set in `status` as soon as it is known (so they can skip a file that
 * failed), and the lines of the files that failed are answered at the end, with their places.
 */
export function checkSchemas(files: string[], status: Int8Array): [number, Line][] {
  const failed: [number, Line][] = [];
  for (const [i, file] of files.entries()) {
    const bytes = readBytes(file);
    const text = bytes instanceof Error ? undefined : bytes.toString('utf8');
    const line = text !== undefined && isXml(text) ? schemaLine(file, bytes as Buffer, text) : undefined;
    if (line) failed.push([i, line]);
    Atomics.store(status, i, text === undefined || !isXml(text) ? NOT_CHECKED : line ? FAILED : PASSED);
  }
  return failed;
}
