/**
 * Issue 11, web hardening: ids in answers are random, not the next number. Two companies create
 * users, invoices (with attachments), buyers, articles and schedules, taking turns; the ids each
 * answer carries must not count up (not increasing, no two neighbours one apart) and stay in the
 * spec's integer range, and every id still finds its own row and none of the other company's.
 */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload } from '../helpers';
import { doc } from './integrity-setup';

const MAX_ID = 2 ** 31 - 1;

/** What a sequential id would show: ids that only grow, or neighbours one apart. */
function expectRandom(kind: string, ids: number[]) {
  for (const id of ids) {
    expect(Number.isInteger(id), `${kind} id ${id}`).toBe(true);
    expect(id, `${kind} id`).toBeGreaterThanOrEqual(1);
    expect(id, `${kind} id`).toBeLessThanOrEqual(MAX_ID);
  }
  expect(new Set(ids).size, `${kind}: distinct`).toBe(ids.length);
  const neighbours = ids.slice(1).map((id, i) => id - ids[i]);
  expect(
    neighbours.filter((d) => Math.abs(d) === 1),
    `${kind}: neighbours one apart in ${ids}`,
  ).toEqual([]);
  if (ids.length >= 8)
    expect(
      neighbours.every((d) => d > 0),
      `${kind}: ids only grow ${ids}`,
    ).toBe(false);
}

describe('random public ids', () => {
  it('companies, users, roles, invoices, buyers, articles and schedules get ids that do not count up', async () => {
    const t = await freshApp();
    const tokens = [
      (await registerCompany(t, 'admin@ids-a.example', 'Alpha GmbH')).accessToken,
      (await registerCompany(t, 'admin@ids-b.example', 'Beta GmbH')).accessToken,
    ];
    const post = async (path: string, body: unknown, token: string) => {
      const res = await t.call('POST', path, body, token);
      expect([path, res.status, res.data.messageKey]).toEqual([path, 201, undefined]);
      return res.data;
    };
    const companies = await Promise.all(
      tokens.map(async (token) => (await t.call('GET', 'api/adresse', undefined, token)).data.id as number),
    );
    expect(Math.abs(companies[0] - companies[1])).not.toBe(1);
    expectRandom('company', companies);

    const ids: Record<string, number[]> = {
      user: [],
      role: [],
      invoice: [],
      buyer: [],
      article: [],
      schedule: [],
    };
    for (let i = 0; i < 20; i++) {
      const token = tokens[i % 2];
      const invoice = await post(
        'api/rechnung',
        savePayload({
          invoiceNumber: `RE-${i}`,
          json: JSON.stringify({
            Invoice_number: { Content: `RE-${i}` },
            ADDITIONAL_SUPPORTING_DOCUMENTS: [doc(`a-${i}.pdf`), doc(`b-${i}.pdf`)],
          }),
        }),
        token,
      );
      ids.invoice.push(invoice.id);
      if (i < 10) {
        const user = await post('api/ssouser', { login: `user-${i}@ids.example` }, token);
        ids.user.push(user.id);
        ids.role.push(...user.roles.map((r: { id: number }) => r.id));
        ids.buyer.push((await post('api/buyers', { BUYER: { Buyer_name: `Käufer ${i}` } }, token)).id);
        ids.article.push((await post('api/articles', { Item_name: `Artikel ${i}` }, token)).id);
        ids.schedule.push(
          (await post('api/schedules', { invoiceId: invoice.id, frequency: 'month' }, token)).id,
        );
      }
    }
    for (const [kind, list] of Object.entries(ids)) expectRandom(kind, list);

    // each id still finds its row for its own company, and not for the other
    for (const [n, invoiceId] of ids.invoice.entries()) {
      const own = await t.call('GET', `api/rechnung/${invoiceId}`, undefined, tokens[n % 2]);
      expect([own.status, own.data.invoiceNumber]).toEqual([200, `RE-${n}`]);
      // attachments answer without an id (their stored ids never leave the server), in their order
      expect(own.data.attachments.map((a: object) => Object.keys(a).sort())).toEqual([
        ['filename', 'mimeCode', 'size'],
        ['filename', 'mimeCode', 'size'],
      ]);
      expect(own.data.attachments.map((a: { filename: string }) => a.filename)).toEqual([
        `a-${n}.pdf`,
        `b-${n}.pdf`,
      ]);
      expect((await t.call('GET', `api/rechnung/${invoiceId}`, undefined, tokens[(n + 1) % 2])).status).toBe(
        404,
      );
    }
    for (const [n, buyerId] of ids.buyer.entries())
      expect(
        (await t.call('GET', `api/buyers/${buyerId}`, undefined, tokens[n % 2])).data.BUYER.Buyer_name,
      ).toBe(`Käufer ${n}`);
    // the lists keep the order in which the invoices were made (newest first by default)
    const list = (await t.call('GET', 'api/rechnung/inprogress?size=20', undefined, tokens[0])).data.content;
    expect(list.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual(
      [18, 16, 14, 12, 10, 8, 6, 4, 2, 0].map((i) => `RE-${i}`),
    );
    await t.deps.mailer.flush();
  }, 90_000);
});
