// The XML Schema part of `xr validate` (as KoSIT does it: a file that fails the schema is invalid
// with `XSD:` findings and the business rules are not run), and the shapes of its lines. Light on
// purpose: a batch's schema thread loads only this and libxml2 (validate.ts), and libxml2 is loaded
// only where the schema is checked (`schemaCheck`): a batch's rules threads never load it.
import type { FileWriter } from './file-handover';

export interface Line {
  file: string;
  valid: boolean;
  /** `message`: only on a finding that is not a rule's (NO-SCENARIO: what BT-24 names and what is needed). */
  findings: { ruleId: string; severity: string; pointer: string; bt: string; message?: string }[];
}

export const isXml = (text: string) => text.trimStart().startsWith('<');

/** isXml of a file's bytes, decoding only as much of their beginning as decides it. */
export function bytesAreXml(bytes: Uint8Array): boolean {
  for (let n = 1024; ; n *= 16) {
    const head = new TextDecoder().decode(bytes.subarray(0, n)).trimStart();
    // a character cut at the end of the beginning decoded reads as U+FFFD: decode more
    if ((head !== '' && !head.startsWith('\uFFFD')) || n >= bytes.length) return head.startsWith('<');
  }
}

export const failure = (file: string, ruleId: string, message: string): Line => ({
  file,
  valid: false,
  findings: [{ ruleId, severity: 'error', pointer: '', bt: message }],
});

/** The line of an XML file (its bytes, or a text) that fails the XML Schema, or undefined when it passes. */
export type SchemaCheck = (file: string, xml: Uint8Array | string) => Line | undefined;

/**
 * The XML Schema check, with libxml2 loaded on first need: libxml2's messages become `XSD:schema`
 * findings. Bytes that are not UTF-8 are replaced by U+FFFD in the text the import and the rules
 * read: libxml2 is then given the same text, else the bytes as they are (no text is decoded).
 */
export async function schemaCheck(): Promise<SchemaCheck> {
  const { validateXsdText } = await import('../xsd');
  return (file, xml) => {
    try {
      const schema = validateXsdText(typeof xml === 'string' ? xml : utf8OrText(xml));
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

/** Node's quick UTF-8 test where there is one; in the browser a strict decoder's. */
const nodeIsUtf8 = (
  globalThis as { process?: { getBuiltinModule?: (id: 'node:buffer') => typeof import('node:buffer') } }
).process?.getBuiltinModule?.('node:buffer').isUtf8;

function isUtf8(bytes: Uint8Array): boolean {
  if (nodeIsUtf8) return nodeIsUtf8(bytes);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Bytes that are UTF-8 as they are, else their text with U+FFFD for the bytes that are not (a byte order mark stays). */
const utf8OrText = (bytes: Uint8Array): Uint8Array | string =>
  isUtf8(bytes) ? bytes : new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** The schema thread failed the file (`status`; 0 otherwise: not yet checked, passed, or not XML). */
export const FAILED = 1;

/**
 * The XML Schema check of every file of a batch, for the threads that run the rules meanwhile: a
 * file that fails is marked in `status` as soon as it is known (so they can skip it), and the lines
 * of the files that failed are answered at the end, with their places. The files are read by
 * `writer`, which hands them over to the rules threads (file-handover.ts).
 */
export async function checkSchemas(
  files: string[],
  status: Int8Array,
  writer: FileWriter,
): Promise<[number, Line][]> {
  const check = await schemaCheck();
  const failed: [number, Line][] = [];
  for (const [i, file] of files.entries()) {
    const bytes = writer.read(i, file);
    if (bytes instanceof Error) continue; // the rules' thread reports it
    const line = bytesAreXml(bytes) ? check(file, bytes) : undefined;
    if (!line) continue;
    failed.push([i, line]);
    Atomics.store(status, i, FAILED);
  }
  return failed;
}
