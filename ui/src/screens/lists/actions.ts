/**
 * Row actions of the invoice lists and the dashboard: open, copy (attachments are not copied),
 * delete after confirmation, mark as manually sent, download the XML and the PDF view.
 */
import * as api from '../../api/calls';
import type { InvoiceRow } from '../../api/types';
import { editorEntry } from '../../app/editor-entry';
import { t } from '../../i18n';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { toast } from '../../ui/toaster';

export async function openInvoice(row: InvoiceRow): Promise<void> {
  const entry = await editorEntry();
  await entry?.openInvoice(row.id).catch((error) => showError(error));
}

/** Removes the attached files of every supporting document (references and descriptions stay). */
// biome-ignore lint/suspicious/noExplicitAny: invoice JSON
export function withoutAttachments(invoice: Record<string, any>): Record<string, any> {
  const docs = invoice.ADDITIONAL_SUPPORTING_DOCUMENTS;
  if (!Array.isArray(docs)) return invoice;
  return {
    ...invoice,
    ADDITIONAL_SUPPORTING_DOCUMENTS: docs.map(({ Attached_document: _dropped, ...rest }) => rest),
  };
}

export async function copyInvoice(row: InvoiceRow): Promise<boolean> {
  try {
    const stored = await api.getInvoice(row.id);
    const invoice = withoutAttachments(JSON.parse(stored.json));
    await api.createInvoice({
      buyerReference: stored.buyerReference ?? '',
      invoiceIssueDate: stored.invoiceIssueDate ?? '',
      invoiceNumber: stored.invoiceNumber ?? '',
      jsongroupvalidation: stored.jsongroupvalidation ?? false,
      specVersion: stored.specVersion ?? '',
      json: JSON.stringify(invoice),
    });
    toast.success(t('success.copied'));
    return true;
  } catch (error) {
    await showError(error);
    return false;
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

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileBase = (row: InvoiceRow) => (row.invoiceNumber || String(row.id)).replace(/[^\w.-]+/g, '_');

export async function downloadXml(row: InvoiceRow): Promise<void> {
  try {
    saveBlob(await api.downloadXml(row.id), `${fileBase(row)}.xml`);
  } catch (error) {
    await showError(error, 'error.download');
  }
}

export async function downloadPdf(row: InvoiceRow): Promise<void> {
  try {
    saveBlob(await api.downloadView(row.id), `${fileBase(row)}.pdf`);
  } catch (error) {
    await showError(error, 'error.download');
  }
}
