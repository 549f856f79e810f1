/**
 * The save payload of spec §7 (id, rechnungUUID, buyerReference, invoiceIssueDate, invoiceNumber,
 * jsongroupvalidation, specVersion, json) plus the optional `version` for optimistic concurrency.
 */
import type { Finding } from '@xr/rules';
import type { InvoiceFields } from '../../db/invoices';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { moneyFieldsOf } from '../../invoice-money';
import { loadRules } from '../../modules';
import { invoiceProfiles } from '../generation/profile';
import type { AttachmentMeta } from './attachments';
import { checkInvoiceContent, textsTooLong } from './content';
import { refuseCharactersXmlCannotCarry } from './xml-characters';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SavePayload {
  invoice: Record<string, unknown>;
  fields: InvoiceFields;
  attachments: AttachmentMeta[];
  rechnungUUID?: string;
  version?: number;
  id?: number;
  /** Valid once the save gives the invoice its number (only BR-02 set aside); see `verdictOf`. */
  validOnceNumbered: boolean;
}

const str = (v: unknown, field: string, max = 255) => {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new ApiError('error.badRequest', { field });
  if (v.length > max) throw new ApiError('error.badRequest', { field, reason: 'maxLength' });
  return v;
};

/** The body's UUID checked first: a malformed one is the spec's CONSTRAINT_VIOLATION_EXCEPTION. */
export function checkUuid(body: Record<string, unknown>) {
  const uuid = body.rechnungUUID;
  if (uuid === undefined || uuid === null || uuid === '') return;
  if (typeof uuid !== 'string' || !UUID.test(uuid))
    throw new ApiError('error.uuidConstraint', { field: 'rechnungUUID' });
}

/** The payload read and checked (content rules of `content.ts` included); refuses with ApiError. */
export async function parseSavePayload(body: Record<string, unknown>): Promise<SavePayload> {
  // the invoice as an object (the request's own, parsed once) or as JSON text; stored as its text
  let invoice: Record<string, unknown>;
  let jsonText: string;
  if (body.json && typeof body.json === 'object') {
    textsTooLong(body.json);
    invoice = body.json as Record<string, unknown>;
    jsonText = JSON.stringify(invoice);
  } else if (typeof body.json === 'string' && body.json) {
    jsonText = body.json;
    try {
      invoice = JSON.parse(jsonText);
    } catch {
      throw new ApiError('error.badRequest', { field: 'json' });
    }
  } else throw new ApiError('error.badRequest', { field: 'json' });
  if (!invoice || typeof invoice !== 'object' || Array.isArray(invoice))
    throw new ApiError('error.badRequest', { field: 'json' });
  const uuid =
    body.rechnungUUID === undefined || body.rechnungUUID === null || body.rechnungUUID === ''
      ? undefined
      : String(body.rechnungUUID);
  if (uuid !== undefined && !UUID.test(uuid))
    throw new ApiError('error.uuidConstraint', { field: 'rechnungUUID' });
  const version =
    body.version === undefined || body.version === null || body.version === ''
      ? undefined
      : Number(body.version);
  if (version !== undefined && !Number.isInteger(version))
    throw new ApiError('error.badRequest', { field: 'version' });
  const rules = await loadRules();
  let findings: Finding[] | undefined;
  // the rules run once: the content check reads the unparsed input from the same findings
  const editorFindings = () => {
    findings ??= editorFindingsOf(rules, invoice);
    return findings;
  };
  const attachments = await checkInvoiceContent(invoice, editorFindings);
  const { valid, validOnceNumbered } = verdictOf(editorFindings());
  // the list's columns are written into the XML too (invoice number, buyer reference)
  refuseCharactersXmlCannotCarry({ invoiceNumber: body.invoiceNumber, buyerReference: body.buyerReference });
  return {
    invoice,
    attachments,
    rechnungUUID: uuid,
    version,
    id: body.id === undefined || body.id === null || body.id === '' ? undefined : Number(body.id),
    validOnceNumbered,
    fields: {
      ...columnsOf(invoice),
      valid,
      specVersion: str(body.specVersion, 'specVersion', 20),
      json: jsonText,
      ...(body.importedFromOrder === true ? { importedFromOrder: true } : {}),
    },
  };
}

const text = (v: unknown, max = 1000) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * The list columns of a stored invoice, read from its JSON (issue 26): the request's
 * `invoiceNumber`, `buyerReference`, `invoiceIssueDate` and `jsongroupvalidation` are not trusted,
 * so what a list shows is what is stored.
 */
function columnsOf(invoice: Record<string, unknown>) {
  const buyer = invoice.BUYER as Record<string, unknown> | undefined;
  const number = invoice.Invoice_number as { Content?: unknown } | undefined;
  const issue = text(invoice.Invoice_issue_date, 10);
  return {
    invoiceNumber: text(number?.Content),
    invoiceIssueDate: /^\d{4}-\d{2}-\d{2}$/.test(issue) ? issue : '',
    buyerReference: text(invoice.Buyer_reference),
    buyerName: text(buyer?.Buyer_name),
    ...moneyFieldsOf(invoice),
  };
}

/** BR-02 (BT-1 present) is the only rule that reads the invoice number. */
const NUMBER_PRESENT = 'BR-02';

/** The invoice's findings with its editor profile (the spec's own rules besides the official ones). */
const editorFindingsOf = (rules: Awaited<ReturnType<typeof loadRules>>, invoice: Record<string, unknown>) =>
  rules.evaluate(invoice, { profile: invoiceProfiles(invoice).editor, today: todayInGermany() });

/**
 * Valid means no error finding with the editor profile. The rules run once per save, outside its
 * transaction: an invoice saved without a number is valid once numbered when its only error is the
 * missing number, which the save then gives it.
 */
function verdictOf(findings: readonly Finding[]) {
  const errors = findings.filter((f) => f.severity === 'error');
  return {
    valid: errors.length === 0,
    validOnceNumbered: errors.every((f) => f.ruleId === NUMBER_PRESENT),
  };
}

/** The list columns and validity of an invoice (the scheduler's drafts). */
export async function fieldsOf(invoice: Record<string, unknown>) {
  return { ...columnsOf(invoice), valid: verdictOf(editorFindingsOf(await loadRules(), invoice)).valid };
}

/** The version a PUT is based on: `If-Match: "3"` (or W/"3") wins over the body's `version`. */
export function basedOnVersion(
  ifMatch: string | undefined,
  bodyVersion: number | undefined,
): number | undefined {
  const m = ifMatch && /^(?:W\/)?"?(\d+)"?$/.exec(ifMatch.trim());
  return m ? Number(m[1]) : bodyVersion;
}
