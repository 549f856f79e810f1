/**
 * Arbitrary invoice models for the generation property test: fast-check draws the choices
 * (`InvoiceChoices`), `buildInvoice` turns them into a complete model — every group of the model,
 * every VAT category with its required companions, 380/381/384, document and line allowances and
 * charges, credit transfer / card / direct debit, third-party payments, attachments, delivery,
 * tax representative, 1–50 lines, amounts with odd decimals — completed with the rules'
 * `calculate()`. The choices are plain data, so a shrunk counterexample is kept as JSON and
 * rebuilt the same way (cases/*.json).
 */
import { calculate, EN16931_ID as EN16931_IDENTIFIER, toDec } from '@xr/rules';
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data, built freely
type Model = Record<string, any>;

export const vatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] as const;
export type VatCategory = (typeof vatCategories)[number];

export interface LineChoice {
  category: number;
  rate: number;
  quantity: string;
  price: string;
  baseQuantity?: string;
  allowance?: string;
  chargePercent?: string;
  period: 'none' | 'both' | 'start' | 'end';
  attributes: boolean;
  negative: boolean;
}

export interface InvoiceChoices {
  typeCode: '380' | '381' | '384';
  /** 'O' alone or a set of the other categories (O does not mix, BR-O-11…14). */
  categories: VatCategory[];
  lines: LineChoice[];
  documentAllowances: { category: number; amount?: string; percent?: string }[];
  documentCharges: { category: number; amount: string }[];
  payment: 'transfer-58' | 'transfer-30' | 'card-48' | 'debit-59';
  accounts: 1 | 2;
  thirdParty: string[];
  attachments: ('embedded' | 'external' | 'reference')[];
  delivery: 'none' | 'date' | 'period' | 'both';
  taxRepresentative: boolean;
  payee: boolean;
  taxPoint: 'none' | 'date' | '3' | '35' | '432';
  paid: string;
  rounding: string;
  currency: 'EUR' | 'USD';
  accountingCurrency: boolean;
  notes: number;
}

/** A decimal text with up to `scale` places between 0 and max (odd decimals on purpose). */
const decimal = (max: number, scale: number, min = 0) =>
  fc
    .integer({ min: Math.round(min * 10 ** scale), max: max * 10 ** scale })
    .map((n) => (n / 10 ** scale).toFixed(scale).replace(/\.?0+$/, '') || '0');

const rates: Record<VatCategory, number[]> = {
  S: [19, 7, 16, 5.5],
  Z: [0],
  E: [0],
  AE: [0],
  K: [0],
  G: [0],
  O: [0],
  L: [7, 3, 15],
  M: [4, 10],
};

const lineChoice: fc.Arbitrary<LineChoice> = fc.record(
  {
    category: fc.nat(7),
    rate: fc.nat(3),
    quantity: decimal(500, 3, 0.001),
    price: decimal(2000, 4),
    baseQuantity: fc.constantFrom('1', '10', '100', '2.5'),
    allowance: decimal(5, 2, 0.01),
    chargePercent: decimal(20, 2, 0.01),
    period: fc.constantFrom('none', 'both', 'start', 'end'),
    attributes: fc.boolean(),
    negative: fc.boolean(),
  },
  { requiredKeys: ['category', 'rate', 'quantity', 'price', 'period', 'attributes', 'negative'] },
);

export const invoiceChoices: fc.Arbitrary<InvoiceChoices> = fc.record({
  typeCode: fc.constantFrom('380', '381', '384'),
  categories: fc.oneof(
    { weight: 1, arbitrary: fc.constant<VatCategory[]>(['O']) },
    {
      weight: 6,
      arbitrary: fc.subarray(
        vatCategories.filter((c) => c !== 'O'),
        { minLength: 1 },
      ),
    },
  ),
  // mostly a few lines, now and then many (up to 50)
  lines: fc.oneof(
    { weight: 5, arbitrary: fc.array(lineChoice, { minLength: 1, maxLength: 50 }) },
    { weight: 1, arbitrary: fc.array(lineChoice, { minLength: 1, maxLength: 50, size: 'max' }) },
  ),
  documentAllowances: fc.array(
    fc.record(
      { category: fc.nat(7), amount: decimal(20, 2, 0.01), percent: decimal(3, 2, 0.01) },
      {
        requiredKeys: ['category'],
      },
    ),
    { maxLength: 2 },
  ),
  documentCharges: fc.array(fc.record({ category: fc.nat(7), amount: decimal(30, 2, 0.01) }), {
    maxLength: 2,
  }),
  payment: fc.constantFrom('transfer-58', 'transfer-30', 'card-48', 'debit-59'),
  accounts: fc.constantFrom(1, 2),
  thirdParty: fc.oneof(
    { weight: 4, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.array(decimal(50, 2, 0.01), { minLength: 1, maxLength: 2 }) },
  ),
  attachments: fc.array(fc.constantFrom('embedded', 'external', 'reference'), { maxLength: 3 }),
  delivery: fc.constantFrom('none', 'date', 'period', 'both'),
  taxRepresentative: fc.boolean(),
  payee: fc.boolean(),
  taxPoint: fc.constantFrom('none', 'date', '3', '35', '432'),
  paid: fc.constantFrom('0', '0', '10', '0.01'),
  rounding: fc.constantFrom('0', '0', '0.01', '-0.02'),
  currency: fc.constantFrom('EUR', 'EUR', 'USD'),
  accountingCurrency: fc.boolean(),
  notes: fc.nat(2),
});

