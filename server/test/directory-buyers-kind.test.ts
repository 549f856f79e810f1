/**
 * The buyer directory's recipient kind: a public buyer (XRechnung: the Leitweg-ID as BT-10 is
 * asked for) or a business customer (EN 16931: no Leitweg-ID); stored, searched, taken from a saved
 * invoice's BT-24, and the findings in the user's language only.
 */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload, sqlRows } from './helpers';

const buyer = {
  Buyer_name: 'Muster Handel GmbH',
  Buyer_VAT_identifier: 'DE123456789',
  Buyer_electronic_address: 'einkauf@muster-handel.example',
  Buyer_electronic_address_Scheme_identifier: 'EM',
  BUYER_POSTAL_ADDRESS: { Buyer_city: 'Bremen', Buyer_post_code: '28195', Buyer_country_code: 'DE' },
};

async function setup() {
  const t = await freshApp();
  const a = (await registerCompany(t, 'admin@kinds.example', 'Kind GmbH')).accessToken;
  return { t, a };
}

const ruleIds = (findings: { ruleId: string }[]) => findings.map((f) => f.ruleId);

describe('buyer directory: recipient kind', () => {
  it('keeps a business customer without Leitweg-ID unflagged; a public buyer without one is flagged (BR-DE-15)', async () => {
    const { t, a } = await setup();
    const company = await t.call('POST', 'api/buyers', { recipientKind: 'business', BUYER: buyer }, a);
    expect(company.status).toBe(201);
    expect(company.data).toMatchObject({ recipientKind: 'business', flagged: false, findings: [] });
    const town = await t.call('POST', 'api/buyers', { BUYER: { ...buyer, Buyer_name: 'Stadt Bremen' } }, a);
    expect(town.data).toMatchObject({ recipientKind: 'public', flagged: true });
    expect(ruleIds(town.data.findings)).toContain('BR-DE-15');
    // German only for a German user
    for (const f of town.data.findings) expect(f.message).not.toMatch(/\b(the|must|shall|buyer|invoice)\b/i);
    // the kind is stored: a public buyer turned business loses the flag, and the list shows the kind
    const turned = await t.call(
      'PUT',
      `api/buyers/${town.data.id}`,
      { recipientKind: 'business', BUYER: town.data.BUYER },
      a,
    );
    expect(turned.data).toMatchObject({ recipientKind: 'business', flagged: false });
    const rows = await sqlRows<{ recipient_kind: string }>(t.deps, 'SELECT recipient_kind FROM buyers');
    expect(rows.map((r) => r.recipient_kind)).toEqual(['business', 'business']);
    const listed = await t.call('GET', 'api/buyers?search=bremen', undefined, a);
    expect(listed.data.content.map((b: { recipientKind: string }) => b.recipientKind)).toEqual(['business']);
  });

  it('refuses an unknown kind with a clear error and stores nothing', async () => {
    const { t, a } = await setup();
    const bad = await t.call('POST', 'api/buyers', { recipientKind: 'b2b', BUYER: buyer }, a);
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ messageKey: 'directory.error.invalidField' });
    expect(JSON.stringify(bad.data)).toContain('recipientKind');
    expect((await sqlRows<{ n: number }>(t.deps, 'SELECT count(*) n FROM buyers'))[0].n).toBe(0);
  });

  it('takes the kind from a saved invoice: EN 16931 (BT-24) makes a business customer', async () => {
    const { t, a } = await setup();
    const invoice = {
      Invoice_number: { Content: 'RE-1' },
      PROCESS_CONTROL: { Specification_identifier: { Content: 'urn:cen.eu:en16931:2017' } },
      BUYER: buyer,
    };
    const saved = await t.call('POST', 'api/rechnung', savePayload({ json: JSON.stringify(invoice) }), a);
    const made = await t.call('POST', `api/buyers/from-invoice?rechnungId=${saved.data.id}`, undefined, a);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ recipientKind: 'business', flagged: false });
  });

  it('gives a public buyer’s findings in English only when the user reads English', async () => {
    const { t, a } = await setup();
    await t.call('PUT', 'api/ssouser/locale', { locale: 'en' }, a);
    const { Buyer_electronic_address: _, ...noAddress } = buyer;
    const town = await t.call(
      'POST',
      'api/buyers',
      { BUYER: { ...noAddress, Buyer_name: 'Stadt Bremen' } },
      a,
    );
    const messages = town.data.findings.map((f: { message: string }) => f.message);
    expect(ruleIds(town.data.findings)).toEqual(expect.arrayContaining(['BR-DE-15', 'PEPPOL-EN16931-R010']));
    // no German word in an English answer
    for (const m of messages) expect(m).not.toMatch(/[äöüß]|\b(der|die|das|und|muss|Käufer)\b/);
  });
});
