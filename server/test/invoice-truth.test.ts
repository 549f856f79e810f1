/**
 * What the lists say is what is stored (issue 26): number, buyer reference and issue date come
 * from the stored invoice JSON, never from the request's metadata, and the "valid" column is the
 * server's own verdict with the rules, never the client's flag.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../src/german-day';
import { freshApp, registerCompany, savePayload, sqlRun } from './helpers';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

type App = Awaited<ReturnType<typeof freshApp>>;
const listRow = async (t: App, token: string, list: 'inprogress' | 'sent', id: number) =>
  (await t.call('GET', `api/rechnung/${list}?size=100`, undefined, token)).data.content.find(
    (r: { id: number }) => r.id === id,
  );

describe('the lists show what is stored', () => {
  it('takes number, buyer reference and issue date from the JSON, not from the metadata', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'truth-a@a.example')).accessToken;
    const json = JSON.stringify({
      Invoice_number: { Content: 'META-REAL-1' },
      Invoice_issue_date: '2026-10-05',
      Buyer_reference: '991-REAL',
      BUYER: { Buyer_name: 'Stadt Echtdorf' },
    });
    const lying = {
      invoiceNumber: 'SPEC-T-1',
      buyerReference: '04011000-LIE',
      invoiceIssueDate: '2020-01-01',
    };
    const created = await t.call('POST', 'api/rechnung', savePayload({ ...lying, json }), token);
    expect(created.status).toBe(201);
    const expected = {
      invoiceNumber: 'META-REAL-1',
      buyerReference: '991-REAL',
      invoiceIssueDate: '2026-10-05',
    };
    expect(created.data).toMatchObject(expected);
    expect(await listRow(t, token, 'inprogress', created.data.id)).toMatchObject(expected);
    // the search finds the stored number, not the claimed one
    const search = async (q: string) =>
      (await t.call('GET', `api/rechnung/inprogress?filterFulltextSearchExpression=${q}`, undefined, token))
        .data.content.length;
    expect([await search('META-REAL'), await search('SPEC-T')]).toEqual([1, 0]);
    // an update the same way
    const changed = JSON.stringify({ ...JSON.parse(json), Invoice_number: { Content: 'META-REAL-2' } });
    const updated = await t.call(
      'PUT',
      `api/rechnung/${created.data.id}`,
      savePayload({ ...lying, json: changed, version: 1 }),
      token,
    );
    expect(updated.data.invoiceNumber).toBe('META-REAL-2');
    expect(await listRow(t, token, 'inprogress', created.data.id)).toMatchObject({
      invoiceNumber: 'META-REAL-2',
    });
  });

  it('an almost empty invoice is not listed valid, whatever the client says', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'truth-b@a.example')).accessToken;
    const json = JSON.stringify({ Invoice_number: { Content: 'LEER-1' } });
    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ json, jsongroupvalidation: true }),
      token,
    );
    expect(saved.data.jsongroupvalidation).toBe(false);
    expect(await listRow(t, token, 'inprogress', saved.data.id)).toMatchObject({
      valid: false,
      status: 'INVALID',
    });
  });

  it('a save that gives the number judges the numbered invoice: valid only without other errors', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'truth-d@a.example')).accessToken;
    const { Invoice_number: _n, ...unnumbered } = fixture('domestic-s19-s7');
    const save = (invoice: Record<string, unknown>) =>
      t.call(
        'POST',
        'api/rechnung',
        savePayload({ invoiceNumber: '', json: JSON.stringify(invoice) }),
        token,
      );
    // the number was the only thing missing: valid once the save gives it
    const whole = await save(unnumbered);
    expect(whole.data.invoiceNumber).not.toBe('');
    expect(whole.data.jsongroupvalidation).toBe(true);
    // a second error besides the missing number (no buyer name, BR-07): numbered, still invalid
    const { Buyer_name: _b, ...buyer } = unnumbered.BUYER;
    const broken = await save({ ...unnumbered, BUYER: buyer });
    expect(broken.data.invoiceNumber).not.toBe('');
    expect(broken.data.jsongroupvalidation).toBe(false);
    expect(await listRow(t, token, 'inprogress', broken.data.id)).toMatchObject({
      valid: false,
      invoiceNumber: broken.data.invoiceNumber,
    });
  });

  it('a valid invoice and a valid 384 correction made from it once sent are listed valid', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'truth-c@a.example')).accessToken;
    const source = fixture('domestic-s19-s7');
    const sent = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ json: JSON.stringify(source), jsongroupvalidation: false }),
      token,
    );
    expect(sent.data.jsongroupvalidation).toBe(true);
    await sqlRun(t.deps, "UPDATE invoices SET status = 'sent' WHERE id = ?", sent.data.id);
    // as "Rechnung korrigieren" makes it: type 384, the sent invoice referenced, dated today, no number
    const { Invoice_number: _n, Payment_due_date: _due, ...rest } = source;
    const correction = {
      ...rest,
      Invoice_type_code: '384',
      Invoice_issue_date: todayInGermany(),
      PRECEDING_INVOICE_REFERENCE: [
        {
          Preceding_Invoice_reference: source.Invoice_number.Content,
          Preceding_Invoice_issue_date: source.Invoice_issue_date,
        },
      ],
    };
    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ invoiceNumber: '', json: JSON.stringify(correction), jsongroupvalidation: false }),
      token,
    );
    expect(saved.status).toBe(201);
    expect(saved.data.invoiceNumber).not.toBe('');
    expect(await listRow(t, token, 'inprogress', saved.data.id)).toMatchObject({
      valid: true,
      status: 'VALID',
      invoiceNumber: saved.data.invoiceNumber,
      invoiceTypeCode: '384',
    });
    expect(await listRow(t, token, 'sent', sent.data.id)).toMatchObject({ invoiceTypeCode: '380' });
  });
});
