/**
 * Issue 30 item 5: recurring invoices cannot starve other companies or pass the storage quota.
 * A start date lies at most two years back (`0100-01-01` was accepted), a company has at most 100
 * schedules (3000 were made in 13 s), a tick makes at most 12 occurrences of one schedule and
 * shares its 200 between the companies (100 long-due weekly schedules of one company kept another
 * company's due schedule at 0 occurrences), and a scheduled draft counts against the quota.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../../src/german-day';
import { earliestStart } from '../../src/routes/schedules/handlers';
import { MAX_CATCH_UP_PER_TICK, startScheduler } from '../../src/schedule/scheduler';
import { freshApp, registerCompany, savePayload } from '../helpers';

const fixture = () =>
  JSON.parse(
    readFileSync(new URL('../../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
  );

type T = Awaited<ReturnType<typeof freshApp>>;

async function invoiceOf(t: T, login: string) {
  const token = (await registerCompany(t, login, login)).accessToken;
  const saved = await t.call(
    'POST',
    'api/rechnung',
    savePayload({ invoiceNumber: 'RE-1', json: JSON.stringify(fixture()) }),
    token,
  );
  expect(saved.status).toBe(201);
  return { token, id: saved.data.id as number };
}

const schedule = (t: T, token: string, invoiceId: number, frequency: string, startDate: string) =>
  t.call('POST', 'api/schedules', { invoiceId, frequency, startDate }, token);

describe('schedules are bounded and fair', () => {
  it('refuses a start date more than two years back, with the earliest allowed date', async () => {
    const t = await freshApp();
    const a = await invoiceOf(t, 'old@a.example');
    const earliest = earliestStart(todayInGermany());
    for (const startDate of ['0100-01-01', '2000-01-01', '2020-06-30']) {
      const res = await schedule(t, a.token, a.id, 'week', startDate);
      expect(res.status, startDate).toBe(400);
      expect(res.data.messageKey).toBe('schedule.error.startDate');
      expect(res.data.message).toContain(earliest);
    }
    expect((await t.call('GET', 'api/schedules', undefined, a.token)).data).toEqual([]);
    expect((await schedule(t, a.token, a.id, 'week', earliest)).status).toBe(201);
  });

  it('limits a company to 100 schedules; one tick shares its work and keeps to the storage quota', async () => {
    const t = await freshApp();
    const a = await invoiceOf(t, 'many@a.example');
    const b = await invoiceOf(t, 'one@b.example');
    const earliest = earliestStart(todayInGermany());
    for (let i = 0; i < 100; i++)
      expect((await schedule(t, a.token, a.id, 'week', earliest)).status).toBe(201);
    const over = await schedule(t, a.token, a.id, 'week', earliest);
    expect(over.status).toBe(413);
    expect(over.data.messageKey).toBe('schedule.error.quota');
    expect((await t.call('GET', 'api/schedules', undefined, a.token)).data).toHaveLength(100);

    // company B's schedule is due today; company A's hundred are 104 weeks behind
    expect((await schedule(t, b.token, b.id, 'month', todayInGermany())).status).toBe(201);
    const draftsOf = async (token: string) =>
      (await t.call('GET', 'api/rechnung/inprogress?size=1', undefined, token)).data.totalElements as number;
    const scheduler = startScheduler(t.deps, { intervalSeconds: 0 });
    const made = await scheduler.tick();
    expect(made).toBeGreaterThan(100);
    expect(made).toBeLessThanOrEqual(200);
    expect((await t.call('GET', 'api/schedules', undefined, b.token)).data[0].occurrences).toBe(1);
    const aSchedules = (await t.call('GET', 'api/schedules', undefined, a.token)).data as {
      occurrences: number;
    }[];
    expect(Math.max(...aSchedules.map((s) => s.occurrences))).toBeLessThanOrEqual(MAX_CATCH_UP_PER_TICK);
    expect(await draftsOf(a.token)).toBe(1 + made - 1);

    // A's storage is full: no more scheduled drafts, as no more saved ones
    const aDrafts = await draftsOf(a.token);
    t.deps.config.storageQuotaBytes = 1000;
    expect(await scheduler.tick()).toBe(0);
    expect(await draftsOf(a.token)).toBe(aDrafts);
    scheduler.stop();
  }, 180_000);

  it('keeps to 100 schedules when several are made at once (counted one request after the other)', async () => {
    const t = await freshApp();
    const a = await invoiceOf(t, 'burst@a.example');
    const earliest = earliestStart(todayInGermany());
    for (let i = 0; i < 97; i++)
      expect((await schedule(t, a.token, a.id, 'week', earliest)).status).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => schedule(t, a.token, a.id, 'week', earliest)),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    expect((await t.call('GET', 'api/schedules', undefined, a.token)).data).toHaveLength(100);
  });
});
