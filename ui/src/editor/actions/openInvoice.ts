/**
 * How an invoice enters the editor from outside (the dashboard and the lists): new from scratch,
 * a stored one opened, or a file imported (an e-invoice or e-order XML through the server, a
 * template file on the client). Copying a stored invoice is the lists' action
 * (`screens/lists/actions.ts`: stored at once, attachments not copied).
 */

import { proposeInvoiceNumber } from '../../api/calls';
import { ApiError } from '../../api/errors';
import type { StoredInvoice } from '../../api/types';
import { hasMessage, t } from '../../i18n';
import { todayIso } from '../../i18n/formats';
import { loadMasterData } from '../../session/masterdata';
import { masterDataAtom } from '../../state/app';
import { appStore } from '../../state/store';
import {
  importInvoicePdfCall,
  importInvoiceXmlCall,
  importOrderXmlCall,
  readInvoiceCall,
} from '../api/calls';
import { transferLetterTexts, transferPayment, transferSeller } from '../behaviours/masterDataTransfer';
import { paymentTextOf } from '../behaviours/paymentType';
import { type ImportFinding, importLine } from '../model/importLine';
import { enterEditor } from '../state/enterEditor';
import type { Json } from '../state/types';
import { inform, toast } from '../ui/confirm';
import { importTemplate } from './templateFile';

export const DEFAULT_BUSINESS_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
export const DEFAULT_SPECIFICATION = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/** A new invoice: the spec's defaults (type 380, EUR, DE, EM, SEPA credit transfer 58), BT-23/BT-24 for XRechnung 3.0. */
export function blankInvoice(): Json {
  return {
    PROCESS_CONTROL: {
      Business_process_type: DEFAULT_BUSINESS_PROCESS,
      Specification_identifier: { Content: DEFAULT_SPECIFICATION },
    },
    Invoice_type_code: '380',
    Invoice_currency_code: 'EUR',
    VAT_accounting_currency_code: 'EUR',
    SELLER: {
      Seller_electronic_address: { Scheme_identifier: 'EM' },
      SELLER_POSTAL_ADDRESS: { Seller_country_code: 'DE' },
      SELLER_CONTACT: {},
    },
    BUYER: { BUYER_POSTAL_ADDRESS: { Buyer_country_code: 'DE' } },
    PAYMENT_INSTRUCTIONS: {
      Payment_means_type_code: '58',
      Payment_means_text: paymentTextOf('CREDIT_TRANSFER_SEPA'),
      CREDIT_TRANSFER: [{}],
    },
    DOCUMENT_TOTALS: {},
    VAT_BREAKDOWN: [],
    INVOICE_LINE: [],
  };
}

/**
 * A new invoice takes the master data by itself (seller and payment; "Stammdaten übernehmen" stays
 * for taking it again), today's issue date and the number the server proposes from the company's
 * numbering pattern. Opening takes no number (issue 26): left as proposed, the number is given by
 * the first save (`saveInvoice.ts`), so abandoned drafts leave no gap.
 */
export async function startNewInvoice(): Promise<void> {
  if (!appStore.get(masterDataAtom)) await loadMasterData();
  const md = appStore.get(masterDataAtom);
  let invoice = blankInvoice();
  if (md?.Seller_name) invoice = transferPayment(transferSeller(invoice, md), md);
  if (md) invoice = transferLetterTexts(invoice, md);
  invoice.Invoice_issue_date = todayIso();
  const proposed = await proposeInvoiceNumber().catch(() => undefined);
  if (proposed?.invoiceNumber) invoice.Invoice_number = { Content: proposed.invoiceNumber };
  enterEditor(invoice, { meta: { proposedNumber: proposed?.invoiceNumber } });
}

/** The stored invoice in the editor as saved (also the reload after a 412 on save). */
export async function openStoredInvoice(id: StoredInvoice['id']): Promise<void> {
  const stored = await readInvoiceCall(id);
  enterEditor(JSON.parse(stored.json), {
    meta: {
      id: stored.id,
      rechnungUUID: stored.rechnungUUID,
      version: stored.version,
      xrechnungVersion: stored.specVersion,
    },
    saved: true,
  });
}

/**
 * The findings a refused import lists (the server's answer to a file that breaks its profile's rules
 * carries them, each in the caller's language): one line each (`importLine`: plain words in easy
 * mode, the rule id in front in advanced mode); none for other refusals.
 */
function importFindings(e: ApiError | undefined): string[] | undefined {
  const body = e?.body as { findings?: ImportFinding[]; count?: number } | undefined;
  // one line for the same words (three rules on one element read alike in easy mode)
  const lines = [
    ...new Set(
      (body?.findings ?? []).filter((f) => typeof f.message === 'string' && f.message !== '').map(importLine),
    ),
  ];
  if (lines.length === 0) return undefined;
  const more = (body?.count ?? lines.length) - lines.length;
  return more > 0 ? [...lines, t('editor.import.moreFindings', { count: more })] : lines;
}

/**
 * A file chosen for import: template JSON, e-order XML, e-invoice XML, or (`pdf`) a ZUGFeRD /
 * Factur-X PDF whose embedded XML the server imports. `file`: the file's own bytes, sent for XML
 * so the server reads them in the encoding the file states (UTF-16, Latin-1), none replaced.
 * True when loaded.
 */
export async function importInvoiceFile(text: string, pdf?: Blob, file?: Blob): Promise<boolean> {
  const trimmed = text.trimStart();
  if (!pdf && trimmed.startsWith('{')) return importTemplate(text);
  const isOrder = !pdf && /<(\w+:)?Order[\s>]/.test(trimmed.slice(0, 2000));
  try {
    const call = pdf
      ? importInvoicePdfCall(pdf)
      : isOrder
        ? importOrderXmlCall(file ?? text)
        : importInvoiceXmlCall(file ?? text);
    const answer = (await call) as {
      invoice?: Json;
      notes?: string[];
      warnings?: ImportFinding[];
    };
    // the warnings of the official validation for the file are shown with the import notes
    const warnings = [...new Set((answer.warnings ?? []).map(importLine))];
    enterEditor(answer.invoice ?? answer, {
      notes: [...(answer.notes ?? []), ...warnings],
      meta: { importedFromOrder: isOrder },
    });
    toast('success', t('editor.toast.imported'));
    return true;
  } catch (error) {
    const e = error instanceof ApiError ? error : undefined;
    const text2 =
      e?.messageKey && hasMessage(e.messageKey)
        ? t(e.messageKey)
        : e?.message && e.status !== 0
          ? e.message
          : t('editor.import.technical');
    await inform('error', t('editor.dialog.importFailed'), text2, importFindings(e));
    return false;
  }
}
