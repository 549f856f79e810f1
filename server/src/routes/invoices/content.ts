/**
 * What every stored or generated invoice must satisfy, whoever sends it (save, import, generation
 * and send all call these — one set of checks): JSON nesting no deeper than an invoice can be,
 * every text at most 4096 characters (spec §9; the editor's inputs stop there too), every number
 * and date field a number and a date, every unit a unit code and every IBAN field an IBAN
 * (`unparsedInput` of @xr/rules), no character XML cannot
 * carry (`xml-characters.ts`), and the attachment rules (`attachments.ts`).
 */
import type { Finding } from '@xr/rules';
import { ApiError } from '../../errors/api-error';
import { loadRules } from '../../modules';
import { type AttachmentMeta, checkAttachments } from './attachments';
import { refuseCharactersXmlCannotCarry } from './xml-characters';

/** Spec §9: the text limit; the model has no field with a longer one. */
export const TEXT_LIMIT = 4096;
/** The model is at most 6 levels deep (INVOICE_LINE/0/ITEM_INFORMATION/ITEM_ATTRIBUTES/0/…). */
export const MAX_DEPTH = 16;

export interface TextTooLong {
  path: string;
  length: number;
  max: number;
}

const isAttachmentContent = (path: string[]) =>
  path.length === 4 &&
  path[0] === 'ADDITIONAL_SUPPORTING_DOCUMENTS' &&
  path[2] === 'Attached_document' &&
  path[3] === 'Content';

/**
 * Refuses a nesting deeper than MAX_DEPTH (before going deeper: a hostile document may be nested
 * 100 000 deep) and returns every text longer than TEXT_LIMIT, in document order (attachment
 * content excepted: its limit is the attachments' 10 MB). One path, extended and shortened on the
 * way: nothing is allocated per field.
 */
export function textsTooLong(value: unknown): TextTooLong[] {
  const found: TextTooLong[] = [];
  const path: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.length > TEXT_LIMIT && !isAttachmentContent(path))
        found.push({ path: `/${path.join('/')}`, length: v.length, max: TEXT_LIMIT });
      return;
    }
    if (!v || typeof v !== 'object') return;
    const node = v as Record<string, unknown>;
    for (const k in node) {
      if (path.length >= MAX_DEPTH) throw new ApiError('error.nestingTooDeep', { maxDepth: MAX_DEPTH });
      path.push(k);
      walk(node[k]);
      path.pop();
    }
  };
  walk(value);
  return found;
}

/**
 * The checks of a save, an import's result and a generation; answers the attachments' metadata.
 * `editorFindings`: the invoice's findings with its editor profile, for a caller that needs them
 * anyway (a save's validity): asked for once the nesting and the texts are checked, and the
 * unparsed input is read from them instead of running those rules on their own.
 */
export async function checkInvoiceContent(
  invoice: Record<string, unknown>,
  editorFindings?: () => Finding[],
): Promise<AttachmentMeta[]> {
  const long = textsTooLong(invoice);
  if (long.length > 0)
    throw new ApiError('validation.text.tooLong', { fields: long.slice(0, 50), max: TEXT_LIMIT });
  const { EXTENSION_INVOICE_TYPES, unparsedInput, unparsedOf } = await loadRules();
  // a number, date, unit or IBAN field holding what the user typed and the model cannot hold
  // (rules FIELD-number / FIELD-date / FIELD-unitCode / FIELD-iban, the editor's findings):
  // never stored, never generated
  const unparsed = editorFindings ? unparsedOf(editorFindings()) : unparsedInput(invoice);
  if (unparsed.length > 0)
    throw new ApiError('validation.input.unparsed', {
      fields: unparsed.slice(0, 50).map((f) => ({ pointer: f.pointer, bt: f.bt, text: f.params.text })),
    });
  // the attachments' own refusals (a control character in a file name) first: they say more
  const attachments = checkAttachments(invoice, EXTENSION_INVOICE_TYPES);
  refuseCharactersXmlCannotCarry(invoice);
  return attachments;
}
