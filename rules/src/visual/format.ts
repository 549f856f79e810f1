/**
 * Number and date formats of the visualisation (spec §9): amounts with 2 decimals, unit prices
 * with 2–6, quantities with 0–6, percentages with up to 2; dates dd.MM.yyyy (de) and MM/dd/yyyy
 * (en). Display only: no arithmetic happens here. Formatters are made once per locale.
 */
import { type CodelistName, codelist } from '@xr/codelists';
import type { VisualLocale } from './labels';

type Kind = 'amount' | 'unitPrice' | 'quantity' | 'percent';
const digits: Record<Kind, [number, number]> = {
  amount: [2, 2],
  unitPrice: [2, 6],
  quantity: [0, 6],
  percent: [0, 2],
};
const cache = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: unknown, kind: Kind, locale: VisualLocale): string {
  if (value === undefined || value === null || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const key = `${locale}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const [min, max] = digits[kind];
    f = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    cache.set(key, f);
  }
  return f.format(n);
}

export function formatDate(value: unknown, locale: VisualLocale): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  return locale === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

const names = new Map<string, Map<string, string>>();

/** The code's name in the locale (code lists of `@xr/codelists`), or the code itself. */
export function codeName(list: CodelistName, code: unknown, locale: VisualLocale): string {
  if (code === undefined || code === null || code === '') return '';
  const key = `${list}:${locale}`;
  let map = names.get(key);
  if (!map) {
    map = new Map(codelist(list).map((e) => [e.code, e[locale] || e.de]));
    names.set(key, map);
  }
  return map.get(String(code)) ?? String(code);
}
