/**
 * The English catalogue (the app's texts, the directories', the check page's and the editor's
 * labels), loaded only when English is chosen (issue 28, first load): a German first screen does
 * not carry it. `loadCatalogue` in ./index merges it over the German one. The editor's help and
 * plain finding texts come with the editor's code (editor/i18n/help.ts, plain.ts).
 */
import check from './check.en.json';
import directories from './directories.en.json';
import app from './en.json';

const editorFiles = import.meta.glob<{ default: Record<string, string> }>('../editor/i18n/en.json', {
  eager: true,
});

export const english: Record<string, string> = {
  ...editorFiles['../editor/i18n/en.json']?.default,
  ...app,
  ...directories,
  ...check,
};
