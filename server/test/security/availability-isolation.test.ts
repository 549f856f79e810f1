/**
 * Issue 11, availability: while one user's heavy request runs (generation of a 1000-line invoice:
 * rules, XSLT, XSD and the read-back check), another user of another company logs in, lists and
 * saves — and each of those answers while the heavy request is still running. On a single event
 * loop they would wait for it.
 */
import { calculate } from '@xr/rules';
import { describe, expect, it } from 'vitest';
import { workPool } from '../../src/pool/index';
import { PASSWORD, registerCompany, savePayload } from '../helpers';
import { company, fixture } from './integrity-setup';

// long enough that a login (argon2id) and a list and a save fit into it on a busy machine, too
const LINES = 1000;

/** The 1000-line fixture cut to `n` lines, totals recalculated by the editor's calculation. */
function invoiceOfLines(n: number) {
  const invoice = fixture('lines-1000');
  invoice.INVOICE_LINE = invoice.INVOICE_LINE.slice(0, n);
  return calculate(invoice);
}

describe('isolation of heavy work', () => {
  it("a second user's login, list and save answer while the first user's heavy generation runs", async () => {
    const { t, token } = await company({}, 'heavy@a.example');
    await registerCompany(t, 'light@b.example');
    // warm the pool so the heavy job below is the work itself
    expect(
      (await t.call('POST', 'api/v1_2/json-validations', { Invoice_number: { Content: 'W' } }, token)).status,
    ).toBe(200);

    let heavyDone = false;
    const heavy = t.call('POST', 'api/v1_2/ubl-invoices', invoiceOfLines(LINES), token).then((r) => {
      heavyDone = true;
      // an early end that is not the generation's answer says why in the failure
      if (r.status !== 200)
        throw new Error(`the heavy generation answered ${r.status}: ${JSON.stringify(r.data)}`);
      return r;
    });
    while (workPool().busy() === 0 && !heavyDone) await new Promise((r) => setTimeout(r, 5));
    expect(heavyDone).toBe(false);

    const login = await t.call('POST', 'public-api/authenticate/', {
      login: 'light@b.example',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(heavyDone).toBe(false);
    const other = login.data.accessToken as string;
    const list = await t.call('GET', 'api/rechnung/inprogress', undefined, other);
    expect(list.status).toBe(200);
    expect(heavyDone).toBe(false);
    const saved = await t.call('POST', 'api/rechnung', savePayload(), other);
    expect(saved.status).toBe(201);
    expect(heavyDone).toBe(false);

    const result = await heavy;
    expect(result.status).toBe(200);
    expect(result.data.xml).toContain('<cac:InvoiceLine>');
  }, 120_000);
});
