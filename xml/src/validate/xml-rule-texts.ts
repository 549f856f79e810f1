/**
 * What each XML-level rule checks, in plain words (de/en), for `xr rules explain`: the rules of
 * xml-syntax.ts and xml-warnings.ts that are written by hand have one text each
 * (xml-rule-texts-ubl.ts, xml-rule-texts-cii.ts, built with the helpers here); the rows of the
 * warning table (xml-warnings.json) are described from their own data (`tableText`).
 */
export interface RuleText {
  level: 'error' | 'warning';
  de: string;
  en: string;
}

export const el = (path: string) => `\`${path}\``;
const where = (context: string) => (context === '' ? '' : ` in ${el(context)}`);

/** "At most once" rules: the element (path below the context) occurs at most `n` times. */
export const atMost = (path: string, context = '', n = 1): RuleText => ({
  level: 'error',
  de: `${el(path)} darf${where(context)} höchstens ${n === 1 ? 'einmal' : `${n}-mal`} vorkommen.`,
  en: `${el(path)} may occur at most ${n === 1 ? 'once' : `${n} times`}${where(context)}.`,
});
export const error = (de: string, en: string): RuleText => ({ level: 'error', de, en });
export const warning = (de: string, en: string): RuleText => ({ level: 'warning', de, en });

/** A row of the warning table (xml-warnings.json), described from its data. */
export interface TableRow {
  id: string;
  context: string;
  exists?: string;
  atMost1?: string;
  error?: boolean;
}

export function tableText(row: TableRow): RuleText {
  const level = row.error ? 'error' : 'warning';
  const context = row.context === '/' ? 'dem Dokument' : el(row.context);
  const contextEn = row.context === '/' ? 'the document' : el(row.context);
  if (row.atMost1 !== undefined)
    return {
      level,
      de: `${el(row.atMost1)} soll in ${context} höchstens einmal vorkommen.`,
      en: `${el(row.atMost1)} should occur at most once in ${contextEn}.`,
    };
  const what = el(row.exists ?? '');
  return row.error
    ? {
        level,
        de: `${what} darf in ${context} nicht vorkommen.`,
        en: `${what} must not be present in ${contextEn}.`,
      }
    : {
        level,
        de: `${what} soll in ${context} nicht vorkommen.`,
        en: `${what} should not be present in ${contextEn}.`,
      };
}
