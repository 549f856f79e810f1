import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { closeDatabase } from '../src/db/connection';
import { createDeps } from '../src/deps';
import { todayInGermany } from '../src/german-day';
import { addPeriods, movePeriod, periodsBetween } from '../src/schedule/dates';
import { nextInvoice } from '../src/schedule/next-invoice';
import { startScheduler } from '../src/schedule/scheduler';
import { freshApp, registerCompany, savePayload, sqlRows, sqlRun, TEST_JWT_SECRET } from './helpers';

const fixture = () =>
  JSON.parse(readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'));

/**
 * The year of the schedules made through the API: this year, so that their start dates lie within
 * the MAX_BACKDATE_YEARS a schedule may start back whenever the tests run (the scheduler's clock
 * is set within it).
 */
const year = todayInGermany().slice(0, 4);

async function companyWithInvoice() {
  const t = await freshApp();
  const auth = await registerCompany(t, 'abo@a.example');
  const token = auth.accessToken;
  // issued 2026-03-02 for February 2026, numbered in the schedules' year
  const invoice = { ...fixture(), Invoice_number: { Content: `RE-${year}-0001` } };
  const saved = (
    await t.call(
      'POST',
      'api/rechnung',
      savePayload({
        invoiceNumber: `RE-${year}-0001`,
        json: JSON.stringify(invoice),
        jsongroupvalidation: true,
      }),
      token,
    )
  ).data;
  return { t, token, saved };
}

const at = (iso: string) => () => new Date(iso);

describe('calendar of recurring invoices', () => {
  it('the service period follows the occurrence, not the distance from the copied issue date (issue 26)', () => {
    const occurrence = (date: string, index: number) => ({
      date,
      index,
      frequency: 'month' as const,
      dueDays: 14,
      invoiceNumber: 'X',
    });
    const period = (invoice: Record<string, unknown>) =>
      (invoice.DELIVERY_INFORMATION as { INVOICING_PERIOD: unknown }).INVOICING_PERIOD;
    // issued in March for a November service: the November draft is for November, December's for December
    const march = {
      ...fixture(),
      Invoice_issue_date: '2026-03-02',
      DELIVERY_INFORMATION: {
        INVOICING_PERIOD: {
          Invoicing_period_start_date: '2026-11-01',
          Invoicing_period_end_date: '2026-11-30',
        },
      },
    };
    expect(period(nextInvoice(march, occurrence('2026-11-02', 0)))).toEqual({
      Invoicing_period_start_date: '2026-11-01',
      Invoicing_period_end_date: '2026-11-30',
    });
    expect(period(nextInvoice(march, occurrence('2026-12-02', 1)))).toEqual({
      Invoicing_period_start_date: '2026-12-01',
      Invoicing_period_end_date: '2026-12-31',
    });
    // billed in arrears (issued 2 March for February): each draft is for the month before it
    const arrears = nextInvoice(fixture(), occurrence('2026-12-02', 5));
    expect(period(arrears)).toEqual({
      Invoicing_period_start_date: '2026-11-01',
      Invoicing_period_end_date: '2026-11-30',
    });
  });

  it('moves dates by periods; the end of a month stays the end of a month', () => {
    expect(addPeriods('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(addPeriods('2026-01-31', 'month', 2)).toBe('2026-03-31');
    expect(addPeriods('2024-02-29', 'year', 1)).toBe('2025-02-28');
    expect(addPeriods('2026-11-15', 'quarter', 1)).toBe('2027-02-15');
    expect(addPeriods('2026-12-28', 'week', 1)).toBe('2027-01-04');
    expect(movePeriod('2026-02-01', '2026-02-28', 'month', 1)).toEqual({
      start: '2026-03-01',
      end: '2026-03-31',
    });
    expect(movePeriod('2026-01-01', '2026-03-31', 'quarter', 1)).toEqual({
      start: '2026-04-01',
      end: '2026-06-30',
    });
    expect(periodsBetween('2026-03-02', '2026-04-01', 'month')).toBe(0);
    expect(periodsBetween('2026-03-02', '2026-04-02', 'month')).toBe(1);
    expect(periodsBetween('2026-01-31', '2026-02-28', 'month')).toBe(1);
    expect(periodsBetween('2026-03-02', '2026-03-16', 'week')).toBe(2);
  });
});

describe('recurring invoices', () => {
  it('refuses bad schedules with a clear error and stores nothing', async () => {
    const { t, token, saved } = await companyWithInvoice();
    const bad = [
      { invoiceId: saved.id, frequency: 'daily' },
      { invoiceId: saved.id, frequency: 'month', startDate: `${year}-02-30` },
      { invoiceId: saved.id, frequency: 'month', startDate: `${year}-04-01`, endDate: `${year}-03-01` },
      { invoiceId: saved.id, frequency: 'month', dueDays: -1 },
    ];
    for (const body of bad) {
      const r = await t.call('POST', 'api/schedules', body, token);
      expect(r.status).toBe(400);
      expect(r.data.message).toBe('Die Daten sind ungültig.');
    }
    expect(
      (await t.call('POST', 'api/schedules', { invoiceId: 999, frequency: 'month' }, token)).status,
    ).toBe(404);
    expect((await t.call('GET', 'api/schedules', undefined, token)).data).toEqual([]);
  });

  it('makes a draft each month from the numbering with BT-73/74 moved on, catches up, and ends', async () => {
    const { t, token, saved } = await companyWithInvoice();
    const created = await t.call(
      'POST',
      'api/schedules',
      {
        invoiceId: saved.id,
        frequency: 'month',
        startDate: `${year}-04-02`,
        endDate: `${year}-06-30`,
        dueDays: 14,
      },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ frequency: 'month', nextDate: `${year}-04-02`, active: true });
    let now = `${year}-04-01T12:00:00Z`;
    const scheduler = startScheduler(t.deps, { clock: () => new Date(now), intervalSeconds: 0 });
    expect(await scheduler.tick()).toBe(0);
    now = `${year}-04-02T06:00:00Z`;
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);

    const drafts = (await t.call('GET', 'api/rechnung/inprogress', undefined, token)).data.content;
    const made = drafts.find((d: { id: number }) => d.id !== saved.id);
    // RE-<year>-0001 is on the copied draft already: the numbering skips it
    expect(made).toMatchObject({ invoiceNumber: `RE-${year}-0002`, invoiceIssueDate: `${year}-04-02` });
    const json = JSON.parse((await t.call('GET', `api/rechnung/${made.id}`, undefined, token)).data.json);
    expect(json.Invoice_number.Content).toBe(`RE-${year}-0002`);
    expect(json.Payment_due_date).toBe(`${year}-04-16`);
    expect(json.DELIVERY_INFORMATION.INVOICING_PERIOD).toEqual({
      Invoicing_period_start_date: `${year}-03-01`,
      Invoicing_period_end_date: `${year}-03-31`,
    });
    expect(json.BUYER).toEqual(fixture().BUYER);

    now = `${year}-07-15T08:00:00Z`; // the server was down for two months: May and June are made now
    expect(await scheduler.tick()).toBe(2);
    const detail = (await t.call('GET', `api/schedules/${created.data.id}`, undefined, token)).data;
    expect(detail).toMatchObject({ occurrences: 3, nextDate: null });
    expect(
      detail.runs.map((r: { occurrenceDate: string; invoiceNumber: string; outcome: string }) => [
        r.occurrenceDate,
        r.invoiceNumber,
        r.outcome,
      ]),
    ).toEqual([
      [`${year}-06-02`, `RE-${year}-0004`, 'draft'],
      [`${year}-05-02`, `RE-${year}-0003`, 'draft'],
      [`${year}-04-02`, `RE-${year}-0002`, 'draft'],
    ]);
    const june = JSON.parse(
      (await t.call('GET', `api/rechnung/${detail.runs[0].invoiceId}`, undefined, token)).data.json,
    );
    expect(june.DELIVERY_INFORMATION.INVOICING_PERIOD.Invoicing_period_end_date).toBe(`${year}-05-31`);
    const audit = (await t.call('GET', 'api/audit?user=scheduler', undefined, token)).data;
    expect(audit.totalElements).toBe(3);
    expect(audit.content[0]).toMatchObject({
      action: 'created',
      objectType: 'invoice',
      userLogin: 'scheduler',
    });
    scheduler.stop();
  }, 60_000);

  it('one scheduler per system: two app instances on one database make each occurrence once', async () => {
    const { t, token, saved } = await companyWithInvoice();
    await t.call(
      'POST',
      'api/schedules',
      { invoiceId: saved.id, frequency: 'week', startDate: `${year}-04-06` },
      token,
    );
    const second = await createDeps({
      databasePath: t.databasePath,
      smtpUrl: '',
      overrides: { publicUrl: 'http://test', jwtSecret: TEST_JWT_SECRET },
    });
    const clock = at(`${year}-05-04T09:00:00Z`); // five weeks due
    const a = startScheduler(t.deps, { clock, intervalSeconds: 0, holder: 'instance-a' });
    const b = startScheduler(second, { clock, intervalSeconds: 0, holder: 'instance-b' });
    // (one after the other: in one process a second SQLite writer would block the event loop)
    expect(await a.tick()).toBe(5);
    expect(await b.tick()).toBe(-1); // the second instance finds the lease taken
    expect(await b.tick()).toBe(-1);
    const rows = (
      await sqlRows<{ d: string }>(t.deps, 'SELECT occurrence_date d FROM schedule_runs ORDER BY d')
    ).map((r) => r.d);
    expect(rows).toEqual([
      `${year}-04-06`,
      `${year}-04-13`,
      `${year}-04-20`,
      `${year}-04-27`,
      `${year}-05-04`,
    ]);
    // the other instance takes over once the holder stops renewing
    await sqlRun(t.deps, 'UPDATE job_leases SET expires_at = 0');
    expect(await b.tick()).toBe(0);
    await closeDatabase(second.db);
  }, 60_000);

  it('send mode: a valid occurrence is sent and archived; an invalid one stays a draft and says why', async () => {
    const { t, token, saved } = await companyWithInvoice();
    // the fixture's buyer is reached over HTTP: an access point configured (the delivery stays queued)
    t.deps.config.delivery.httpUrl = 'http://127.0.0.1:9/deliveries';
    const broken = fixture();
    delete broken.Buyer_reference;
    const invalid = (
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({ invoiceNumber: 'X-1', json: JSON.stringify(broken) }),
        token,
      )
    ).data;
    for (const invoiceId of [saved.id, invalid.id])
      await t.call(
        'POST',
        'api/schedules',
        { invoiceId, frequency: 'quarter', startDate: `${year}-04-02`, mode: 'send' },
        token,
      );
    const scheduler = startScheduler(t.deps, { clock: at(`${year}-04-02T10:00:00Z`), intervalSeconds: 0 });
    expect(await scheduler.tick()).toBe(2);
    const list: { id: number; sourceInvoiceId: number }[] = (
      await t.call('GET', 'api/schedules', undefined, token)
    ).data;
    // the schedule of the invalid invoice, then the valid one's
    const outcomes = await Promise.all(
      [invalid.id, saved.id].map(
        async (invoiceId) =>
          (
            await t.call(
              'GET',
              `api/schedules/${list.find((s) => s.sourceInvoiceId === invoiceId)?.id}`,
              undefined,
              token,
            )
          ).data.runs[0],
      ),
    );
    expect(outcomes.map((r: { outcome: string; message: string }) => [r.outcome, r.message])).toEqual([
      ['send-failed', 'validation.invoice.invalid'],
      ['sent', ''],
    ]);
    const sent = (await t.call('GET', 'api/rechnung/sent', undefined, token)).data.content;
    expect(sent.map((r: { id: number }) => r.id)).toEqual([outcomes[1].invoiceId]);
    expect((await t.call('GET', 'api/archive', undefined, token)).data.content[0].invoiceId).toBe(
      outcomes[1].invoiceId,
    );
    expect(
      (
        await t.call(
          'GET',
          `api/schedules/${list[0].id}`,
          undefined,
          (
            await registerCompany(t, 'x@b.example')
          ).accessToken,
        )
      ).status,
    ).toBe(404);
  }, 90_000);
});
