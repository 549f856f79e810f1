/**
 * Dashboard imports of save files (spec §7): "Zwischenstand importieren" / "vorausgefüllte
 * Rechnung importieren" with a file that is not JSON answers file_invalid on the client and never
 * sends the file to the e-invoice XML import.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../i18n';
import { appStore } from '../state/store';
import { closeDialog, dialogsAtom } from '../ui/dialogs';
import { editorEntry, type ImportKind } from './editor-entry';

afterEach(() => {
  for (const d of appStore.get(dialogsAtom)) closeDialog(d.id, false);
  vi.restoreAllMocks();
});

describe('save file import from the dashboard', () => {
  it.each<ImportKind>(['intermediate', 'prefilled'])(
    '%s: a text file is file_invalid',
    async (kind) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const entry = await editorEntry();
      const done = entry?.importFile(kind, new File(['hello'], 'hello.json', { type: 'application/json' }));
      await vi.waitFor(() => expect(appStore.get(dialogsAtom)).toHaveLength(1));
      const [dialog] = appStore.get(dialogsAtom);
      expect(dialog?.message).toBe(t('message.file.csx_import.error.file_invalid'));
      expect(fetchSpy).not.toHaveBeenCalled();
      closeDialog(dialog?.id ?? 0, false);
      await done;
    },
    30_000,
  ); // the first test loads the editor module
});
