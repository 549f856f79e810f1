/** Calendar arithmetic on YYYY-MM-DD dates (UTC, no time of day) for recurring invoices. */
export const FREQUENCIES = ['week', 'month', 'quarter', 'year'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const MONTHS: Record<Exclude<Frequency, 'week'>, number> = { month: 1, quarter: 3, year: 12 };
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDate(s: unknown): s is string {
  const m = typeof s === 'string' ? DATE.exec(s) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

const parts = (s: string) => s.split('-').map(Number) as [number, number, number];
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** `date` moved on by `n` periods; a day past the end of the target month becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addPeriods(date: string, frequency: Frequency, n: number): string {
  if (frequency === 'week') return addDays(date, 7 * n);
  const [y, m, d] = parts(date);
  const months = m - 1 + MONTHS[frequency] * n;
  const lastDay = new Date(Date.UTC(y, months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, months, Math.min(d, lastDay))));
}

/** Whole periods from `from` to `to` (0 when `to` is earlier or in the same period). */
export function periodsBetween(from: string, to: string, frequency: Frequency): number {
  if (to <= from) return 0;
  let n = 0;
  if (frequency === 'week') {
    n = Math.floor((Date.parse(to) - Date.parse(from)) / (7 * 86_400_000));
  } else {
    const [y1, m1] = parts(from);
    const [y2, m2] = parts(to);
    n = Math.floor(((y2 - y1) * 12 + (m2 - m1)) / MONTHS[frequency]) + 1;
  }
  while (n > 0 && addPeriods(from, frequency, n) > to) n--;
  return n;
}

/** A service period moved on by `n` periods: the end is moved as "the day before the next start", so a whole month stays a whole month. */
export function movePeriod(
  start: string | undefined,
  end: string | undefined,
  frequency: Frequency,
  n: number,
) {
  return {
    start: start && isDate(start) ? addPeriods(start, frequency, n) : start,
    end: end && isDate(end) ? addDays(addPeriods(addDays(end, 1), frequency, n), -1) : end,
  };
}
