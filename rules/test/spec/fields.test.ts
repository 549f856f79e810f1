import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultEngine, evaluate, families, UNPARSED_RULES, unparsedInput, unparsedOf } from '../../index';
import { expandFields, fieldsOfFormats } from '../../src/fields';
import { at, fails, fired, passes, TODAY, used } from './table';

const ok = (ruleId: string, doc: unknown) => passes('invoice', ruleId, doc);
const ko = (ruleId: string, pointer: string, doc: unknown) => fails('invoice', ruleId, pointer, doc);

describe('spec field rules (editor profile)', () => {
  it('FIELD-required: every invoice note entry has a text', () => {
    ok('FIELD-required', { INVOICE_NOTE: [{ Invoice_note: 'Hinweis' }] });
    ko('FIELD-required', '/INVOICE_NOTE/1/Invoice_note', {
      INVOICE_NOTE: [{ Invoice_note: 'a' }, { Invoice_note_subject_code: 'AAI' }],
    });
  });

  const numberFields = [
    '/DOCUMENT_TOTALS/Sum_of_Invoice_line_net_amount',
    '/DOCUMENT_TOTALS/Sum_of_allowances_on_document_level',
    '/DOCUMENT_TOTALS/Sum_of_charges_on_document_level',
    '/DOCUMENT_TOTALS/Invoice_total_amount_without_VAT',
    '/DOCUMENT_TOTALS/Invoice_total_VAT_amount',
    '/DOCUMENT_TOTALS/Invoice_total_VAT_amount_in_accounting_currency',
    '/DOCUMENT_TOTALS/Invoice_total_amount_with_VAT',
    '/DOCUMENT_TOTALS/Paid_amount',
    '/DOCUMENT_TOTALS/Rounding_amount',
    '/DOCUMENT_TOTALS/Amount_due_for_payment',
    '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_amount',
    '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_base_amount',
    '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_percentage',
    '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_VAT_rate',
    '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_amount',
    '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_base_amount',
    '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_percentage',
    '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_VAT_rate',
    '/THIRD_PARTY_PAYMENT/0/Third_party_payment_amount',
    '/INVOICE_LINE/0/Invoiced_quantity',
    '/INVOICE_LINE/0/Invoice_line_net_amount',
    '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_amount',
    '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_base_amount',
    '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_percentage',
    '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_amount',
    '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_base_amount',
    '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_percentage',
    '/INVOICE_LINE/0/PRICE_DETAILS/Item_net_price',
    '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_discount',
    '/INVOICE_LINE/0/PRICE_DETAILS/Item_gross_price',
    '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity',
    '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_rate',
  ];
  it.each(numberFields)('FIELD-number: %s is a number', (pointer) => {
    ok('FIELD-number', used(at(pointer, 12.5)));
    ok('FIELD-number', used(at(pointer, '')));
    ko('FIELD-number', pointer, used(at(pointer, '12,50')));
  });

  const nonNegative = [
    '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_percentage',
    '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_VAT_rate',
    '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_percentage',
    '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_VAT_rate',
    '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_percentage',
    '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_percentage',
    '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_rate',
  ];
  it.each(nonNegative)('FIELD-minimum: %s is at least 0', (pointer) => {
    ok('FIELD-minimum', used(at(pointer, 0)));
    ok('FIELD-minimum', used(at(pointer, 'x'))); // that is FIELD-number's finding
    ko('FIELD-minimum', pointer, used(at(pointer, -0.01)));
  });

  it('FIELD-number and FIELD-minimum: the VAT breakdown rate (a row in use)', () => {
    const row = (rate: unknown, lineRate: unknown) => ({
      VAT_BREAKDOWN: [{ VAT_category_code: 'S', VAT_category_rate: rate }],
      INVOICE_LINE: [
        { LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: lineRate } },
      ],
    });
    ok('FIELD-number', row(19, 19));
    ko('FIELD-number', '/VAT_BREAKDOWN/0/VAT_category_rate', row('19 %', 0)); // unreadable: counts as rate 0
    ok('FIELD-minimum', row(0, 0));
    const negative = evaluate(row(-1, -1), { profile: 'editor', today: TODAY }).filter(
      (f) => f.ruleId === 'FIELD-minimum',
    );
    expect(negative.map((f) => f.pointer)).toEqual([
      '/VAT_BREAKDOWN/0/VAT_category_rate',
      '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_rate',
    ]);
    fired.add('invoice FIELD-minimum BT-119');
  });

  it('a VAT row no line, allowance or charge uses is a placeholder the editor profile ignores (save drops it)', () => {
    ok('FIELD-number', { VAT_BREAKDOWN: [{ VAT_category_code: 'S', VAT_category_rate: 'x' }] });
  });

  const dateFields = [
    '/Invoice_issue_date',
    '/Value_added_tax_point_date',
    '/Payment_due_date',
    '/PRECEDING_INVOICE_REFERENCE/0/Preceding_Invoice_issue_date',
    '/DELIVERY_INFORMATION/Actual_delivery_date',
    '/DELIVERY_INFORMATION/INVOICING_PERIOD/Invoicing_period_start_date',
    '/DELIVERY_INFORMATION/INVOICING_PERIOD/Invoicing_period_end_date',
    '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_start_date',
    '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_end_date',
  ];
  it.each(dateFields)('FIELD-date: %s is a calendar date yyyy-mm-dd', (pointer) => {
    ok('FIELD-date', at(pointer, '2028-02-29'));
    ko('FIELD-date', pointer, at(pointer, '29.02.2028'));
    ko('FIELD-date', pointer, at(pointer, '2027-02-29'));
  });

  it.each([
    '/INVOICE_LINE/0/Invoiced_quantity_unit_of_measure_code',
    '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity_unit_of_measure_code',
  ])('FIELD-unitCode: %s is a unit of UN/ECE Rec 20/21 (an error, where BR-CL-23 only warns)', (pointer) => {
    ok('FIELD-unitCode', at(pointer, 'H87'));
    ok('FIELD-unitCode', at(pointer, ''));
    ko('FIELD-unitCode', pointer, at(pointer, 'Stückchen'));
  });

  it('FIELD-currency: EUR only', () => {
    ok('FIELD-currency', { Invoice_currency_code: 'EUR' });
    ko('FIELD-currency', '/Invoice_currency_code', { Invoice_currency_code: 'USD' });
  });

  it('FIELD-buyerReferenceLength: 10 to 100 characters', () => {
    ok('FIELD-buyerReferenceLength', { Buyer_reference: '0123456789' });
    ok('FIELD-buyerReferenceLength', { Buyer_reference: 'x'.repeat(100) });
    const f = ko('FIELD-buyerReferenceLength', '/Buyer_reference', { Buyer_reference: '012345678' });
    expect(f.params).toEqual({ min: 10, max: 100, length: 9 });
    ko('FIELD-buyerReferenceLength', '/Buyer_reference', { Buyer_reference: 'x'.repeat(101) });
  });

  it('FIELD-leitwegIdCheckDigits: a warning when a Leitweg-ID has wrong check digits', () => {
    ok('FIELD-leitwegIdCheckDigits', { Buyer_reference: '04011000-12345-03' });
    ok('FIELD-leitwegIdCheckDigits', { Buyer_reference: 'Bestellung 4711 / Abteilung 5' });
    const f = ko('FIELD-leitwegIdCheckDigits', '/Buyer_reference', { Buyer_reference: '04011000-12345-04' });
    expect(f.severity).toBe('warning');
  });

  it.each([
    ['/SELLER/SELLER_CONTACT/Seller_contact_email_address', {}],
    ['/BUYER/BUYER_CONTACT/Buyer_contact_email_address', {}],
    [
      '/SELLER/Seller_electronic_address/Content',
      { SELLER: { Seller_electronic_address: { Scheme_identifier: 'EM' } } },
    ],
    ['/BUYER/Buyer_electronic_address', {}],
  ])('FIELD-email: %s', (pointer, base) => {
    ok('FIELD-email', at(pointer, 'jürgen.müller@stadt-köln.de', base));
    ko('FIELD-email', pointer, at(pointer, 'jürgen.müller(at)stadt-köln.de', base));
  });

  it('FIELD-email: electronic addresses of another scheme are not e-mail addresses', () => {
    ok('FIELD-email', {
      SELLER: { Seller_electronic_address: { Content: '0204:991-33333TEST-33', Scheme_identifier: '0204' } },
    });
    ok('FIELD-email', {
      BUYER: {
        Buyer_electronic_address: '991-33333TEST-33',
        Buyer_electronic_address_Scheme_identifier: '0204',
      },
    });
  });

  it.each([
    '/SELLER/SELLER_CONTACT/Seller_contact_telephone_number',
    '/BUYER/BUYER_CONTACT/Buyer_contact_telephone_number',
  ])('FIELD-phonenumber: %s has at least 3 digits', (pointer) => {
    ok('FIELD-phonenumber', at(pointer, '+49 421 361-0'));
    ko('FIELD-phonenumber', pointer, at(pointer, '12'));
  });

  it('FIELD-iban: SEPA credit transfer accounts', () => {
    const transfer = (code: string, iban: string) => ({
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: code,
        CREDIT_TRANSFER: [
          { Payment_account_identifier: 'DE02120300000000202051' },
          { Payment_account_identifier: iban },
        ],
      },
    });
    ok('FIELD-iban', transfer('58', 'de02120300000000202051'));
    ok('FIELD-iban', transfer('30', '123456789')); // non-SEPA: any account
    ko(
      'FIELD-iban',
      '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER/1/Payment_account_identifier',
      transfer('58', 'DE02120300000000202052'),
    );
  });

  it('FIELD-iban: SEPA direct debit account', () => {
    const debit = (code: string, iban: string) => ({
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: code,
        DIRECT_DEBIT: { Debited_account_identifier: iban },
      },
    });
    ok('FIELD-iban', debit('59', 'AT611904300234573201'));
    ok('FIELD-iban', debit('49', 'ACCOUNT-1'));
    ko(
      'FIELD-iban',
      '/PAYMENT_INSTRUCTIONS/DIRECT_DEBIT/Debited_account_identifier',
      debit('59', 'AT611904300234573202'),
    );
  });

  it('FIELD-precedingInvoiceRequired: corrected invoices and credit notes', () => {
    ok('FIELD-precedingInvoiceRequired', { Invoice_type_code: '380' });
    ok('FIELD-precedingInvoiceRequired', {
      Invoice_type_code: '384',
      PRECEDING_INVOICE_REFERENCE: [{ Preceding_Invoice_reference: 'R-1' }],
    });
    ko('FIELD-precedingInvoiceRequired', '/PRECEDING_INVOICE_REFERENCE', { Invoice_type_code: '384' });
    ko('FIELD-precedingInvoiceRequired', '/PRECEDING_INVOICE_REFERENCE', {
      Invoice_type_code: '381',
      PRECEDING_INVOICE_REFERENCE: [{ id: 'x' }],
    });
  });

  it('FIELD-vatBreakdownDuplicate: each category and rate once', () => {
    const rows = (...r: [string, number?][]) =>
      used({
        VAT_BREAKDOWN: r.map(([code, rate]) =>
          rate === undefined
            ? { VAT_category_code: code }
            : { VAT_category_code: code, VAT_category_rate: rate },
        ),
      });
    ok('FIELD-vatBreakdownDuplicate', rows(['S', 19], ['S', 7], ['Z', 0], ['O']));
    const found = evaluateDuplicates(rows(['S', 19], ['S', 7], ['S', 19.0]));
    expect(found).toEqual(['/VAT_BREAKDOWN/2']); // the later row of the pair
    ko('FIELD-vatBreakdownDuplicate', '/VAT_BREAKDOWN/2', rows(['E', 0], ['O'], ['O']));
    expect(evaluateDuplicates(rows(['S', 7], ['S', 7], ['S', 7]))).toEqual([
      '/VAT_BREAKDOWN/1',
      '/VAT_BREAKDOWN/2',
    ]);
  });

  it('FIELD-paymentDueDatePast: a warning for a due date before today', () => {
    ok('FIELD-paymentDueDatePast', { Payment_due_date: '2026-03-15' });
    const f = ko('FIELD-paymentDueDatePast', '/Payment_due_date', { Payment_due_date: '2026-03-14' });
    expect(f.severity).toBe('warning');
  });

  it('FIELD-invoiceTypeCode: the editor list plus 381', () => {
    for (const code of ['326', '380', '381', '384', '389'])
      ok('FIELD-invoiceTypeCode', { Invoice_type_code: code });
    ok('FIELD-invoiceTypeCode', { Invoice_type_code: '' });
    ko('FIELD-invoiceTypeCode', '/Invoice_type_code', { Invoice_type_code: '875' });
  });

  it('run in the editor profiles only; the Leitweg-ID rules (BT-10) only for public buyers', () => {
    const compiled = defaultEngine().rules.filter((c) => c.family === 'spec-fields.json');
    expect(compiled.length).toBeGreaterThan(60);
    for (const c of compiled) {
      const expected = c.rule.bt === 'BT-10' ? ['editor'] : ['editor', 'editor-en16931'];
      expect(c.profiles, `${c.rule.id} ${c.rule.bt}`).toEqual(expected);
    }
  });

  it('every rule of spec-fields failed in a case above', () => {
    const rules = families().find((f) => f.family === 'spec-fields')?.rules ?? [];
    // a rule over every field of some formats counts per field (fields.ts)
    const missing = rules
      .flatMap(expandFields)
      .map((r) => `invoice ${r.id} ${r.bt}`)
      .filter((k) => !fired.has(k));
    expect(missing).toEqual([]);
  });
});

