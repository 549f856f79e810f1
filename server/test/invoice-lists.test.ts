import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../src/german-day';
import { freshApp, registerCompany, savePayload, sqlRun } from './helpers';

async function setup() {
  const t = await freshApp();
  const auth = await registerCompany(t, 'inv@a.example');
  return { t, token: auth.accessToken };
}

describe('invoice lists', () => {
  it('a day on the created date is the German calendar day, as the list shows the time', async () => {
    const { t, token } = await setup();
    // created at 23:58 on 24 November in Germany, and at 00:02 on the 25th (23:02 UTC, still the
    // 24th in UTC)
    for (const [n, at] of [
      ['SPAET-1', '2026-11-24T22:58:00.000Z'],
      ['FRUEH-2', '2026-11-24T23:02:00.000Z'],
    ]) {
      await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: n }), token);
      await sqlRun(t.deps, 'UPDATE invoices SET created_date = ? WHERE invoice_number = ?', at, n);
    }
    const createdOn = async (day: string) =>
      (
        await t.call(
          'GET',
          `api/rechnung/inprogress?filterTimeRange=createdDate&filterTimeRangeStart=${day}&filterTimeRangeEnd=${day}`,
          undefined,
          token,
        )
      ).data.content.map((r: { invoiceNumber: string }) => r.invoiceNumber);
    expect(await createdOn('2026-11-24')).toEqual(['SPAET-1']);
    expect(await createdOn('2026-11-25')).toEqual(['FRUEH-2']);
  });

  async function seeded() {
    const s = await setup();
    const rows = [
      ['RE-2026-001', '2026-01-15', 'Stadt Bremen'],
      ['RE-2026-002', '2026-02-20', 'Landkreis Harburg'],
      ['RE-2026-003', '2026-03-05', 'Stadt Bremerhaven'],
      ['GS-77', '2026-03-30', 'Gemeinde Lilienthal'],
    ] as const;
    for (const [n, d, buyer] of rows) {
      const json = JSON.stringify({
        Invoice_number: { Content: n },
        Invoice_issue_date: d,
        Buyer_reference: '04011000-12345-34',
        BUYER: { Buyer_name: buyer },
      });
      await s.t.call('POST', 'api/rechnung', savePayload({ json }), s.token);
    }
    return s;
  }
  const numbers = (d: { content: { invoiceNumber: string }[] }) => d.content.map((r) => r.invoiceNumber);

  it('pages and sorts', async () => {
    const { t, token } = await seeded();
    const p0 = await t.call(
      'GET',
      'api/rechnung/inprogress?page=0&size=3&sort=invoiceNumber,asc',
      undefined,
      token,
    );
    expect(p0.data).toMatchObject({ totalElements: 4, page: 0, size: 3, totalPages: 2 });
    expect(numbers(p0.data)).toEqual(['GS-77', 'RE-2026-001', 'RE-2026-002']);
    const p1 = await t.call(
      'GET',
      'api/rechnung/inprogress?page=1&size=3&sort=invoiceNumber,asc',
      undefined,
      token,
    );
    expect(numbers(p1.data)).toEqual(['RE-2026-003']);
    const byDate = await t.call(
      'GET',
      'api/rechnung/inprogress?sort=invoiceIssueDate,desc',
      undefined,
      token,
    );
    expect(numbers(byDate.data)).toEqual(['GS-77', 'RE-2026-003', 'RE-2026-002', 'RE-2026-001']);
    expect(byDate.data.content[0]).toMatchObject({
      status: 'INVALID',
      valid: false,
      buyerReference: '04011000-12345-34',
      author: 'inv@a.example',
    });
    expect((await t.call('GET', 'api/rechnung/inprogress?sort=json,asc', undefined, token)).status).toBe(400);
    expect((await t.call('GET', 'api/rechnung/sent', undefined, token)).data.totalElements).toBe(0);
  });

  it('filters by full text (substring, short terms too), date ranges and author', async () => {
    const { t, token } = await seeded();
    const q = async (query: string) =>
      numbers(
        (await t.call('GET', `api/rechnung/inprogress?sort=invoiceNumber,asc&${query}`, undefined, token))
          .data,
      );
    expect(await q('filterFulltextSearchExpression=bremen')).toEqual(['RE-2026-001']);
    expect(await q('filterFulltextSearchExpression=BREM')).toEqual(['RE-2026-001', 'RE-2026-003']);
    expect(await q('filterFulltextSearchExpression=2026-00')).toEqual([
      'RE-2026-001',
      'RE-2026-002',
      'RE-2026-003',
    ]);
    expect(await q('filterFulltextSearchExpression=GS')).toEqual(['GS-77']);
    expect(
      await q(
        'filterTimeRange=invoiceIssueDate&filterTimeRangeStart=2026-02-01&filterTimeRangeEnd=2026-03-05',
      ),
    ).toEqual(['RE-2026-002', 'RE-2026-003']);
    expect(await q('filterInvoiceDateStart=2026-03-01')).toEqual(['GS-77', 'RE-2026-003']);
    const today = todayInGermany();
    expect(
      await q(`filterTimeRange=createdDate&filterTimeRangeStart=${today}&filterTimeRangeEnd=${today}`),
    ).toHaveLength(4);
    expect(await q('filterTimeRange=createdDate&filterTimeRangeEnd=2020-01-01')).toEqual([]);
    expect(await q('filterSSOUser=ALL')).toHaveLength(4);
    expect(await q('filterSSOUser=999')).toEqual([]);
    expect(
      (await t.call('GET', 'api/rechnung/inprogress?filterTimeRangeStart=yesterday', undefined, token))
        .status,
    ).toBe(400);
  });
});

describe('list totals', () => {
  it('follow every write at once (the filtered total is cached only until the next change)', async () => {
    const { t, token } = await setup();
    const total = async () =>
      (await t.call('GET', 'api/rechnung/inprogress?filterFulltextSearchExpression=zähl', undefined, token))
        .data.totalElements;
    const json = JSON.stringify({ BUYER: { Buyer_name: 'Zählwerk AG' } });
    expect(await total()).toBe(0);
    const a = (await t.call('POST', 'api/rechnung', savePayload({ json }), token)).data;
    expect(await total()).toBe(1);
    await t.call('POST', 'api/rechnung', savePayload({ json }), token);
    expect(await total()).toBe(2);
    await t.call('PUT', `api/rechnung/${a.id}`, savePayload({ json: '{}', version: a.version }), token);
    expect(await total()).toBe(1);
    await t.call('DELETE', `api/rechnung/${a.id}`, undefined, token);
    expect(await total()).toBe(1);
  });
});
