/**
 * Documents whose words fit their type (issue 26): the mail (subject and body), the PDF and the
 * layout model the HTML preview draws say "Gutschrift" for a credit note (381), "Korrigierte
 * Rechnung" for 384, the self-billing name for 389, in German and English; a credit note has no
 * invoice number label, no "Zahlbetrag" and no due clause; the sender line above the address
 * window keeps post code and city when a Bundesland is set; VAT rows name their rate.
 */
import { readFileSync } from 'node:fs';
import { invoiceDocument } from '@xr/rules';
import { describe, expect, it } from 'vitest';
import { findUserByLogin } from '../src/db/users';
import { invoiceMailText } from '../src/mail/invoice-text';
import { invoicePdf } from '../src/visual/invoice-pdf';
import { freshApp, registerCompany } from './helpers';
import { pdfText } from './pdf-text';

// biome-ignore lint/suspicious/noExplicitAny: invoice JSON
type Json = Record<string, any>;
const fixture = (): Json =>
  JSON.parse(readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'));

/**
 * The fixture as a document of `type`; a credit note as "Gutschrift erstellen" makes it
 * (ui/src/screens/lists/derive.ts): no due date, no payment terms, no remittance text and no
 * account of the seller's.
 */
function ofType(type: string): Json {
  const invoice: Json = { ...fixture(), Invoice_type_code: type };
  if (type === '381') {
    delete invoice.Payment_due_date;
    delete invoice.Payment_terms;
    invoice.PAYMENT_INSTRUCTIONS = {
      ...invoice.PAYMENT_INSTRUCTIONS,
      Remittance_information: undefined,
      CREDIT_TRANSFER: [{}],
    };
  }
  return invoice;
}

const words = {
  de: {
    '380': { title: 'Rechnung', number: 'Rechnungsnummer', due: 'Zahlbetrag', not: [] as RegExp[] },
    '381': {
      title: 'Gutschrift',
      number: 'Gutschriftnummer',
      due: 'Erstattungsbetrag',
      not: [/Rechnungsnummer/, /Zahlbetrag/, /\bRechnung\b/, /fällig am/, /Zahlbar innerhalb/],
    },
    '384': { title: 'Korrigierte Rechnung', number: 'Rechnungsnummer', due: 'Zahlbetrag', not: [] },
    '389': {
      title: 'Gutschrift im Gutschriftverfahren',
      number: 'Rechnungsnummer',
      due: 'Zahlbetrag',
      not: [],
    },
  },
  en: {
    '380': { title: 'Invoice', number: 'Invoice number', due: 'Amount due', not: [] as RegExp[] },
    '381': {
      title: 'Credit note',
      number: 'Credit note number',
      due: 'Amount refunded',
      not: [/Invoice number/, /Amount due/, /\binvoice\b/i, /due on/],
    },
    '384': { title: 'Corrected invoice', number: 'Invoice number', due: 'Amount due', not: [] },
    '389': { title: 'Self-billed invoice', number: 'Invoice number', due: 'Amount due', not: [] },
  },
} as const;

describe('every document type speaks its own words in every channel', () => {
  it('mail, PDF and preview model, 380/381/384/389, de and en', async () => {
    const t = await freshApp();
    await registerCompany(t, 'words@a.example');
    const companyId = (await findUserByLogin(t.deps.db, 'words@a.example'))?.companyId ?? 0;
    for (const locale of ['de', 'en'] as const)
      for (const type of ['380', '381', '384', '389'] as const) {
        const w = words[locale][type];
        const invoice = ofType(type);
        const at = `${type} ${locale}`;
        const mail = await invoiceMailText(t.deps.db, companyId, locale, invoice);
        expect(mail.subject.startsWith(`${w.title} `), `${at} subject: ${mail.subject}`).toBe(true);
        expect(mail.body.toLowerCase(), at).toContain(w.title.toLowerCase());
        expect(mail.body, at).not.toMatch(/(fällig am|due on)\s*\./);
        const doc = invoiceDocument(invoice, locale);
        expect(doc.title, at).toBe(w.title);
        expect(doc.facts[0]?.label, at).toBe(w.number);
        expect(doc.totals.fields.find((f) => f.strong)?.label, at).toBe(w.due);
        const pdf = pdfText(await invoicePdf(invoice, { locale })).replace(/\s+/g, ' ');
        for (const text of [w.title, w.number, w.due]) expect(pdf, `${at} PDF`).toContain(text);
        for (const wrong of w.not) {
          expect(`${mail.subject}\n${mail.body}`, `${at} mail`).not.toMatch(wrong);
          expect(pdf, `${at} PDF`).not.toMatch(wrong);
        }
      }
  }, 60_000);

  it('a company template without a due date loses its due clause, never "fällig am ."', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'words-b@a.example');
    const companyId = (await findUserByLogin(t.deps.db, 'words-b@a.example'))?.companyId ?? 0;
    const put = await t.call(
      'PUT',
      'api/mail-templates/de',
      {
        subject: '{documentType} {invoiceNumber}',
        body: 'Anbei {documentType} {invoiceNumber}, fällig am {dueDate}.',
      },
      accessToken,
    );
    expect(put.status).toBe(200);
    const mail = await invoiceMailText(t.deps.db, companyId, 'de', ofType('381'));
    expect(mail.subject).toBe('Gutschrift RE-2026-0001');
    expect(mail.body).toBe('Anbei Gutschrift RE-2026-0001.');
  });
});

describe('addresses and labels on the PDF and the preview', () => {
  const withState = (state?: string) => {
    const invoice = fixture();
    const address = invoice.SELLER.SELLER_POSTAL_ADDRESS;
    if (state) address.Seller_country_subdivision = state;
    else delete address.Seller_country_subdivision;
    return invoice;
  };

  it('the sender line keeps post code and city with and without a Bundesland', async () => {
    for (const state of [undefined, 'Bayern']) {
      const invoice = withState(state);
      const a = invoice.SELLER.SELLER_POSTAL_ADDRESS;
      const postCity = `${a.Seller_post_code} ${a.Seller_city}`;
      const line = invoiceDocument(invoice, 'de').senderLine;
      expect(line).toBe(`${invoice.SELLER.Seller_name} · ${a.Seller_address_line_1} · ${postCity}`);
      const pdf = pdfText(await invoicePdf(invoice, { locale: 'de' }));
      expect(pdf.replace(/\s+/g, ' ')).toContain(line);
    }
  });

  it('VAT rows name their rate: standard 19 %, reduced 7 %', () => {
    const invoice = fixture();
    const rates = invoice.VAT_BREAKDOWN.map((v: Json) => Number(v.VAT_category_rate)).sort();
    expect(rates).toEqual([19, 7].sort());
    const names = (locale: 'de' | 'en') => invoiceDocument(invoice, locale).vat.rows.map((r) => r[0]);
    expect(names('de').sort()).toEqual([
      'Umsatzsteuer, Normalsatz 19 %',
      'Umsatzsteuer, ermäßigter Satz 7 %',
    ]);
    expect(names('en').sort()).toEqual(['VAT, reduced rate 7 %', 'VAT, standard rate 19 %']);
  });
});
