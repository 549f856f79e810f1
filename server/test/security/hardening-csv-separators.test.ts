/**
 * Issue 30 item 15: the list CSV (`;`) and the audit CSV (`,`) quote every cell that holds a
 * separator of either kind and defuse a formula character right after such a separator, so a
 * program reading the other separator (which splits the line there) finds no formula; a leading
 * formula character stays defused.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/routes/csv';
import { freshApp, registerCompany, savePayload } from '../helpers';

const attack = "ACME,=cmd|' /C calc'!A0";
const attackSemicolon = "ACME;=cmd|' /C calc'!A0";

/** Every cell of a CSV text read with the given separator (quoted cells honoured). */
const cellsWith = (text: string, sep: ';' | ',') =>
  parseCsv(`${sep}\n${text.replace(/^\uFEFF/, '')}`).rows.flatMap((r) => r.cells.map((c) => c.trim()));

describe('CSV exports', () => {
  it('keep a cell with a comma or a semicolon whole for programs reading either separator', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'csv@sep.example');
    for (const [n, name] of [
      ['RE-1', attack],
      ['RE-2', attackSemicolon],
    ]) {
      const json = JSON.stringify({ Invoice_number: { Content: n }, BUYER: { Buyer_name: name } });
      expect(
        (await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: n, json }), accessToken)).status,
      ).toBe(201);
    }
    const list = await t.call('GET', 'api/rechnung/inprogress/csv', undefined, accessToken);
    expect(list.status).toBe(200);
    const audit = await t.call('GET', 'api/audit/csv', undefined, accessToken);
    expect(audit.status).toBe(200);
    for (const text of [list.data as string, audit.data as string]) {
      for (const sep of [';', ','] as const) {
        const cells = cellsWith(text, sep);
        // no cell that a spreadsheet would run as a formula
        expect(
          cells.filter((c) => /^[=+\-@]/.test(c)),
          `${sep}: ${text}`,
        ).toEqual([]);
      }
    }
    // the list's own reading keeps the name whole, the second half defused
    expect(cellsWith(list.data, ';')).toContain("ACME,'=cmd|' /C calc'!A0");
    expect(cellsWith(audit.data, ',')).toEqual(expect.arrayContaining(['RE-1']));
  });
});