/** Exemption reason (code and text) the category requires on its VAT breakdown row. */
const exemptions: Partial<Record<VatCategory, { code?: string; text?: string }>> = {
  E: { code: 'VATEX-EU-132-1I', text: 'Steuerfrei gemäß § 4 Nr. 21 UStG' },
  AE: { code: 'VATEX-EU-AE', text: 'Steuerschuldnerschaft des Leistungsempfängers' },
  K: { code: 'VATEX-EU-IC', text: 'Innergemeinschaftliche Lieferung' },
  G: { code: 'VATEX-EU-G', text: 'Ausfuhrlieferung' },
  O: { code: 'VATEX-EU-O', text: 'Nicht steuerbar' },
};

const xrechnung = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const xrechnungExtension = `${xrechnung}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
const ibans = ['DE75512108001245126199', 'DE02120300000000202051'];
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

/** The complete invoice model for the choices (calculated; the XRechnung profile should accept it). */
export function buildInvoice(c: InvoiceChoices): Model {
  return build(c, 'xrechnung');
}

/**
 * The model for a business customer (EN 16931): BT-24 names EN 16931, so the generator writes an
 * EN 16931 document, and no XRechnung extension content (third-party payments) is drawn.
 */
export function buildEn16931Invoice(c: InvoiceChoices): Model {
  return build(c, 'en16931');
}

function build(c: InvoiceChoices, profile: 'xrechnung' | 'en16931'): Model {
  const cats = c.categories.length > 0 ? c.categories : (['S'] as VatCategory[]);
  const pick = (i: number): [VatCategory, number | undefined] => {
    const cat = cats[i % cats.length];
    return [cat, cat === 'O' ? undefined : rates[cat][0]];
  };
  const onlyO = cats.includes('O');
  const used = new Map<string, [VatCategory, number | undefined]>();
  const use = (cat: VatCategory, rate: number | undefined) => used.set(`${cat}|${rate ?? ''}`, [cat, rate]);
  const vat = (cat: VatCategory, rate: number | undefined, prefix: string) => ({
    [`${prefix}_VAT_category_code`]: cat,
    ...(rate === undefined ? {} : { [`${prefix}_VAT_rate`]: rate }),
  });

  const lines = c.lines.map((l, i) => {
    const cat = cats[l.category % cats.length];
    const rate = cat === 'O' ? undefined : rates[cat][l.rate % rates[cat].length];
    use(cat, rate);
    const price: Model = { Item_net_price: Number(l.price) };
    if (l.attributes) {
      // gross price and discount with net = gross − discount (PEPPOL-EN16931-R046)
      price.Item_price_discount = 1.5;
      price.Item_gross_price = toDec(l.price)?.plus('1.5').toNumber();
    }
    if (l.baseQuantity) {
      price.Item_price_base_quantity = Number(l.baseQuantity);
      price.Item_price_base_quantity_unit_of_measure_code = i % 3 === 0 ? 'HUR' : 'C62';
    }
    const line: Model = {
      Invoice_line_identifier: { Content: String(i + 1) },
      // a line with a negative quantity (a return) now and then; the totals stay what calculate() gives
      Invoiced_quantity: Number(l.negative && i > 0 ? `-${l.quantity}` : l.quantity),
      Invoiced_quantity_unit_of_measure_code: i % 3 === 0 ? 'HUR' : 'C62',
      PRICE_DETAILS: price,
      LINE_VAT_INFORMATION: {
        Invoiced_item_VAT_category_code: cat,
        ...(rate === undefined ? {} : { Invoiced_item_VAT_rate: rate }),
      },
      ITEM_INFORMATION: {
        Item_name: `Position ${i + 1} <&>`,
        ...(l.attributes
          ? {
              Item_description: 'Beschreibung mit Umlauten äöü',
              Item_Sellers_identifier: `S-${i}`,
              Item_standard_identifier: { Content: '4012345000009', Scheme_identifier: '0160' },
              Item_classification_identifier: [{ Content: '45421100', Scheme_identifier: 'STI' }],
              Item_country_of_origin: 'DE',
              Item_Buyers_identifier: `B-${i}`,
              ITEM_ATTRIBUTES: [{ Item_attribute_name: 'Farbe', Item_attribute_value: 'weiß' }],
            }
          : {}),
      },
    };
    if (l.attributes) {
      line.Invoice_line_note = 'Positionshinweis';
      line.Invoice_line_object_identifier = { Content: `Z-${i}`, Scheme_identifier: 'ABZ' };
      line.Referenced_purchase_order_line_reference = String(10 * (i + 1));
      line.Invoice_line_Buyer_accounting_reference = 'KST-101';
    }
    if (l.allowance)
      line.INVOICE_LINE_ALLOWANCES = [
        { Invoice_line_allowance_amount: Number(l.allowance), Invoice_line_allowance_reason_code: '95' },
      ];
    if (l.chargePercent)
      line.INVOICE_LINE_CHARGES = [
        {
          Invoice_line_charge_base_amount: 100,
          Invoice_line_charge_percentage: Number(l.chargePercent),
          Invoice_line_charge_reason: 'Zuschlag',
          Invoice_line_charge_reason_code: 'ABK',
        },
      ];
    if (l.period !== 'none')
      line.INVOICE_LINE_PERIOD = {
        ...(l.period !== 'end' ? { Invoice_line_period_start_date: '2026-02-01' } : {}),
        ...(l.period !== 'start' ? { Invoice_line_period_end_date: '2026-02-15' } : {}),
      };
    return line;
  });

  const allowances = c.documentAllowances.map((a) => {
    const [cat, rate] = pick(a.category);
    use(cat, rate);
    const amount = a.amount ?? (a.percent ? undefined : '1');
    return {
      ...(amount ? { Document_level_allowance_amount: Number(amount) } : {}),
      ...(amount === undefined
        ? {
            Document_level_allowance_base_amount: 100,
            Document_level_allowance_percentage: Number(a.percent),
          }
        : {}),
      ...vat(cat, rate, 'Document_level_allowance'),
      Document_level_allowance_reason: 'Rabatt',
      Document_level_allowance_reason_code: '95',
    };
  });
  const charges = c.documentCharges.map((ch) => {
    const [cat, rate] = pick(ch.category);
    use(cat, rate);
    return {
      Document_level_charge_amount: Number(ch.amount),
      ...vat(cat, rate, 'Document_level_charge'),
      Document_level_charge_reason: 'Fracht',
      Document_level_charge_reason_code: 'FC',
    };
  });

  const breakdown = [...used.values()].map(([cat, rate]) => ({
    VAT_category_code: cat,
    // BR-DE-14: the breakdown states a rate, 0 for O (whose lines carry none, BR-O-05)
    VAT_category_rate: rate ?? 0,
    ...(exemptions[cat]?.code ? { VAT_exemption_reason_code: exemptions[cat]?.code } : {}),
    ...(exemptions[cat]?.text ? { VAT_exemption_reason_text: exemptions[cat]?.text } : {}),
  }));

  const seller: Model = {
    Seller_name: 'Muster Bau GmbH',
    Seller_trading_name: 'Muster Bau',
    Seller_identifier: [{ Content: '4000001000005', Scheme_identifier: '0088' }],
    Seller_legal_registration_identifier: 'HRB 12345',
    Seller_tax_registration_identifier: '201/113/40209',
    Seller_additional_legal_information: 'Amtsgericht Musterstadt',
    Seller_electronic_address: { Content: 'rechnung@muster-bau.example', Scheme_identifier: 'EM' },
    SELLER_POSTAL_ADDRESS: {
      Seller_address_line_1: 'Hauptstraße 1',
      Seller_address_line_2: 'Hinterhaus',
      Seller_city: 'Musterstadt',
      Seller_post_code: '12345',
      Seller_country_subdivision: 'Bayern',
      Seller_country_code: 'DE',
    },
    SELLER_CONTACT: {
      Seller_contact_point: 'Erika Muster',
      Seller_contact_telephone_number: '+49 89 123456',
      Seller_contact_email_address: 'erika@muster-bau.example',
    },
  };
  if (!onlyO) seller.Seller_VAT_identifier = 'DE123456789';
  const foreign = cats.includes('K') || cats.includes('AE');
  const buyer: Model = {
    Buyer_name: 'Stadt Beispielheim',
    Buyer_trading_name: 'Bauamt',
    Buyer_identifier: 'B-1',
    Buyer_legal_registration_identifier: '04011000-12345-03',
    Buyer_legal_registration_identifier_Scheme_identifier: '0204',
    Buyer_electronic_address: '04011000-12345-03',
    Buyer_electronic_address_Scheme_identifier: '0204',
    BUYER_POSTAL_ADDRESS: {
      Buyer_address_line_1: 'Rathausplatz 2',
      Buyer_city: 'Beispielheim',
      Buyer_post_code: '54321',
      Buyer_country_code: 'DE',
    },
    BUYER_CONTACT: {
      Buyer_contact_point: 'Max Mustermann',
      Buyer_contact_email_address: 'bauamt@example.org',
    },
  };
  if (foreign) buyer.Buyer_VAT_identifier = cats.includes('K') ? 'NL123456789B01' : 'DE987654321';

  const pi: Model = {};
  if (c.payment.startsWith('transfer')) {
    pi.Payment_means_type_code = c.payment === 'transfer-58' ? '58' : '30';
    pi.Payment_means_text = 'Überweisung';
    pi.Remittance_information = 'RE-2026-0042';
    pi.CREDIT_TRANSFER = ibans.slice(0, c.accounts).map((iban, i) => ({
      Payment_account_identifier: iban,
      Payment_account_name: i === 0 ? 'Muster Bau GmbH' : 'Muster Bau Zweitkonto',
      Payment_service_provider_identifier: 'SOGEDEFFXXX',
    }));
  } else if (c.payment === 'card-48') {
    pi.Payment_means_type_code = '48';
    pi.Payment_means_text = 'Zahlungskarte';
    pi.PAYMENT_CARD_INFORMATION = {
      Payment_card_primary_account_number: '4321',
      Payment_card_holder_name: 'Max Mustermann',
    };
  } else {
    pi.Payment_means_type_code = '59';
    pi.Payment_means_text = 'SEPA-Lastschrift';
    pi.Remittance_information = 'RE-2026-0042';
    pi.DIRECT_DEBIT = {
      Mandate_reference_identifier: 'MANDAT-1',
      Bank_assigned_creditor_identifier: 'DE98ZZZ09999999999',
      Debited_account_identifier: 'DE83500105170005407324',
    };
  }

  const delivery: Model = {
    Deliver_to_party_name: 'Baustelle Nord',
    Deliver_to_location_identifier: '4000001000012',
    Deliver_to_location_identifier_Scheme_identifier: '0088',
    DELIVER_TO_ADDRESS: {
      Deliver_to_address_line_1: 'Baustraße 9',
      Deliver_to_city: cats.includes('K') ? 'Utrecht' : 'Beispielheim',
      Deliver_to_post_code: '54322',
      Deliver_to_country_code: cats.includes('K') ? 'NL' : 'DE',
    },
  };
  // K needs a delivery date or an invoicing period (BR-IC-11) and the deliver-to country (BR-IC-12)
  const deliveryKind = cats.includes('K') && c.delivery === 'none' ? 'date' : c.delivery;
  if (deliveryKind === 'date' || deliveryKind === 'both') delivery.Actual_delivery_date = '2026-02-27';
  if (deliveryKind === 'period' || deliveryKind === 'both')
    delivery.INVOICING_PERIOD = {
      Invoicing_period_start_date: '2026-02-01',
      Invoicing_period_end_date: '2026-02-28',
    };

  const thirdParty = c.typeCode === '381' || profile === 'en16931' ? [] : c.thirdParty;
  const m: Model = {
    Invoice_number: { Content: 'RE-2026-0042' },
    Invoice_issue_date: '2026-03-02',
    Invoice_type_code: c.typeCode,
    Invoice_currency_code: c.currency,
    Payment_due_date: '2026-04-01',
    Buyer_reference: '04011000-12345-03',
    Project_reference: 'PRJ-7',
    Contract_reference: 'V-2025-11',
    Purchase_order_reference: 'PO-4711',
    Sales_order_reference: 'SO-815',
    Receiving_advice_reference: 'WE-12',
    Despatch_advice_reference: 'LS-99',
    Tender_or_lot_reference: 'LOS-3',
    Invoiced_object_identifier: { Content: 'OBJ-1', Scheme_identifier: 'AAA' },
    Buyer_accounting_reference: 'KST-100',
    Payment_terms: 'Zahlbar innerhalb von 30 Tagen.',
    INVOICE_NOTE: Array.from({ length: c.notes }, (_, i) => ({
      ...(i === 0 ? { Invoice_note_subject_code: 'AAI' } : {}),
      Invoice_note: `Hinweis ${i + 1} & <Anmerkung>`,
    })),
    PROCESS_CONTROL: {
      Business_process_type: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      Specification_identifier: {
        Content:
          profile === 'en16931' ? EN16931_IDENTIFIER : thirdParty.length > 0 ? xrechnungExtension : xrechnung,
      },
    },
    SELLER: seller,
    BUYER: buyer,
    DELIVERY_INFORMATION: delivery,
    PAYMENT_INSTRUCTIONS: pi,
    VAT_BREAKDOWN: breakdown,
    INVOICE_LINE: lines,
    DOCUMENT_TOTALS: {
      Paid_amount: Number(c.paid),
      Rounding_amount: Number(c.rounding),
    },
  };
  if (c.typeCode !== '380')
    m.PRECEDING_INVOICE_REFERENCE = [
      { Preceding_Invoice_reference: 'RE-2026-0001', Preceding_Invoice_issue_date: '2026-01-15' },
    ];
  if (allowances.length > 0) m.DOCUMENT_LEVEL_ALLOWANCES = allowances;
  if (charges.length > 0) m.DOCUMENT_LEVEL_CHARGES = charges;
  if (thirdParty.length > 0)
    m.THIRD_PARTY_PAYMENT = thirdParty.map((amount, i) => ({
      Third_party_payment_type: i === 0 ? 'Pfand' : 'Porto',
      Third_party_payment_amount: Number(amount),
      Third_party_payment_description: 'Durch Dritte zu zahlen',
    }));
  if (c.attachments.length > 0)
    m.ADDITIONAL_SUPPORTING_DOCUMENTS = c.attachments.map((kind, i) => ({
      Supporting_document_reference: `Anlage-${i + 1}`,
      Supporting_document_description: 'Anlage',
      ...(kind === 'embedded'
        ? {
            Attached_document: {
              Content: pdf,
              Filename: `anlage-${i + 1}.pdf`,
              Mime_Code: 'application/pdf',
            },
          }
        : {}),
      ...(kind === 'external' ? { External_document_location: 'https://muster-bau.example/anlage.pdf' } : {}),
    }));
  if (c.taxRepresentative && !onlyO)
    m.SELLER_TAX_REPRESENTATIVE_PARTY = {
      Seller_tax_representative_name: 'Steuer Vertretung GmbH',
      Seller_tax_representative_VAT_identifier: 'DE111111111',
      SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS: {
        Tax_representative_address_line_1: 'Nebenweg 5',
        Tax_representative_city: 'Steuerstadt',
        Tax_representative_post_code: '11111',
        Tax_representative_country_code: 'DE',
      },
    };
  if (c.payee)
    m.PAYEE = {
      Payee_name: 'Factoring AG',
      Payee_identifier: 'F-9',
      Payee_legal_registration_identifier: 'HRB 999',
    };
  if (c.taxPoint === 'date') m.Value_added_tax_point_date = '2026-02-28';
  else if (c.taxPoint !== 'none') m.Value_added_tax_point_date_code = c.taxPoint;
  // BT-6 differs from BT-5: the VAT total in the accounting currency (BT-111) is given too
  if (c.accountingCurrency) m.VAT_accounting_currency_code = c.currency === 'EUR' ? 'USD' : 'EUR';
  const out = calculate(m as never) as Model;
  if (c.accountingCurrency)
    out.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency = toDec(
      out.DOCUMENT_TOTALS.Invoice_total_VAT_amount ?? 0,
    )
      ?.times('1.1')
      .toDecimalPlaces(2)
      .toNumber();
  return out;
}
