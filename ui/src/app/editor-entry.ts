/**
 * How the shell opens the editor without knowing its internals: through the editor's public
 * module ui/src/editor/index.ts (startNewInvoice, openStoredInvoice, importInvoiceFile), loaded on
 * first use so the editor's code stays out of the first screen. Each loads the working data
 * (after the editor's load normalisations); the shell then navigates to the summary screen.
 */
import { navigate } from 'wouter/use-browser-location';
import { BASE_PATH } from '../api/client';
import { t } from '../i18n';
import { showDialog } from '../ui/dialogs';

export type ImportKind = 'einvoice' | 'eorder' | 'intermediate' | 'prefilled';

interface EditorModule {
  startNewInvoice(): void | Promise<void>;
  openStoredInvoice(id: number | string): Promise<void>;
  /** true when the file was loaded (the editor reports its own import errors) */
  importInvoiceFile(text: string, pdf?: Blob, file?: Blob): Promise<boolean>;
  /** a save file (intermediate or prefilled invoice); refuses anything else as file_invalid */
  importSaveFile(text: string): Promise<boolean>;
}

export interface EditorEntry {
  newInvoice(): Promise<void>;
  openInvoice(id: number | string): Promise<void>;
  importFile(kind: ImportKind, file: File): Promise<void>;
}

export const EDITOR_START = 'SummaryView';
const loaders = import.meta.glob<EditorModule>('../editor/index.ts', { import: '*' });
const toEditor = () => navigate(`${BASE_PATH}${EDITOR_START}`);

export async function editorEntry(): Promise<EditorEntry | undefined> {
  const load = Object.values(loaders)[0];
  if (!load) {
    await showDialog({ kind: 'info', message: t('error.editorMissing') });
    return undefined;
  }
  const editor = await load();
  return {
    async newInvoice() {
      await editor.startNewInvoice();
      toEditor();
    },
    async openInvoice(id) {
      await editor.openStoredInvoice(id);
      toEditor();
    },
    // a save file import reads JSON only (a non-JSON file is file_invalid, spec §7); the XML
    // imports tell invoice and order apart by their content
    // (a ZUGFeRD / Factur-X PDF is sent as it is: the server imports its embedded XML)
    async importFile(kind, file) {
      const pdf = kind === 'einvoice' && (await file.slice(0, 5).text()) === '%PDF-' ? file : undefined;
      const text = pdf ? '' : await file.text();
      const saveFile = kind === 'intermediate' || kind === 'prefilled';
      if (await (saveFile ? editor.importSaveFile(text) : editor.importInvoiceFile(text, pdf, file)))
        toEditor();
    },
  };
}
