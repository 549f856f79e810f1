/**
 * Locale number formats of spec §9: amounts 2 decimals, unit price 2–6, quantity 0–6,
 * percent 2, VAT rates 2 without grouping. Values stay JSON numbers in the model; parsing works on
 * the typed text (never float arithmetic), so "1.234,5" (de) and "1,234.5" (en) both become 1234.5.
 */
export type NumberKind = 'amount' | 'unitPrice' | 'quantity' | 'percent' | 'vat';
export type UiLocale = 'de' | 'en';

const DIGITS: Record<NumberKind, { min: number; max: number; grouping: boolean }> = {
  amount: { min: 2, max: 2, grouping: true },
  unitPrice: { min: 2, max: 6, grouping: true },
  quantity: { min: 0, max: 6, grouping: true },
  percent: { min: 2, max: 2, grouping: true },
  vat: { min: 2, max: 2, grouping: false },
};

const formatters = new Map<string, Intl.NumberFormat>();

export function intlLocale(locale: UiLocale): string {
  return locale === 'en' ? 'en-US' : 'de-DE';
}

export function formatNumber(
  value: number | string | undefined | null,
  kind: NumberKind,
  locale: UiLocale,
): string {
  if (value === undefined || value === null || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const key = `${kind}:${locale}`;
  let f = formatters.get(key);
  if (!f) {
    const d = DIGITS[kind];
    f = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: d.min,
      maximumFractionDigits: d.max,
      useGrouping: d.grouping,
    });
    formatters.set(key, f);
  }
  return f.format(n);
}

export type Parsed = { ok: true; value: number | undefined } | { ok: false };

/** Parses typed text in the locale's notation; empty text is `undefined` (no value). */
export function parseNumber(text: string, locale: UiLocale): Parsed {
  const t = text.trim().replace(/\s/g, '');
  if (t === '') return { ok: true, value: undefined };
  const [group, decimal] = locale === 'en' ? [',', '.'] : ['.', ','];
  let canonical = t;
  if (t.includes(decimal)) {
    canonical = t.split(group).join('').replace(decimal, '.');
  } else if (t.includes(group)) {
    // "1.234" (de) is a thousands group; "12.5" typed in German means 12,5.
    const grouped = new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+$`);
    if (grouped.test(t)) canonical = t.split(group).join('');
    else canonical = t.replace(group, '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(canonical)) return { ok: false };
  return { ok: true, value: Number(canonical) };
}

/** Number of fraction digits allowed for a kind (input is refused beyond it). */
export function maxDecimals(kind: NumberKind): number {
  return DIGITS[kind].max;
}

export function decimalsOf(value: number): number {
  const s = String(value);
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}
