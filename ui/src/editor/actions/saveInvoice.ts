/**
 * Saving (spec §4, §8): create the first time, update afterwards; a toast on success. Failures:
 * already generated (409 INVALID_RECHNUNG_STATUS) → message, then the dashboard; changed
 * elsewhere (412 PRECONDITION_FAILED) → say so and offer to reload the stored version, after the
 * typed state has been downloaded as a template file (nothing typed is lost; declining keeps it
 * in the editor); a known messageKey → its text, then the dashboard; otherwise technical error.
 */
import { ApiError } from '../../api/errors';
import { hasMessage, t } from '../../i18n';
import { configurationAtom } from '../../state/app';
import { sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { createInvoiceCall, type SavePayload, updateInvoiceCall } from '../api/calls';
import { isValidIsoDate } from '../format/dates';
import { onSave, stripIds } from '../model/rulesApi';
import { savedSnapshotAtom, selectedInvoiceAtom, workingInvoiceAtom } from '../state/atoms';
import { draftKey, dropDraft } from '../state/drafts';
import { allPagesValidAtom } from '../state/screenErrors';
import type { Json } from '../state/types';
import { confirm, inform, toast } from '../ui/confirm';
import { openStoredInvoice } from './openInvoice';
import { exportTemplate } from './templateFile';

export const DEFAULT_SPEC_VERSION = '3.0.1';

/** The proposed number, still unchanged, of an invoice never saved: the server gives the number. */
const leftAsProposed = (plain: Json) => {
  const meta = appStore.get(selectedInvoiceAtom);
  return (
    meta.id === undefined && !!meta.proposedNumber && plain.Invoice_number?.Content === meta.proposedNumber
  );
};

export function savePayload(invoice: Json): SavePayload {
  const meta = appStore.get(selectedInvoiceAtom);
  const saved = onSave(stripIds(invoice));
  const { Invoice_number: _proposed, ...unnumbered } = saved;
  const plain = leftAsProposed(saved) ? unnumbered : saved;
  return {
    id: meta.id === undefined ? undefined : Number(meta.id),
    rechnungUUID: meta.rechnungUUID,
    buyerReference: plain.Buyer_reference ?? '',
    // the list's column: a date or nothing (a text typed there is the JSON's, which the server refuses)
    invoiceIssueDate: isValidIsoDate(plain.Invoice_issue_date ?? '') ? plain.Invoice_issue_date : '',
    invoiceNumber: plain.Invoice_number?.Content ?? '',
    jsongroupvalidation: appStore.get(allPagesValidAtom),
    specVersion:
      meta.xrechnungVersion ?? appStore.get(configurationAtom)?.xrechnungSpec ?? DEFAULT_SPEC_VERSION,
    json: JSON.stringify(plain),
    version: meta.version === undefined ? undefined : Number(meta.version),
  };
}

type Navigate = (to: string) => void;

/** The number the server gave on the first save shown in the editor (it may differ from the proposal). */
function withStoredNumber(invoice: Json, invoiceNumber: string | undefined): Json {
  if (!invoiceNumber || invoice.Invoice_number?.Content === invoiceNumber) return invoice;
  const numbered = {
    ...invoice,
    Invoice_number: { ...(invoice.Invoice_number ?? {}), Content: invoiceNumber },
  };
  appStore.set(workingInvoiceAtom, numbered);
  return numbered;
}

/** Saves the working invoice; true when stored. */
export async function saveInvoice(navigate: Navigate, quiet = false): Promise<boolean> {
  const invoice = appStore.get(workingInvoiceAtom);
  if (!invoice) return false;
  const payload = savePayload(invoice);
  try {
    const stored = payload.id
      ? await updateInvoiceCall(payload.id, payload)
      : await createInvoiceCall(payload);
    appStore.set(selectedInvoiceAtom, (m) => ({
      ...m,
      id: stored.id,
      rechnungUUID: stored.rechnungUUID,
      version: stored.version,
      xrechnungVersion: stored.specVersion ?? m.xrechnungVersion,
      proposedNumber: undefined,
    }));
    appStore.set(savedSnapshotAtom, JSON.stringify(withStoredNumber(invoice, stored.invoiceNumber)));
    if (!quiet) toast('success', t('editor.toast.saved'));
    const warnings = (stored as { warnings?: { field?: string }[] }).warnings ?? [];
    if (warnings.some((w) => w.field === 'invoiceNumber'))
      toast('warning', t('editor.save.numberUsed', { number: payload.invoiceNumber }));
    return true;
  } catch (error) {
    await saveFailed(error, payload, navigate);
    return false;
  }
}

async function saveFailed(error: unknown, payload: SavePayload, navigate: Navigate): Promise<void> {
  const e = error instanceof ApiError ? error : undefined;
  if (e?.status === 409 && e.code === 'INVALID_RECHNUNG_STATUS') {
    await inform('error', t('editor.dialog.saveFailed'), t('editor.error.alreadyGenerated'));
    navigate('/Dashboard');
    return;
  }
  // a number already sent by the company, or input the model cannot hold (a number or date field
  // showing text): say so and stay in the editor to change it
  if (e?.messageKey === 'rechnung.error.numberSent' || e?.messageKey === 'validation.input.unparsed') {
    await inform('error', t('editor.dialog.saveFailed'), e.message);
    return;
  }
  if (e?.status === 412 && payload.id) {
    const reload = await confirm(
      t('editor.dialog.outdated.title'),
      t('editor.dialog.outdated.text'),
      undefined,
      t('editor.dialog.outdated.reload'),
    );
    if (!reload) return;
    await exportTemplate();
    // the typed state is in the downloaded file: the browser's draft of it is not offered again
    const login = appStore.get(sessionAtom)?.username;
    if (login) dropDraft(draftKey(login, { id: payload.id }));
    await openStoredInvoice(payload.id);
    return;
  }
  if (e?.messageKey && (hasMessage(e.messageKey) || e.message)) {
    const text = hasMessage(e.messageKey) ? t(e.messageKey) : e.message;
    await inform('error', t('editor.dialog.saveFailed'), text);
    navigate('/Dashboard');
    return;
  }
  await inform('error', t('editor.dialog.saveFailed'), t('editor.error.technical'));
}
