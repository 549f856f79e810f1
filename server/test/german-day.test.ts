/**
 * The server's "today" is the German calendar day, as the browser shows it: between 23:00 UTC
 * (22:00 in summer) and midnight UTC it is already tomorrow in Germany.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { germanDayEnd, germanDayStart, todayInGermany } from '../src/german-day';
import { findingsOf } from '../src/routes/generation/findings';

afterEach(() => {
  vi.useRealTimers();
});

describe('today in Germany', () => {
  it('is the German calendar day in winter and in summer time', () => {
    expect(todayInGermany(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
    expect(todayInGermany(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(todayInGermany(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInGermany(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(todayInGermany(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('answers the right day however the instants asked for jump (the day is kept until its midnight)', () => {
    // 25 October 2026 has 25 hours: midnight at 22:00 UTC the day before, the next at 23:00 UTC
    const asked = [
      ['2026-10-25T22:59:59.999Z', '2026-10-25'],
      ['2026-10-24T22:00:00.000Z', '2026-10-25'],
      ['2026-10-24T21:59:59.999Z', '2026-10-24'],
      ['2026-10-25T12:00:00.000Z', '2026-10-25'],
      ['2026-10-25T23:00:00.000Z', '2026-10-26'],
      ['2026-10-25T22:59:59.999Z', '2026-10-25'],
    ];
    expect(asked.map(([at]) => todayInGermany(new Date(at)))).toEqual(asked.map(([, day]) => day));
  });

  it('bounds a German calendar day in UTC, on the days the clocks change too', () => {
    // 29 March 2026 has 23 hours, 25 October 2026 has 25
    for (const [day, start, end] of [
      ['2026-11-25', '2026-11-24T23:00:00.000Z', '2026-11-25T22:59:59.999Z'],
      ['2026-07-01', '2026-06-30T22:00:00.000Z', '2026-07-01T21:59:59.999Z'],
      ['2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z'],
      ['2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z'],
    ])
      expect([germanDayStart(day), germanDayEnd(day)]).toEqual([start, end]);
  });

  it('decides whether the payment due date is in the past', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T23:30:00Z'));
    const dueDateWarnings = async (Payment_due_date: string) =>
      (await findingsOf({ Payment_due_date }, 'editor', 'de'))
        .filter((f) => f.ruleId === 'FIELD-paymentDueDatePast')
        .map((f) => f.message);
    // 24 November is yesterday in Germany at 00:30 on the 25th
    expect(await dueDateWarnings('2026-11-24')).toEqual(['Das Fälligkeitsdatum liegt in der Vergangenheit.']);
    expect(await dueDateWarnings('2026-11-25')).toEqual([]);
  });
});
