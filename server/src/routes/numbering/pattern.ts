/**
 * Invoice numbering patterns of the master data (`Invoice_number_pattern`): literal text with
 * date parts `{YYYY}`, `{YY}`, `{MM}`, `{DD}` and exactly one counter `{N…}` whose number of Ns
 * is the least number of digits (`{NNNN}` → 0042). The period of a pattern is the pattern with its
 * date parts filled in: the counter runs per period, so `RE-{YYYY}-{NNNN}` starts at 1 each year.
 */
import { ApiError } from '../../errors/api-error';

export const DEFAULT_NUMBER_PATTERN = 'RE-{YYYY}-{NNNN}';
export const MAX_PATTERN_LENGTH = 100;

const COUNTER = /\{(N+)\}/g;
const TOKEN = /\{([A-Z]+)\}/g;
const DATE_PARTS = new Set(['YYYY', 'YY', 'MM', 'DD']);

/** Why a pattern cannot be used, or undefined when it can. */
export function patternProblem(pattern: string): 'length' | 'counter' | 'token' | undefined {
  if (pattern.length === 0 || pattern.length > MAX_PATTERN_LENGTH) return 'length';
  if ((pattern.match(COUNTER) ?? []).length !== 1) return 'counter';
  for (const [, name] of pattern.matchAll(TOKEN))
    if (!DATE_PARTS.has(name) && !/^N+$/.test(name)) return 'token';
  return undefined;
}

/** Refuses a master data pattern that cannot number invoices (an empty one means the default). */
export function checkNumberPattern(pattern: unknown, field = 'Invoice_number_pattern'): void {
  if (typeof pattern !== 'string' || pattern.trim() === '') return;
  const problem = patternProblem(pattern.trim());
  if (problem) throw new ApiError('numbering.error.pattern', { field, reason: problem });
}

/** The pattern with its date parts filled in from an ISO date (YYYY-MM-DD). */
export function periodOf(pattern: string, isoDate: string): string {
  const [yyyy, mm, dd] = isoDate.slice(0, 10).split('-');
  const parts: Record<string, string> = { YYYY: yyyy, YY: yyyy.slice(2), MM: mm, DD: dd };
  return pattern.replace(TOKEN, (whole, name: string) => parts[name] ?? whole);
}

/** The invoice number of a period and a counter value. */
export function numberOf(period: string, counter: number): string {
  return period.replace(COUNTER, (_whole, ns: string) => String(counter).padStart(ns.length, '0'));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern (escape `\`) that every number of the period matches. */
export function likeOf(period: string): string {
  const [before, after] = period.split(/\{N+\}/);
  return `${escapeLike(before)}%${escapeLike(after ?? '')}`;
}

/** The counter value of a number of the period, or undefined when the number is not one of it. */
export function counterOf(period: string, invoiceNumber: string): number | undefined {
  const [before, after = ''] = period.split(/\{N+\}/);
  if (!invoiceNumber.startsWith(before) || !invoiceNumber.endsWith(after)) return undefined;
  const digits = invoiceNumber.slice(before.length, invoiceNumber.length - after.length);
  if (!/^\d+$/.test(digits)) return undefined;
  const n = Number(digits);
  return n >= 1 && Number.isSafeInteger(n) && numberOf(period, n) === invoiceNumber ? n : undefined;
}
