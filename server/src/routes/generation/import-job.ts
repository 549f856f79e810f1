/**
 * The heavy part of an e-invoice import (run in a worker thread, `src/pool/`): shape limits before
 * parsing, the lossless import, the official rules and the text limits of save — an invoice that
 * breaks them is refused with 'Die Datei beinhaltet fachliche Fehler…' and the findings (spec §8)
 * — and the note of spec §8 when the editor's calculation changes the imported subtotals.
 */
import type { Finding } from '@xr/rules';
import type { SyntaxFinding } from '@xr/xml';
import { ApiError, errorBody } from '../../errors/api-error';
import { loadRules, loadXml } from '../../modules';
import { checkXmlShape } from '../../pool/xml-limits';
import { textsTooLong } from '../invoices/content';
import { errorsOf, findingsOf, type ShownFinding } from './findings';
import { explainImportNotes } from './import-notes';
import { importProfile, refuseZugferd1 } from './import-profile';
import { explainedImportError } from './import-reasons';

type Json = Record<string, unknown>;

function xmlRefusal(err: unknown): never {
  const e = err as { messageKey?: string; message?: string };
  if (err instanceof ApiError) throw err;
  // say why (not well-formed at line/column, a DOCTYPE, not an invoice, ...)
  const explained = explainedImportError(err as { detail?: string; message?: string });
  if (explained) throw explained;
  if (!e.messageKey) throw new ApiError('import.error.technical', { reason: String(err).slice(0, 300) });
  throw new ApiError(e.messageKey, { message: e.message }, 400);
}

const textFinding = (t: { path: string; length: number; max: number }, locale: 'de' | 'en'): ShownFinding => {
  const f: Finding = {
    ruleId: 'TEXT-LIMIT',
    severity: 'error',
    pointer: t.path,
    bt: '',
    messageId: 'validation.text.tooLong',
    params: { length: t.length, max: t.max },
  };
  return {
    ...f,
    message: `${errorBody('validation.text.tooLong', locale).message} (${t.path}: ${t.length} > ${t.max})`,
  };
};

/** True when the editor's calculation (@xr/rules `calculate`) gives other totals than the file. */
async function subtotalsDiffer(invoice: Json): Promise<boolean> {
  const rules = await loadRules();
  const calculated = rules.calculate(invoice as never) as Json;
  const before = (invoice.DOCUMENT_TOTALS ?? {}) as Json;
  const after = (calculated.DOCUMENT_TOTALS ?? {}) as Json;
  for (const [key, value] of Object.entries(after)) {
    const was = rules.toDec((before[key] ?? 0) as never);
    const is = rules.toDec(value as never);
    if (!was && !is) continue;
    if (!was || !is || !was.equals(is)) return true;
  }
  return false;
}

/**
 * A finding of the rules on the XML itself. A rule the rule families write too (BR-CO-10, BR-DE-31,
 * UBL-SR-19 …, which the XML decides for a file) is shown with its own sentence, as the model's
 * findings are; the others (UBL-CR-*, CII-DT-*, …) with the general text on the XML's structure.
 */
function xmlShown(
  f: SyntaxFinding,
  severity: 'error' | 'warning',
  lang: 'de' | 'en',
  messages: Record<string, string>,
): ShownFinding {
  const own = messages[`rule.${f.ruleId}`];
  if (own !== undefined && !own.includes('{'))
    return {
      ruleId: f.ruleId,
      severity,
      pointer: f.pointer,
      bt: f.bt,
      messageId: `rule.${f.ruleId}`,
      params: {},
      message: own,
    };
  const messageId = severity === 'error' ? 'import.error.syntax' : 'import.warning.syntax';
  const params = { ruleId: f.ruleId, pointer: f.pointer || '/' };
  return {
    ruleId: f.ruleId,
    severity,
    pointer: f.pointer,
    bt: f.bt,
    messageId,
    params,
    message: errorBody(messageId, lang, params).message,
  };
}

/**
 * The warnings the official validation reports for the imported file: the rules' warnings (BR-DE-19 IBAN
 * check digits, …) and the syntax rules on the XML itself (UBL-CR-*, CII-SR-* "should not be present").
 */
function importWarnings(
  xmlFindings: SyntaxFinding[],
  findings: ShownFinding[],
  lang: 'de' | 'en',
  messages: Record<string, string>,
): ShownFinding[] {
  const onXml = xmlFindings
    .filter((f) => f.severity === 'warning')
    .map((f) => xmlShown(f, 'warning', lang, messages));
  return [...findings.filter((f) => f.severity === 'warning'), ...onXml];
}

export async function importInvoiceJob(text: string, locale: string) {
  const lang = locale === 'en' ? 'en' : 'de';
  checkXmlShape(text);
  const mod = await loadXml();
  let imported: { invoice: unknown; notes: string[]; syntax: 'ubl' | 'cii' };
  // the findings of the rules on the XML itself (the text is parsed once) and the model's rules they decide
  let xmlFindings: SyntaxFinding[];
  let xmlOwnedRules: ReadonlySet<string>;
  try {
    ({ xmlFindings, xmlOwnedRules, ...imported } = mod.importXml(text, { strictDates: true }));
  } catch (err) {
    refuseZugferd1(text);
    xmlRefusal(err);
  }
  const invoice = imported.invoice as Json;
  // judged by the profile its BT-24 names (an older XRechnung is raised to 3.0 here)
  const { profile, note: profileNote } = await importProfile(invoice, lang);
  xmlFindings = mod.xmlFindingsFor(xmlFindings, profile);
  // a rule the XML decides is reported once, from the XML (as the official validator does)
  const findings = await findingsOf(invoice, profile, locale, imported.syntax, xmlOwnedRules);
  const messages = (await loadRules()).ruleMessages(lang);
  const errors = [
    ...xmlFindings.filter((f) => f.severity === 'error').map((f) => xmlShown(f, 'error', lang, messages)),
    ...errorsOf(findings),
    ...textsTooLong(invoice).map((t) => textFinding(t, lang)),
  ];
  if (errors.length > 0)
    throw new ApiError('import.error.business', { findings: errors.slice(0, 200), count: errors.length });
  const recalculated = await subtotalsDiffer(invoice);
  const note = errorBody('import.note.subtotalsRecalculated', lang).message;
  const notes = [...(profileNote ? [profileNote] : []), ...explainImportNotes(imported.notes, lang)];
  return {
    ...imported,
    profile,
    notes: recalculated ? [...notes, note] : notes,
    subtotalsRecalculated: recalculated,
    warnings: importWarnings(xmlFindings, findings, lang, messages),
  };
}

export async function importOrderJob(text: string, locale = 'de') {
  checkXmlShape(text);
  const mod = await loadXml();
  try {
    const imported = mod.importOrderXml(text);
    return { ...imported, notes: explainImportNotes(imported.notes, locale === 'en' ? 'en' : 'de') };
  } catch (err) {
    xmlRefusal(err);
  }
}