function evaluateDuplicates(doc: unknown): string[] {
  return evaluate(doc, { profile: 'editor', today: TODAY })
    .filter((f) => f.ruleId === 'FIELD-vatBreakdownDuplicate')
    .map((f) => f.pointer);
}

describe('unparsed input (what a field shows and the model cannot hold)', () => {
  it('names what was typed, at the field, for every number and date field', () => {
    const doc = {
      Payment_due_date: '31.02.2026',
      INVOICE_LINE: [{ Invoiced_quantity: 'zwei', PRICE_DETAILS: { Item_net_price: '12,5O' } }],
    };
    const found = unparsedInput(doc).map((f) => [f.ruleId, f.pointer, f.bt, f.params.text]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['FIELD-date', '/Payment_due_date', 'BT-9', '31.02.2026'],
        ['FIELD-number', '/INVOICE_LINE/0/Invoiced_quantity', 'BT-129', 'zwei'],
        ['FIELD-number', '/INVOICE_LINE/0/PRICE_DETAILS/Item_net_price', 'BT-146', '12,5O'],
      ]),
    );
    expect(found).toHaveLength(3);
    expect(
      unparsedInput({ Payment_due_date: '2026-02-28', INVOICE_LINE: [{ Invoiced_quantity: 2 }] }),
    ).toEqual([]);
  });

  it('are the same when taken from a full evaluation of either editor profile (the server evaluates once)', () => {
    const dir = new URL('../../../fixtures/invoices/', import.meta.url);
    const garbled = (invoice: Record<string, unknown>, k: number): unknown =>
      JSON.parse(
        JSON.stringify(invoice, (key, v) => {
          // every third number, date, unit or IBAN becomes typed-in text the model cannot hold
          if ((key.length + k) % 3 !== 0) return v;
          if (/unit_of_measure_code$|account_identifier$/.test(key)) return 'Stückchen';
          return typeof v === 'number' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v))
            ? `${v}x`
            : v;
        }),
      );
    let compared = 0;
    const kinds = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('lines-'))) {
      const invoice = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      for (const doc of [invoice, garbled(invoice, 0), garbled(invoice, 1), garbled(invoice, 2)])
        for (const profile of ['editor', 'editor-en16931'] as const) {
          const alone = unparsedInput(doc);
          expect(unparsedOf(evaluate(doc, { profile, today: TODAY }))).toEqual(alone);
          compared += alone.length;
          for (const f of alone) kinds.add(f.ruleId);
        }
    }
    // the garbled copies did hold unparsed input of every kind
    expect(compared).toBeGreaterThan(50);
    expect([...kinds].sort()).toEqual([...UNPARSED_RULES].sort());
  });

  it('covers every field of the number and date formats of the BT index', () => {
    const expanded = (families().find((f) => f.family === 'spec-fields')?.rules ?? [])
      .flatMap(expandFields)
      .filter((r) => r.id === 'FIELD-number' || r.id === 'FIELD-date');
    expect(expanded.map((r) => r.context).sort()).toEqual(
      fieldsOfFormats(['amount', 'unitPrice', 'quantity', 'percent', 'date'])
        .map((f) => f.pattern)
        .sort(),
    );
    expect(expanded.length).toBe(44);
  });

  it('names a unit that is no UN/ECE code and an IBAN that is none (code and IBAN widgets)', () => {
    const doc = {
      INVOICE_LINE: [
        { Invoiced_quantity_unit_of_measure_code: 'Stückchen', PRICE_DETAILS: {} },
        { Invoiced_quantity_unit_of_measure_code: 'H87' },
      ],
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: '58',
        CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE0012345678' }],
      },
    };
    const found = unparsedInput(doc).map((f) => [f.ruleId, f.pointer, f.bt]);
    expect(found).toEqual([
      ['FIELD-unitCode', '/INVOICE_LINE/0/Invoiced_quantity_unit_of_measure_code', 'BT-130'],
      ['FIELD-iban', '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER/0/Payment_account_identifier', 'BT-84'],
    ]);
    expect(UNPARSED_RULES).toEqual(['FIELD-number', 'FIELD-date', 'FIELD-unitCode', 'FIELD-iban']);
    // a valid IBAN (the widget stores it without spaces) and a listed unit are fine
    doc.INVOICE_LINE[0].Invoiced_quantity_unit_of_measure_code = 'C62';
    doc.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER[0].Payment_account_identifier = 'DE02120300000000202051';
    expect(unparsedInput(doc)).toEqual([]);
  });
});
