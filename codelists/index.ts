import { type CodelistName, codelistFiles } from './registry';
import type { CodelistEntry, CodelistFile, CodelistOption, Locale } from './types';

export type { CodelistName } from './registry';
export type { CodelistEntry, CodelistFile, CodelistOption, Locale } from './types';

/** Names of every code list (ISO4217, UNECE_REC20, ..., EDITOR_INVOICE_TYPES). */
export const codelistNames = Object.keys(codelistFiles) as CodelistName[];

function file(name: CodelistName): CodelistFile {
  const found = codelistFiles[name];
  if (!found) throw new Error(`unknown code list ${name}`);
  return found;
}

/** The entries of a code list, in the order of the official list. */
export function codelist(name: CodelistName): readonly CodelistEntry[] {
  return file(name).entries;
}

/** Source and version of a code list. */
export function codelistInfo(name: CodelistName): Omit<CodelistFile, 'entries'> {
  const { entries: _entries, ...info } = file(name);
  return info;
}

const codeSets = new Map<CodelistName, Set<string>>();

/** Whether `code` is a code of the list (exact, case-sensitive, as the official check). */
export function isCode(name: CodelistName, code: unknown): boolean {
  if (typeof code !== 'string') return false;
  let set = codeSets.get(name);
  if (!set) {
    set = new Set(file(name).entries.map((e) => e.code));
    codeSets.set(name, set);
  }
  return set.has(code);
}

/** The label of a code in the locale (German is the fallback); undefined for an unknown code. */
export function label(name: CodelistName, code: string, locale: Locale = 'de'): string | undefined {
  const entry = file(name).entries.find((e) => e.code === code);
  return entry ? entry[locale] || entry.de : undefined;
}

const optionCache = new Map<string, CodelistOption[]>();

/** Select options: the empty choice first, then every code sorted by its label in the locale
 * (locale-aware collation, so Ä sorts with A in German). */
export function options(name: CodelistName, locale: Locale = 'de'): CodelistOption[] {
  const key = `${name}:${locale}`;
  const cached = optionCache.get(key);
  if (cached) return cached;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = file(name)
    .entries.map((e) => ({ value: e.code, label: e[locale] || e.de }))
    .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
  const result = [{ value: '', label: '' }, ...sorted];
  optionCache.set(key, result);
  return result;
}
