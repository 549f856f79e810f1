/**
 * Import notes say in the user's language which field was not taken over and why (German field
 * names in German, the BT id), never an XML path; notes that say the same thing come once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explainImportNote, explainImportNotes } from '../src/routes/generation/import-notes';
import { freshApp, lastMailToken, PASSWORD, registerCompany, registration } from './helpers';

const corpus = (name: string) =>
  readFileSync(new URL(`../../../shared/corpus/xrechnung-testsuite/${name}`, import.meta.url), 'utf8');

const xmlPath = /\b(cac|cbc|ram|rsm|udt|qdt):/;

describe('import notes in the user language', () => {
  it('names the field, its BT id and the reason, in German and English', () => {
    const repeat =
      'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID: 04523249415 (only one occurrence has a place in the model)';
    expect(explainImportNote(repeat, 'de')).toBe(
      '„Umsatzsteuer-ID des Käufers“ (BT-48) kommt in der Datei mehrfach vor, die Rechnung hat nur für einen Wert Platz; übernommen wurde der erste (Wert: „04523249415“).',
    );
    expect(explainImportNote(repeat, 'en')).toBe(
      '"Buyer VAT identifier" (BT-48) occurs more than once in the file and the invoice has room for one value; the first was taken over (value: "04523249415").',
    );
    expect(
      explainImportNote(
        'cac:PaymentMeans[2]/cbc:PaymentMeansCode: 71 (the model holds one payment means code)',
        'de',
      ),
    ).toMatch(/^„Code der Zahlungsart“ \(BT-81\) kommt in der Datei mehrfach vor/);
    expect(explainImportNote('cac:PaymentMeans/cac:CardAccount/cbc:NetworkID: mapped-from-cii', 'de')).toBe(
      '„Kartennetz der Zahlungskarte“ (BG-18) hat in der erfassten Rechnung keinen Platz und wurde nicht übernommen (Wert: „mapped-from-cii“).',
    );
    expect(explainImportNote('cbc:MutationTestElement: x', 'en')).toBe(
      'Entry "MutationTestElement" has no place in the invoice and was not taken over (value: "x").',
    );
    expect(explainImportNote('cac:InvoiceLine[3]/cac:SubInvoiceLine/cbc:ID: 7', 'de')).toBe(
      'Rechnungsposition 3: Unterpositionen kennt die erfasste Rechnung nicht; sie wurden nicht übernommen.',
    );
    // a note already in the user's language stays as it is
    expect(explainImportNote('Die Zwischensummen wurden neu berechnet.', 'de')).toBe(
      'Die Zwischensummen wurden neu berechnet.',
    );
  });

  it('gives each sentence once (the many values of one sub-invoice line)', () => {
    const raw = [
      'cac:InvoiceLine[2]/cac:SubInvoiceLine/cbc:ID: 1',
      'cac:InvoiceLine[2]/cac:SubInvoiceLine/cbc:InvoicedQuantity: 149',
      'cac:InvoiceLine[2]/cac:SubInvoiceLine/cac:Item/cbc:Name: Demontage',
    ];
    expect(explainImportNotes(raw, 'de')).toHaveLength(1);
  });

  it('answers an import through the API with readable notes in the user language', async () => {
    const t = await freshApp();
    const de = (await registerCompany(t, 'notes@a.example')).accessToken;
    await t.call('POST', 'public-api/adresse', {
      ...registration('notes@b.example', 'B GmbH'),
      locale: 'en',
    });
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'notes@b.example'),
      password: PASSWORD,
    });
    const en = (
      await t.call('POST', 'public-api/authenticate/', { login: 'notes@b.example', password: PASSWORD })
    ).data.accessToken as string;
    const xml = corpus('ubl/extension-04.01a-INVOICE_ubl.xml');
    const call = (token: string) =>
      t.call('POST', 'api/v1_2/json-invoices', xml, token, { 'content-type': 'application/xml' });
    const [rde, ren] = [await call(de), await call(en)];
    expect(rde.status).toBe(200);
    const notesDe = rde.data.notes as string[];
    const notesEn = ren.data.notes as string[];
    expect(notesDe.length).toBeGreaterThan(0);
    for (const n of [...notesDe, ...notesEn]) expect(n).not.toMatch(xmlPath);
    expect(notesDe.some((n) => /Unterpositionen kennt die erfasste Rechnung nicht/.test(n))).toBe(true);
    expect(notesEn.some((n) => /the invoice has no sub-invoice lines/.test(n))).toBe(true);
  }, 90_000);
});
