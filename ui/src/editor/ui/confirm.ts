/**
 * The editor's confirmations and messages, through the shell's dialog queue and toaster
 * (spec §8: dialogs error/info/warning, toasts closing after 4000 ms).
 */
import { showDialog } from '../../ui/dialogs';
import { toast as shellToast } from '../../ui/toaster';

export const confirm = (title: string, text?: string, items?: string[], confirmLabel?: string) =>
  showDialog({ kind: 'confirm', title, message: text ?? '', details: items, confirmLabel });

export const inform = (kind: 'error' | 'info' | 'warning', title: string, text?: string, items?: string[]) =>
  showDialog({ kind, title, message: text ?? '', details: items }).then(() => undefined);

export function toast(type: 'success' | 'error' | 'info' | 'warning', title: string) {
  shellToast[type](title);
}
