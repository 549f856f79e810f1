/**
 * A date of a list or audit filter: `YYYY-MM-DD` naming a day that exists (2026-02-30 and
 * 2026-13-45 do not), optionally followed by a time (`T10:00:00Z`) where the filter takes one.
 * Anything else answers 400 `filter.error.date`, which names the filter.
 */
import { ApiError } from '../errors/api-error';

const DAY_AND_TIME = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?)?$/;

/** Whether y-m-d is a day of the Gregorian calendar. */
function dayExists(y: number, m: number, d: number): boolean {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

export function filterDate(
  q: Record<string, string>,
  field: string,
  opts: { withTime?: boolean } = {},
): string | undefined {
  const value = q[field];
  if (!value) return undefined;
  const m = DAY_AND_TIME.exec(value);
  const ok =
    m !== null &&
    (opts.withTime || m[4] === undefined) &&
    dayExists(Number(m[1]), Number(m[2]), Number(m[3])) &&
    !Number.isNaN(Date.parse(m[4]?.endsWith('Z') || !m[4] ? value : `${value}Z`));
  if (!ok) throw new ApiError('filter.error.date', { field });
  return value;
}
