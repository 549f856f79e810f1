/**
 * Dialogs (spec §8): error, info and warning, plus confirmations. A queue in the app store, so
 * actions outside React open them; each resolves when closed (true when confirmed).
 */
import { atom } from 'jotai';
import { appStore } from '../state/store';

export type DialogKind = 'error' | 'info' | 'warning' | 'confirm';

export interface DialogRequest {
  kind: DialogKind;
  title?: string;
  message: string;
  /** extra lines (a list of errors, say) */
  details?: string[];
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const dialogsAtom = atom<OpenDialog[]>([]);
let nextId = 1;

export function showDialog(request: DialogRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog: OpenDialog = { ...request, id: nextId++, resolve };
    appStore.set(dialogsAtom, (list) => [...list, dialog]);
  });
}

export const confirmDialog = (message: string, title?: string, confirmLabel?: string) =>
  showDialog({ kind: 'confirm', message, title, confirmLabel });

export function closeDialog(id: number, confirmed: boolean): void {
  const dialog = appStore.get(dialogsAtom).find((d) => d.id === id);
  appStore.set(dialogsAtom, (list) => list.filter((d) => d.id !== id));
  dialog?.resolve(confirmed);
}
