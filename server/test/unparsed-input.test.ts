/**
 * Issue 26 item 1, the server's half: a number or date field holding what a user typed and the
 * model cannot hold ("12,5O", "31.02.2026"), a unit that is no UN/ECE Rec 20/21 code or an IBAN
 * that is none, is never stored and never generated, whoever sends it — the same rules
 * (FIELD-number, FIELD-date, FIELD-unitCode, FIELD-iban) that make it an error in the editor.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload } from './helpers';

const fixture = () =>
  JSON.parse(readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'));

/** The fixture with what an editor field showed and could not read. */
function typedBadly() {
  const inv = fixture();
  inv.Payment_due_date = '31.02.2026';
  inv.INVOICE_LINE[0].PRICE_DETAILS.Item_net_price = '12,5O';
  return inv;
}

/** The fixture with a unit and an IBAN typed into their widgets that are none. */
function badCodes() {
  const inv = fixture();
  inv.INVOICE_LINE[1].Invoiced_quantity_unit_of_measure_code = 'Stückchen';
  inv.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER[0].Payment_account_identifier = 'DE0012345678';
  return inv;
}

describe('unparsed input is refused by the server', () => {
  it('refuses a unit code or an IBAN typed badly, in plain words (de and en)', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'unparsed-codes@a.example');
    const payload = savePayload({ json: JSON.stringify(badCodes()) });
    const create = await t.call('POST', 'api/rechnung', payload, token);
    expect(create).toMatchObject({ status: 400, data: { messageKey: 'validation.input.unparsed' } });
    expect(create.data.message).toMatch(/keine Einheit aus der Liste oder keine gültige IBAN/);
    expect(create.data.fields).toEqual([
      { pointer: '/INVOICE_LINE/1/Invoiced_quantity_unit_of_measure_code', bt: 'BT-130', text: 'Stückchen' },
      { pointer: '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER/0/Payment_account_identifier', bt: 'BT-84' },
    ]);
    const en = await t.call('POST', 'api/rechnung', payload, token, { 'Accept-Language': 'en' });
    expect(en.data.message).toMatch(/not a unit from the list or not a valid IBAN/);
    const list = await t.call('GET', 'api/rechnung/inprogress', undefined, token);
    expect(list.data.totalElements).toBe(0);
    const gen = await t.call('POST', 'api/v1_2/ubl-invoices', badCodes(), token);
    expect(gen.data.messageKey).toBe('validation.input.unparsed');
  }, 60_000);

  it('refuses to create or update an invoice with it, and stores nothing', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'unparsed@a.example');
    const bad = typedBadly();
    const create = await t.call('POST', 'api/rechnung', savePayload({ json: JSON.stringify(bad) }), token);
    expect(create).toMatchObject({ status: 400, data: { messageKey: 'validation.input.unparsed' } });
    expect(create.data.message).toMatch(
      /keine Zahl, kein gültiges Datum, keine Einheit aus der Liste oder keine gültige IBAN/,
    );
    expect(create.data.fields).toEqual(
      expect.arrayContaining([
        { pointer: '/Payment_due_date', bt: 'BT-9', text: '31.02.2026' },
        { pointer: '/INVOICE_LINE/0/PRICE_DETAILS/Item_net_price', bt: 'BT-146', text: '12,5O' },
      ]),
    );
    const list = await t.call('GET', 'api/rechnung/inprogress', undefined, token);
    expect(list.data.totalElements).toBe(0);

    const good = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ json: JSON.stringify(fixture()) }),
      token,
    );
    expect(good.status).toBe(201);
    const update = await t.call(
      'PUT',
      `api/rechnung/${good.data.id}`,
      savePayload({ id: good.data.id, version: good.data.version, json: JSON.stringify(bad) }),
      token,
    );
    expect(update.data.messageKey).toBe('validation.input.unparsed');
    const stored = await t.call('GET', `api/rechnung/jsondata/${good.data.id}`, undefined, token);
    expect(stored.data.Payment_due_date).toBe(fixture().Payment_due_date);
    expect(stored.data.INVOICE_LINE[0].PRICE_DETAILS.Item_net_price).toBe(
      fixture().INVOICE_LINE[0].PRICE_DETAILS.Item_net_price,
    );
  }, 60_000);

  it('refuses to generate it', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'unparsed-gen@a.example');
    const gen = await t.call('POST', 'api/v1_2/ubl-invoices', typedBadly(), token);
    expect(gen).toMatchObject({ status: 400, data: { messageKey: 'validation.input.unparsed' } });
    const ok = await t.call('POST', 'api/v1_2/ubl-invoices', fixture(), token);
    expect(ok.data.valid).toBe(true);
  }, 60_000);
});
