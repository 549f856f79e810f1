/**
 * Dates are stored yyyy-mm-dd (spec §5) and shown DD.MM.YYYY in German, DD/MM/YYYY in English
 * (issue 27: day before month in both languages, as British English writes it; docs/dates.md).
 */
// the small check functions alone: the login's date fields must not load the rule engine
import { date } from '@xr/rules/functions/date';
import type { UiLocale } from './numbers';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date yyyy-mm-dd: the rules' `date` check. */
export const isValidIsoDate = (iso: string): boolean => date(iso);

export function toDisplayDate(iso: string | undefined, locale: UiLocale): string {
  if (!iso) return '';
  const m = ISO.exec(iso);
  // a text that only looks like a date (2026-13-01) is shown as it was typed
  if (!m || !isValidIsoDate(iso)) return iso;
  return locale === 'en' ? `${m[3]}/${m[2]}/${m[1]}` : `${m[3]}.${m[2]}.${m[1]}`;
}

/** Why a text is not a date: not in the locale's notation, or a date the calendar lacks (31.02.). */
export type DateProblem = 'format' | 'nonexistent';

export type ParsedDate = { ok: true; value: string | undefined } | { ok: false; problem: DateProblem };

/** Accepts the locale's notation (also with one-digit day and month) and yyyy-mm-dd. */
export function parseDisplayDate(text: string, locale: UiLocale): ParsedDate {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  if (ISO.test(t)) return isValidIsoDate(t) ? { ok: true, value: t } : { ok: false, problem: 'nonexistent' };
  const m =
    locale === 'en' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t) : /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (!m) return { ok: false, problem: 'format' };
  const [day, month] = [m[1], m[2]];
  const iso = `${m[3]}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? { ok: true, value: iso } : { ok: false, problem: 'nonexistent' };
}

export function datePlaceholder(locale: UiLocale): string {
  return locale === 'en' ? 'DD/MM/YYYY' : 'TT.MM.JJJJ';
}
