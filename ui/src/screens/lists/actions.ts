/**
 * Row actions of the invoice lists and the dashboard: open, copy (attachments are not copied),
 * delete after confirmation, mark as manually sent, download the XML and the PDF view, try a failed
 * delivery again; for several chosen invoices: delete after one confirmation, download their XML
 * as a ZIP; the filtered list as CSV.
 */
import * as api from '../../api/calls';
import type { InvoiceRow, ListKind, ListQuery } from '../../api/types';
import { editorEntry } from '../../app/editor-entry';
import { pdfDownloadName, safeFileName } from '../../editor/actions/download';
import { t } from '../../i18n';
import { todayIso } from '../../i18n/formats';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { toast } from '../../ui/toaster';
import { type DerivedKind, deriveInvoice } from './derive';

export async function openInvoice(row: InvoiceRow): Promise<void> {
  const entry = await editorEntry();
  await entry?.openInvoice(row.id).catch((error) => showError(error));
}

/** Stores a new invoice made from a stored one (copy, credit note, correction); its id. */
async function storeDerived(row: InvoiceRow, kind: DerivedKind): Promise<InvoiceRow['id']> {
  const stored = await api.getInvoice(row.id);
  const today = todayIso();
  // no number: the server gives the next one of the pattern (a credit note its own) as it stores
  const invoice = deriveInvoice(JSON.parse(stored.json), kind, '', today);
  const created = await api.createInvoice({
    buyerReference: stored.buyerReference ?? '',
    invoiceIssueDate: today,
    invoiceNumber: '',
    jsongroupvalidation: kind === 'copy' ? (stored.jsongroupvalidation ?? false) : false,
    specVersion: stored.specVersion ?? '',
    json: JSON.stringify(invoice),
  });
  return created.id;
}

/** A copy with the next invoice number and today's date (attachments are not copied). */
export async function copyInvoice(row: InvoiceRow): Promise<boolean> {
  try {
    await storeDerived(row, 'copy');
    toast.success(t('success.copied'));
    return true;
  } catch (error) {
    await showError(error);
    return false;
  }
}

/** "Gutschrift erstellen" (381) / "Rechnung korrigieren" (384) of a sent invoice, opened in the editor. */
export async function deriveFromSent(row: InvoiceRow, kind: 'creditNote' | 'correction'): Promise<void> {
  try {
    const id = await storeDerived(row, kind);
    toast.success(t(kind === 'creditNote' ? 'success.creditNoteCreated' : 'success.correctionCreated'));
    const entry = await editorEntry();
    await entry?.openInvoice(id);
  } catch (error) {
    await showError(error);
  }
}

export async function deleteInvoiceConfirmed(row: InvoiceRow): Promise<boolean> {
  const label = row.invoiceNumber || String(row.id);
  if (!(await confirmDialog(t('list.confirmDelete', { number: label }), undefined, t('action.delete'))))
    return false;
  try {
    await api.deleteInvoice(row.id);
    toast.success(t('success.invoiceDeleted'));
    return true;
  } catch (error) {
    await showError(error);
    return false;
  }
}

export async function markSent(row: InvoiceRow): Promise<boolean> {
  const label = row.invoiceNumber || String(row.id);
  if (!(await confirmDialog(t('list.confirmMarkSent', { number: label }), undefined, t('action.markSent'))))
    return false;
  try {
    await api.markManuallySent(row.id);
    toast.success(t('success.markedSent'));
    return true;
  } catch (error) {
    await showError(error);
    return false;
  }
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const fileBase = (row: InvoiceRow) => safeFileName(row.invoiceNumber, String(row.id));

export async function downloadXml(row: InvoiceRow): Promise<void> {
  try {
    saveBlob(await api.downloadXml(row.id), `${fileBase(row)}.xml`);
  } catch (error) {
    await showError(error, 'error.download');
  }
}

export async function downloadPdf(
  row: InvoiceRow,
  format: 'pdf' | 'zugferd-xrechnung' = 'pdf',
): Promise<void> {
  try {
    saveBlob(
      await api.downloadView(row.id, format),
      pdfDownloadName(row.invoiceNumber, format, String(row.id)),
    );
  } catch (error) {
    await showError(error, 'error.download');
  }
}

/** "Erneut senden" / "Try again" of a failed delivery; true when it is queued again. */
export async function retryDelivery(row: InvoiceRow): Promise<boolean> {
  try {
    await api.retryDelivery(row.id);
    toast.success(t('success.deliveryRetried'));
    return true;
  } catch (error) {
    await showError(error);
    return false;
  }
}

const label = (row: InvoiceRow) => row.invoiceNumber || String(row.id);

/** Deletes the chosen invoices after one confirmation naming them; true when any was deleted. */
export async function deleteChosen(rows: InvoiceRow[]): Promise<boolean> {
  if (rows.length === 0) return false;
  const asked = await confirmDialog(
    t('list.bulk.confirmDelete', {
      count: rows.length,
      // in number order, whatever order the list shows or they were chosen in
      numbers: rows
        .map(label)
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
        .join(', '),
    }),
    undefined,
    t('action.delete'),
  );
  if (!asked) return false;
  let deleted = 0;
  for (const row of rows) {
    try {
      await api.deleteInvoice(row.id);
      deleted++;
    } catch (error) {
      await showError(error);
      break;
    }
  }
  if (deleted > 0) toast.success(t('list.bulk.deleted', { count: deleted }));
  return deleted > 0;
}

/** The chosen invoices' XML files as one ZIP. */
export async function downloadChosenZip(rows: InvoiceRow[]): Promise<void> {
  try {
    saveBlob(await api.downloadZip(rows.map((r) => r.id)), 'rechnungen.zip');
  } catch (error) {
    await showError(error, 'error.download');
  }
}

/** Every page of the filtered list as CSV. */
export async function exportCsv(kind: ListKind, query: ListQuery): Promise<void> {
  try {
    const name = kind === 'sent' ? 'versendete-rechnungen.csv' : 'rechnungen-in-bearbeitung.csv';
    saveBlob(await api.exportListCsv(kind, query), name);
  } catch (error) {
    await showError(error, 'error.download');
  }
}
