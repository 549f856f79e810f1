/** `-send` mails (queues for delivery to) exactly one buyer address, and a company sends at most N invoices an hour. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload, sqlRows } from '../helpers';

const fixture = () =>
  JSON.parse(
    readFileSync(new URL('../../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
  );

async function setup(sendsPerCompanyPerHour = 200) {
  const t = await freshApp({ sendsPerCompanyPerHour });
  const auth = await registerCompany(t, 'send@limit.example');
  const send = async (number: string, address: string) => {
    const invoice = fixture();
    invoice.Invoice_number = { Content: number };
    invoice.BUYER.Buyer_electronic_address = address;
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ invoiceNumber: number, json: JSON.stringify(invoice), jsongroupvalidation: true }),
      auth.accessToken,
    );
    return t.call(
      'POST',
      `api/v1_2/ubl-invoices-send?rechnungId=${saved.data.id}`,
      invoice,
      auth.accessToken,
    );
  };
  const mails = async () =>
    (
      await sqlRows<{ n: number }>(t.deps, "SELECT count(*) n FROM delivery_outbox WHERE channel = 'email'")
    )[0].n;
  return { t, send, mails };
}

describe('send limits', () => {
  it('refuses a buyer address list and mails nobody', async () => {
    const { send, mails } = await setup();
    for (const address of ['a@x.example, b@y.example, c@z.example', 'a@x.example;b@y.example']) {
      const res = await send('RE-LIST', address);
      expect([address, res.status, res.data.messageKey]).toEqual([
        address,
        400,
        'send.error.singleRecipient',
      ]);
    }
    expect(await mails()).toBe(0);
    expect((await send('RE-ONE', 'eingang@ba-mitte.example')).status).toBe(200);
    expect(await mails()).toBe(1);
  }, 90_000);

  it('limits sends per company and hour', async () => {
    const { send, mails } = await setup(2);
    expect((await send('RE-1', 'eingang@ba-mitte.example')).status).toBe(200);
    expect((await send('RE-2', 'eingang@ba-mitte.example')).status).toBe(200);
    const third = await send('RE-3', 'eingang@ba-mitte.example');
    expect(third).toMatchObject({ status: 429, data: { messageKey: 'send.error.tooManySends' } });
    expect(await mails()).toBe(2);
  }, 90_000);
});
