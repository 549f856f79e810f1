/**
 * The German calendar day. The proposed issue date, the invoice number's period, recurring
 * invoices and the "due date in the past" rule use today's German date, and a filter on a day
 * ("created on 25.11.") means that day in German time, as the browser (set to German time) shows
 * the timestamps. Between 22:00/23:00 and 24:00 UTC, Germany is already on the next day.
 */
import { addDays } from './schedule/dates';

const germanDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
const germanTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The German day last asked for and the instants it spans ([from, until), ms since epoch). */
let known = { day: '', from: 0, until: 0 };

/**
 * Today's date in Germany, YYYY-MM-DD. Every save and list asks, and formatting in a time zone costs
 * more than the rest of a small request's date work: the day is kept until its German midnight.
 */
export function todayInGermany(now = new Date()): string {
  const t = now.getTime();
  if (t >= known.from && t < known.until) return known.day;
  const day = germanDate.format(now);
  known = { day, from: Date.parse(germanDayStart(day)), until: Date.parse(germanDayStart(addDays(day, 1))) };
  return day;
}

/** How far German time is ahead of UTC at an instant, in ms (1 or 2 hours). */
function germanOffset(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of germanTime.formatToParts(instant)) p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - (instant - (instant % 60_000));
}

/**
 * The first instant of a German calendar day (YYYY-MM-DD) as a UTC timestamp. The clocks change at
 * 01:00 UTC, so the offset at 00:00 UTC of that day is the one at German midnight.
 */
export function germanDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - germanOffset(utcMidnight)).toISOString();
}

/** The last millisecond of a German calendar day (YYYY-MM-DD) as a UTC timestamp. */
export function germanDayEnd(day: string): string {
  return new Date(Date.parse(germanDayStart(addDays(day, 1))) - 1).toISOString();
}
