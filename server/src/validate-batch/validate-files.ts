// The work of `xr validate` on files (validate.ts runs it over threads): each XML file is checked
// against the XML Schema first (validate-xsd.ts; in a large batch another thread does that), then
// gets the rules' verdict of @xr/xml (validate-xml.ts); a JSON file is evaluated. Everything heavy (rules, code lists, the
// import) is loaded from here, so that a thread can be started before this thread has loaded it.
import { isCode } from '@xr/codelists';
import { EN16931_ID, evaluate, type Finding, isValid, type Profile, setCodeLookup } from '@xr/rules';
import { type Handover, readBytes, takeText } from '@xr/xml/src/validate/file-handover';
import { profileOfFile } from '@xr/xml/src/validate/validate-profile';
import { FAILED, failure, isXml, type Line, schemaCheck } from '@xr/xml/src/validate/validate-xsd';

export type { Line };

/** A profile forced by `--profile`, or `auto`: each file's BT-24 picks it (validate-profile.ts). */
export type ProfileChoice = Profile | 'auto';

// code list rules (BR-CL-*) look codes up in the official lists of @xr/codelists
setCodeLookup(isCode);

type RulesVerdict = typeof import('@xr/xml/src/validate/validate-xml').rulesVerdict;

/** The rules' verdict on an XML file of @xr/xml (loaded lazily: JSON files need no XML machinery). */
async function xmlRules(): Promise<RulesVerdict> {
  return (await import('@xr/xml/src/validate/validate-xml')).rulesVerdict;
}

const brief = (f: Finding) => ({ ruleId: f.ruleId, severity: f.severity, pointer: f.pointer, bt: f.bt });

/** The rule families on disk when they differ from those in use (the server's workers load them the same way). */
export { useFamiliesOnDisk } from '../rule-set';

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
 * line, a placeholder here, is that thread's), the others get the rules' line. `profile` `auto`: an
 * XML file's BT-24 picks the profile, and a file whose BT-24 names none gets its NO-SCENARIO line
 * before anything else is checked (as KoSIT). `alwaysRules`: the rules run after a schema error too
 * (the official validator's `--always-schematron`), their findings after the schema's.
 */
export async function validateFiles(
  files: string[],
  profile: ProfileChoice,
  schemas?: SchemasElsewhere,
  alwaysRules = false,
): Promise<Line[]> {
  const lines: Line[] = [];
  const checkSchema = schemas ? undefined : await schemaCheck();
  for (const [k, file] of files.entries()) {
    // a file the schema thread failed: only what decides before the schema (its scenario) or the rules run
    const failedElsewhere =
      schemas !== undefined && Atomics.load(schemas.status, schemas.first + k) === FAILED;
    if (failedElsewhere && profile !== 'auto' && !alwaysRules) {
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
        let used: Profile;
        if (profile === 'auto') {
          const picked = profileOfFile(file, text);
          if (typeof picked !== 'string') {
            lines.push(picked);
            continue;
          }
          used = picked;
        } else used = profile;
        if (failedElsewhere && !alwaysRules) {
          lines.push(failure(file, 'XSD:schema', ''));
          continue;
        }
        const failed = bytes && checkSchema?.(file, bytes);
        if (failed && !alwaysRules) {
          lines.push(failed);
          continue;
        }
        load ??= await xmlRules();
        const verdict = load(text, used);
        if (failed) lines.push({ file, valid: false, findings: [...failed.findings, ...verdict.findings] });
        else lines.push({ file, ...verdict });
      } else {
        const invoice = JSON.parse(text);
        const findings = evaluate(invoice, { profile: profile === 'auto' ? jsonProfile(invoice) : profile });
        lines.push({ file, valid: isValid(findings), findings: findings.map(brief) });
      }
    } catch (e) {
      lines.push(failure(file, 'INPUT', (e as Error).message));
    }
  }
  return lines;
}

/** The profile of an invoice in the JSON model (the product's own form): EN 16931 when its BT-24 says so. */
function jsonProfile(invoice: unknown): Profile {
  const bt24 = (invoice as { PROCESS_CONTROL?: { Specification_identifier?: { Content?: unknown } } } | null)
    ?.PROCESS_CONTROL?.Specification_identifier?.Content;
  return bt24 === EN16931_ID ? 'en16931' : 'xrechnung';
}
