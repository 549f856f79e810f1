/** Issue 30 item 11: impossible dates in list and audit filters answer 400 naming the filter, not 500. */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from '../helpers';

describe('date filters', () => {
  it('refuse days that do not exist with 400 and the filter named; real days still filter', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'datum@filter.example');
    const get = (path: string) => t.call('GET', path, undefined, accessToken, { 'accept-language': 'en' });
    for (const bad of ['2026-99-99', '2026-13-45', '2026-02-30', '2026-11-02T25:00:00Z']) {
      for (const field of [
        'filterTimeRangeStart',
        'filterTimeRangeEnd',
        'filterInvoiceDateStart',
        'filterInvoiceDateEnd',
      ]) {
        const res = await get(`api/rechnung/inprogress?filterTimeRange=createdDate&${field}=${bad}`);
        expect([field, bad, res.status, res.data.messageKey]).toEqual([field, bad, 400, 'filter.error.date']);
        expect(res.data.message).toContain(field);
      }
      const csv = await get(`api/rechnung/sent/csv?filterInvoiceDateStart=${bad}`);
      expect(csv.status).toBe(400);
    }
    for (const bad of ['2026-99-99', '2026-13-45', '2025-02-29']) {
      for (const field of ['from', 'to']) {
        const res = await get(`api/audit?${field}=${bad}`);
        expect([field, res.status, res.data.field]).toEqual([field, 400, field]);
        expect((await get(`api/audit/csv?${field}=${bad}`)).status).toBe(400);
      }
    }
    expect((await get('api/audit?from=2024-02-29&to=2026-12-31')).status).toBe(200);
    expect(
      (
        await get(
          'api/rechnung/inprogress?filterInvoiceDateStart=2024-02-29&filterTimeRangeEnd=2026-11-02T10:00:00Z',
        )
      ).status,
    ).toBe(200);
  });
});
