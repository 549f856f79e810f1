import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/connection';
import { insertInvoice, markSent } from '../src/db/invoices';
import { findUserByLogin } from '../src/db/users';
import { freshApp, registerCompany, sqlRun } from './helpers';

/** The list query against a plain in-memory model of the same rows, for random filters. */
interface Row {
  id: number;
  status: 'inprogress' | 'sent';
  invoiceNumber: string;
  buyerReference: string;
  buyerName: string;
  invoiceIssueDate: string;
  createdDate: string;
  sentAt: string | null;
}

const buyers = [
  'Stadt Bremen',
  'Bremerhaven Hafen',
  'Landkreis Harburg',
  'Gemeinde Lilienthal',
  'Zählerwerk Ost',
];
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString();
const columns = {
  createdDate: 'createdDate',
  invoiceIssueDate: 'invoiceIssueDate',
  mailingDate: 'sentAt',
} as const;
const sorts = {
  invoiceNumber: 'invoiceNumber',
  createdDate: 'createdDate',
  invoiceIssueDate: 'invoiceIssueDate',
  buyerReference: 'buyerReference',
} as const;

describe('invoice lists, property-based', () => {
  it('page, sort and filters agree with a plain in-memory model', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'prop@a.example');
    const db = t.deps.db;
    const author = await findUserByLogin(db, 'prop@a.example');
    if (!author) throw new Error('registered user not found');
    const rows: Row[] = [];
    for (let i = 0; i < 90; i++) {
      const fields = {
        invoiceNumber: `RE-${(i * 37) % 100}-${i % 7}`,
        invoiceIssueDate: i % 11 === 0 ? '' : day((i * 13) % 300).slice(0, 10),
        buyerReference: `0401-${(i * 7) % 23}-${i % 5}`,
        buyerName: buyers[i % buyers.length],
        valid: i % 2 === 0,
        specVersion: '3.0.1',
        json: '{}',
      };
      const r = await inTransaction(db, (tx) =>
        insertInvoice(tx, author.companyId, author, crypto.randomUUID(), fields),
      );
      const createdDate = day((i * 29) % 300);
      await sqlRun(t.deps, 'UPDATE invoices SET created_date = ? WHERE id = ?', createdDate, r.id);
      let sentAt: string | null = null;
      if (i % 3 === 0) {
        await inTransaction(db, (tx) => markSent(tx, author.companyId, r.id, 'manual'));
        sentAt = day((i * 17) % 300);
        await sqlRun(t.deps, 'UPDATE invoices SET sent_at = ? WHERE id = ?', sentAt, r.id);
      }
      rows.push({ id: r.id, status: sentAt ? 'sent' : 'inprogress', ...fields, createdDate, sentAt });
    }

    const query = fc.record({
      list: fc.constantFrom('inprogress', 'sent') as fc.Arbitrary<'inprogress' | 'sent'>,
      term: fc.option(fc.constantFrom('re-3', 'BREM', 'ä', '-1', 'hafen', '0401-2', 'x'), { nil: undefined }),
      range: fc.constantFrom('createdDate', 'invoiceIssueDate', 'mailingDate') as fc.Arbitrary<
        keyof typeof columns
      >,
      start: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
      end: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
      sort: fc.constantFrom(...(Object.keys(sorts) as (keyof typeof sorts)[])),
      dir: fc.constantFrom('asc', 'desc'),
      page: fc.integer({ min: 0, max: 3 }),
      size: fc.integer({ min: 1, max: 25 }),
    });

    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const col = columns[q.range];
        const start = q.start === undefined ? undefined : day(q.start).slice(0, 10);
        const end = q.end === undefined ? undefined : day(q.end).slice(0, 10);
        const endBound = end && (col === 'invoiceIssueDate' ? end : `${end}T23:59:59.999Z`);
        const expected = rows
          .filter((r) => r.status === q.list)
          .filter(
            (r) =>
              !q.term ||
              `${r.invoiceNumber} ${r.buyerReference} ${r.buyerName}`
                .toLowerCase()
                .includes(q.term.toLowerCase()),
          )
          .filter((r) => !start || (r[col] !== null && (r[col] as string) >= start))
          .filter((r) => !endBound || (r[col] !== null && (r[col] as string) <= endBound))
          .sort((a, b) => {
            const k = sorts[q.sort];
            // equal values: creation order (ids are random and decide only between equal creation times)
            const c =
              a[k] < b[k]
                ? -1
                : a[k] > b[k]
                  ? 1
                  : a.createdDate < b.createdDate
                    ? -1
                    : a.createdDate > b.createdDate
                      ? 1
                      : a.id - b.id;
            return q.dir === 'asc' ? c : -c;
          });
        const params = new URLSearchParams({
          page: String(q.page),
          size: String(q.size),
          sort: `${q.sort},${q.dir}`,
          filterTimeRange: q.range,
        });
        if (q.term) params.set('filterFulltextSearchExpression', q.term);
        if (start) params.set('filterTimeRangeStart', start);
        if (end) params.set('filterTimeRangeEnd', end);
        const res = await t.call('GET', `api/rechnung/${q.list}?${params}`, undefined, accessToken);
        expect(res.data.totalElements).toBe(expected.length);
        expect(res.data.content.map((r: { id: number }) => r.id)).toEqual(
          expected.slice(q.page * q.size, (q.page + 1) * q.size).map((r) => r.id),
        );
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
