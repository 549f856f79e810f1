/**
 * Issue 30 item 13: error answers never echo huge input. A value the caller sent that the answer
 * repeats (an unknown CSV column, a document element's namespace, a field name) is cut to 200
 * characters and "…", in the details and in the message (a 20 MB XML gave a 42 MB error body, a
 * 1 MB CSV header a 2 MB one).
 */
import { describe, expect, it } from 'vitest';
import { company } from './integrity-setup';

const long = (n: number) => 'Q'.repeat(n);

describe('error answers stay small', () => {
  it('cuts echoed values of a CSV header, an XML document element and a JSON field to 200 characters', async () => {
    const { t, token } = await company({}, 'echo@a.example');
    const raw = async (path: string, body: string, type: string) => {
      const res = await t.app.request(`/weberfassung/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body,
      });
      return { status: res.status, text: await res.text() };
    };

    const csv = await raw('api/buyers/import', `customerNumber;${long(1_000_000)}\nK-1;x\n`, 'text/csv');
    expect(csv.status).toBe(400);
    expect(csv.text.length).toBeLessThan(5_000);
    const csvBody = JSON.parse(csv.text);
    expect(csvBody.messageKey).toBe('csv.error.unknownColumn');
    expect(csvBody.column).toBe(`${long(200)}…`);
    expect(csvBody.message).toContain(`${long(200)}…`);

    const xml = `<?xml version="1.0"?><Invoice xmlns="urn:${long(1_000_000)}"><x/></Invoice>`;
    const imported = await raw('api/v1_2/json-invoices', xml, 'application/xml');
    expect(imported.status).toBe(400);
    expect(imported.text.length).toBeLessThan(5_000);

    const json = await raw('api/rechnung', JSON.stringify({ [long(100_000)]: 1 }), 'application/json');
    expect(json.status).toBe(400);
    expect(json.text.length).toBeLessThan(5_000);
  }, 60_000);
});
