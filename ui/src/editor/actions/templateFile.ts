/**
 * Template files: export the working invoice as a version-1 save file, import one (spec §7)
 * into the editor. Errors show the spec's message keys (file_invalid, wrong_version).
 */
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { onSave, stripIds } from '../model/rulesApi';
import { exportSaveFile, importSaveFile, SaveFileError, type SaveFileType } from '../savefile/container';
import { workingInvoiceAtom } from '../state/atoms';
import { enterEditor } from '../state/enterEditor';
import type { Json } from '../state/types';
import { inform, toast } from '../ui/confirm';
import { downloadText, safeFileName } from './download';

export async function templateText(type: SaveFileType = 'INTERMEDIATE_INVOICE'): Promise<string> {
  const invoice = appStore.get(workingInvoiceAtom);
  return exportSaveFile(onSave(stripIds(invoice ?? {})), type);
}

export async function exportTemplate(type: SaveFileType = 'INTERMEDIATE_INVOICE'): Promise<void> {
  const invoice = appStore.get(workingInvoiceAtom);
  const text = await templateText(type);
  downloadText(
    text,
    `${safeFileName(invoice?.Invoice_number?.Content, 'rechnung')}.json`,
    'application/json',
  );
}

/** Reads a template file into the editor; false (after telling the user) when it is refused. */
export async function importTemplate(text: string): Promise<boolean> {
  try {
    const file = await importSaveFile<Json>(text);
    enterEditor(file.data, { meta: { importedFromOrder: false } });
    toast('success', t('editor.toast.imported'));
    return true;
  } catch (error) {
    const key =
      error instanceof SaveFileError ? error.messageKey : 'message.file.csx_import.error.file_invalid';
    await inform('error', t('editor.dialog.importFailed'), t(key));
    return false;
  }
}
