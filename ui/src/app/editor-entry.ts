/**
 * How the shell opens the editor without knowing its internals: the editor exports from
 * ui/src/editor/entry.ts
 *   newInvoice(): Promise<void>                      – empty invoice, then its first screen
 *   openInvoice(id): Promise<void>                   – a stored invoice in progress
 *   importFile(kind, file: File): Promise<void>      – kind 'einvoice' | 'eorder' | 'intermediate' | 'prefilled'
 * each loading the working data (after the load normalisations) and navigating to the editor.
 * The module is loaded on first use, so the editor's code stays out of the first screen.
 */
import { t } from '../i18n';
import { showDialog } from '../ui/dialogs';

export type ImportKind = 'einvoice' | 'eorder' | 'intermediate' | 'prefilled';

export interface EditorEntry {
  newInvoice(): Promise<void>;
  openInvoice(id: number | string): Promise<void>;
  importFile(kind: ImportKind, file: File): Promise<void>;
}

const loaders = import.meta.glob<EditorEntry>('../editor/entry.ts', { import: '*' });

export async function editorEntry(): Promise<EditorEntry | undefined> {
  const load = Object.values(loaders)[0];
  if (!load) {
    await showDialog({ kind: 'info', message: t('error.editorMissing') });
    return undefined;
  }
  return load();
}
