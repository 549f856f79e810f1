// The work of `xr validate` on files (validate.ts runs it over threads): each XML file is checked
// against the XML Schema first (validate-xsd.ts; in a large batch another thread does that), then
// gets the rules' verdict of @xr/xml (validate-xml.ts); a JSON file is evaluated. Everything heavy (rules, code lists, the
// import) is loaded from here, so that a thread can be started before this thread has loaded it.
import { isCode } from '@xr/codelists';
import { evaluate, type Finding, isValid, type Profile, setCodeLookup } from '@xr/rules';
import { type Handover, readBytes, takeText } from '@xr/xml/src/validate/file-handover';
import { FAILED, failure, isXml, type Line, schemaCheck } from '@xr/xml/src/validate/validate-xsd';

export type { Line };

// code list rules (BR-CL-*) look codes up in the official lists of @xr/codelists
setCodeLookup(isCode);

type RulesVerdict = typeof import('@xr/xml/src/validate/validate-xml').rulesVerdict;

/** The rules' verdict on an XML file of @xr/xml (loaded lazily: JSON files need no XML machinery). */
async function xmlRules(): Promise<RulesVerdict> {
  return (await import('@xr/xml/src/validate/validate-xml')).rulesVerdict;
}

const brief = (f: Finding) => ({ ruleId: f.ruleId, severity: f.severity, pointer: f.pointer, bt: f.bt });

/**
 * The rule families as they are on disk (XR_RULES_DIR or rules/families), checked: no index step.
 * When they are the bundled set (which the rules' own tests check) nothing is loaded or checked
 * again — the check compiles a JSON schema and costs a third of a second at every start. Answers whether the families on disk were loaded.
 * Throws a RuleCompileError for a broken set.
 */
export async function useFamiliesOnDisk(): Promise<boolean> {
  const { familyDir, loadFamilyDir, readFamilyDir } = await import('@xr/rules/node');
  const texts = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
  const onDisk = texts(Object.values(readFamilyDir(familyDir())));
  const inUse = texts((await import('@xr/rules')).families());
  if (onDisk.length === inUse.length && onDisk.every((t, i) => t === inUse[i])) return false;
  loadFamilyDir();
  return true;
}

/** The rules' verdict on XML, once loaded. */
let load: RulesVerdict | undefined;

/** Where the XML Schema check of a batch's files is done by another thread (validate-xsd.ts). */
export interface SchemasElsewhere {
  /** FAILED for each file the schema thread has failed so far, by its place in the batch. */
  status: Int8Array;
  /** The place in the batch of the first of `files`. */
  first: number;
  /** The files the schema thread has read (file-handover.ts). */
  handover: Handover;
}

/**
 * The text of the `k`th file (UTF-8) and, where this thread checks the XML Schema, its bytes; or why
 * it cannot be read. In a batch the schema thread has read it and handed it over, or this thread reads it.
 */
function readFile(
  file: string,
  k: number,
  schemas?: SchemasElsewhere,
): { text: string; bytes?: Buffer } | Error {
  if (schemas) {
    const text = takeText(schemas.handover, schemas.first + k, file);
    return text instanceof Error ? text : { text };
  }
  const bytes = readBytes(file);
  return bytes instanceof Error ? bytes : { text: bytes.toString('utf8'), bytes };
}

/**
 * Validates many files in one process, one after the other (a file's text is dropped before the next
 * is read). The XML Schema check reads the file's bytes; the import and the rules its text (UTF-8).
 * With `schemas` the schema is checked by another thread: a file it already failed is left out (its
 * line, a placeholder here, is that thread's), the others get the rules' line.
 */
export async function validateFiles(
  files: string[],
  profile: Profile,
  schemas?: SchemasElsewhere,
): Promise<Line[]> {
  const lines: Line[] = [];
  const checkSchema = schemas ? undefined : await schemaCheck();
  for (const [k, file] of files.entries()) {
    if (schemas && Atomics.load(schemas.status, schemas.first + k) === FAILED) {
      lines.push(failure(file, 'XSD:schema', ''));
      continue;
    }
    const read = readFile(file, k, schemas);
    if (read instanceof Error) {
      lines.push(failure(file, 'FILE', read.message));
      continue;
    }
    const { text, bytes } = read;
    try {
      if (isXml(text)) {
        const failed = bytes && checkSchema?.(file, bytes);
        if (failed) {
          lines.push(failed);
          continue;
        }
        load ??= await xmlRules();
        lines.push({ file, ...load(text, profile) });
      } else {
        const findings = evaluate(JSON.parse(text), { profile });
        lines.push({ file, valid: isValid(findings), findings: findings.map(brief) });
      }
    } catch (e) {
      lines.push(failure(file, 'INPUT', (e as Error).message));
    }
  }
  return lines;
}
