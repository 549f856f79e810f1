/**
 * Formats for dates: German dd.MM.yyyy with HH:mm, English dd/MM/yyyy with HH:mm (issue 27: one
 * rule in lists, inputs, preview, PDF and mails; docs/dates.md). Plain functions so lists and tests use the same code (the editor formats numbers itself).
 */
import type { Locale } from '../state/app';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's time (German time for the users here), yyyy-mm-dd. */
export const todayIso = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** A date (yyyy-mm-dd or an ISO timestamp) as dd.MM.yyyy (de) or dd/MM/yyyy (en). */
export function formatDate(value: string | undefined | null, locale: Locale): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = plain ? { y: plain[1], m: plain[2], d: plain[3] } : fromTimestamp(value);
  if (!d) return value;
  return locale === 'en' ? `${d.d}/${d.m}/${d.y}` : `${d.d}.${d.m}.${d.y}`;
}

function fromTimestamp(value: string) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { y: String(date.getFullYear()), m: pad(date.getMonth() + 1), d: pad(date.getDate()) };
}

/** A timestamp with time: 24-hour HH:mm in both languages. */
export function formatDateTime(value: string | undefined | null, locale: Locale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDate(value, locale)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An amount the server sends as decimal text ("1234.50") with its currency, as the UI language
 * writes money: 1.234,50 € (de), €1,234.50 (en). Display only; the server does the arithmetic.
 */
export function formatMoney(
  amount: string | undefined | null,
  currency: string | undefined,
  locale: Locale,
): string {
  if (amount === undefined || amount === null || amount === '') return '';
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const tag = locale === 'en' ? 'en-GB' : 'de-DE';
  try {
    return currency && /^[A-Z]{3}$/.test(currency)
      ? new Intl.NumberFormat(tag, { style: 'currency', currency }).format(value)
      : new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return `${amount} ${currency ?? ''}`.trim();
  }
}
