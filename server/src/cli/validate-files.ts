// The work of `xr validate` on files (validate.ts runs it over threads): each XML file is checked
// against the XML Schema first (validate-xsd.ts; in a large batch another thread does that), then
// imported and evaluated; a JSON file is evaluated. Everything heavy (rules, code lists, the
// import) is loaded from here, so that a thread can be started before this thread has loaded it.
import { isCode } from '@xr/codelists';
import { evaluate, type Finding, isValid, type Profile, setCodeLookup } from '@xr/rules';
import type { El as ReadEl } from '@xr/xml/src/reader/tree';
import { type Handover, readBytes, takeText } from '@xr/xml/src/validate/file-handover';
import { FAILED, failure, isXml, type Line, schemaCheck } from '@xr/xml/src/validate/validate-xsd';
import { withoutStopped, xmlOwnedRules, xmlSyntaxFindings } from '@xr/xml/src/validate/xml-syntax';

export type { Line };

// code list rules (BR-CL-*) look codes up in the official lists of @xr/codelists
setCodeLookup(isCode);

type Importer = (
  xml: string,
  options: { keepTree: true; schemaOrder: false; notes: false },
) => { invoice: unknown; syntax: 'ubl' | 'cii'; tree?: ReadEl };

/** The XML import of server/src/xml (loaded lazily: JSON files need no XML machinery). */
async function importer(): Promise<Importer> {
  return (await import('@xr/xml/src/import')).importInvoiceXml as Importer;
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

/** The XML import, once loaded. */
let load: Importer | undefined;

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
        load ??= await importer();
        const { invoice, syntax, tree } = load(text, { keepTree: true, schemaOrder: false, notes: false });
        // rules that count XML elements the model keeps once are decided on the XML below
        const findings = evaluate(invoice, {
          profile,
          syntax,
          skipRules: xmlOwnedRules[syntax],
          withoutParams: true,
        }).map(brief);
        // rules on the XML itself that the model cannot carry (repeated elements, sub lines, CII dates)
        // on the tree the import read: the text is parsed once
        const syntaxFindings = xmlSyntaxFindings(tree ?? text, syntax);
        // a schematron that stops on a repeated single value (a processing error) reports nothing else
        const all = withoutStopped<Line['findings'][number]>([...syntaxFindings, ...findings]);
        lines.push({ file, valid: !all.some((f) => f.severity === 'error'), findings: all });
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
