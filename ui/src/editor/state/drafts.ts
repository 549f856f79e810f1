/**
 * Unsaved drafts kept in the browser (localStorage), one per user and invoice, so that a reload,
 * a closed tab or a crash loses nothing typed: the editor offers the draft when the same user
 * opens the same invoice again (a new, never saved invoice: the next new invoice). A saved
 * invoice has no draft. Stored: the working form (with ids) and when it was written.
 */
import { sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { selectedInvoiceAtom } from './atoms';
import type { Json, SelectedInvoiceMeta } from './types';

const PREFIX = 'xr.editor.draft.v1';

export interface Draft {
  savedAt: number;
  invoice: Json;
  /** the stored version the changes were made on (a restore saves against it: 412 when outdated) */
  version?: number;
}

/** The draft's key: user (login) and invoice (stored id, else its UUID, else "new"). */
export function draftKey(login: string, meta: Partial<SelectedInvoiceMeta>): string {
  const invoice = meta.id ? `id:${meta.id}` : meta.rechnungUUID ? `uuid:${meta.rechnungUUID}` : 'new';
  return `${PREFIX}:${login.toLowerCase()}:${invoice}`;
}

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage switched off: no drafts, nothing breaks
  }
};

export function writeDraft(key: string, invoice: Json, version?: number, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, invoice, version } satisfies Draft));
  } catch {
    // quota exceeded (a huge invoice): the beforeunload question still protects it
  }
}

export function readDraft(key: string): Draft | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as Draft;
    return draft && typeof draft.savedAt === 'number' && draft.invoice ? draft : null;
  } catch {
    return null;
  }
}

export function dropDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to drop
  }
}

/** Drops the draft of the invoice in the editor (the user chose to leave it unsaved). */
export function dropCurrentDraft(): void {
  const login = appStore.get(sessionAtom)?.username;
  if (login) dropDraft(draftKey(login, appStore.get(selectedInvoiceAtom)));
}
