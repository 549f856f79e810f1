// Rows for the disagreements with the official validator that the agreement harness
// (server/test/agreement/) found: tolerances, rounding and syntax differences read from the CEN
// schematron 1.3.15 texts. Each row fails with exactly its rule and passes at the edge the schematron allows.
import { describe, expect, it } from 'vitest';
import { changed, findings, type Inv, type Row } from './official/base';
import { table } from './official/run';
import { recat } from './official/vat';

const B = (i: Inv) => i.VAT_BREAKDOWN[0];
const T = (i: Inv) => i.DOCUMENT_TOTALS;
const ids = (i: Inv, syntax?: 'ubl' | 'cii') => findings(i, syntax).map((f) => f.split('@')[0]);

const rows: Row[] = [
  // BR-S-09: |BT-117| − 1 < round(|BT-116| × BT-119 / 100, 2) < |BT-117| + 1 (both syntaxes)
  {
    id: 'BR-S-09',
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: (i) => {
      B(i).VAT_category_tax_amount = 20;
    },
    pass: (i) => {
      B(i).VAT_category_tax_amount = 19.99;
    },
    syntax: 'ubl',
    also: ['BR-CO-14', 'BR-CO-17'],
  },
  {
    id: 'BR-S-09',
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: (i) => {
      B(i).VAT_category_tax_amount = 18;
    },
    pass: (i) => {
      B(i).VAT_category_tax_amount = 18.01;
    },
    syntax: 'cii',
    also: ['BR-CO-14'],
  },
  // BR-CO-17 UBL: the same open interval
  {
    id: 'BR-CO-17',
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: (i) => {
      B(i).VAT_category_tax_amount = 20;
    },
    pass: (i) => {
      B(i).VAT_category_tax_amount = 19.5;
    },
    syntax: 'ubl',
    also: ['BR-CO-14', 'BR-S-09'],
  },
  // BR-CO-17 CII: a closed interval, so a difference of exactly 1 passes
  {
    id: 'BR-CO-17',
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: (i) => {
      B(i).VAT_category_tax_amount = 20.01;
    },
    pass: (i) => {
      B(i).VAT_category_tax_amount = 20;
    },
    syntax: 'cii',
    also: ['BR-CO-14', 'BR-S-09'],
  },
  // BR-S-08 CII: exact (each sum rounded to two decimals); UBL allows less than 1
  {
    id: 'BR-S-08',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => {
      B(i).VAT_category_taxable_amount = 100.5;
    },
    pass: (i) => {
      B(i).VAT_category_taxable_amount = 100;
    },
    syntax: 'cii',
  },
  // BR-Z-08 CII: less than 1 away; UBL exact
  {
    id: 'BR-Z-08',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => {
      recat(i, 'Z');
      B(i).VAT_category_taxable_amount = 101;
    },
    pass: (i) => {
      B(i).VAT_category_taxable_amount = 100.99;
    },
    syntax: 'cii',
  },
  {
    id: 'BR-Z-08',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => {
      recat(i, 'Z');
      B(i).VAT_category_taxable_amount = 100.01;
    },
    syntax: 'ubl',
  },
  // BR-S-08 UBL: the bounds BT-116 ± 1 are computed in xs:double, so at a difference of exactly 1 the
  // binary value decides: 313.86 + 1 is a little above 314.86 (passes), 314.86 − 1 a little above 313.86 (fails)
  {
    id: 'BR-S-08',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => {
      i.INVOICE_LINE[0].Invoice_line_net_amount = 313.86;
      B(i).VAT_category_taxable_amount = 314.86;
    },
    pass: (i) => {
      i.INVOICE_LINE[0].Invoice_line_net_amount = 314.86;
      B(i).VAT_category_taxable_amount = 313.86;
    },
    syntax: 'ubl',
    also: ['BR-CO-10', 'BR-S-09', 'BR-CO-17', 'BR-CO-13', 'PEPPOL-EN16931-R120'],
  },
  // BR-O-08: UBL exact; CII each sum rounded to 2 decimals first
  {
    id: 'BR-O-08',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => {
      recat(i, 'O');
      i.INVOICE_LINE[0].Invoice_line_net_amount = '100.006';
    },
    pass: (i) => {
      i.INVOICE_LINE[0].Invoice_line_net_amount = '100.004';
    },
    syntax: 'cii',
    also: ['BR-CO-10', 'BR-DEC-23'],
  },
  {
    id: 'BR-O-08',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => {
      recat(i, 'O');
      i.INVOICE_LINE[0].Invoice_line_net_amount = '100.004';
    },
    syntax: 'ubl',
    also: ['BR-CO-10', 'BR-DEC-23', 'UBL-DT-01'],
  },
  // BR-CO-16 UBL: without paid amount (BT-113) and rounding amount (BT-114) BT-115 equals BT-112 as written
  {
    id: 'BR-CO-16',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => {
      T(i).Invoice_total_amount_with_VAT = '119.004';
    },
    pass: (i) => {
      T(i).Paid_amount = 0;
    },
    syntax: 'ubl',
    also: ['BR-DEC-14', 'BR-CO-15', 'UBL-DT-01'],
  },
  // BR-CO-16 UBL: with a paid amount and no rounding amount BT-115 = round(BT-112 − BT-113, 2), BT-115 as written
  {
    id: 'BR-CO-16',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => {
      T(i).Paid_amount = 0;
      T(i).Amount_due_for_payment = '119.001';
    },
    pass: (i) => {
      T(i).Invoice_total_amount_with_VAT = '119.004';
      T(i).Amount_due_for_payment = 119;
    },
    syntax: 'ubl',
    also: ['BR-DEC-18', 'UBL-DT-01'],
  },
  // BR-CO-13 UBL: without document allowances and charges BT-109 equals BT-106 as written (no rounding)
  {
    id: 'BR-CO-13',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_without_VAT',
    fail: (i) => {
      T(i).Sum_of_Invoice_line_net_amount = '100.001';
    },
    pass: (i) => {
      T(i).Sum_of_allowances_on_document_level = 0;
    },
    syntax: 'ubl',
    also: ['BR-CO-10', 'BR-DEC-09', 'UBL-DT-01'],
  },
  // BR-CO-13 CII: rounded to 2 decimals in every case
  {
    id: 'BR-CO-13',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_without_VAT',
    fail: (i) => {
      T(i).Sum_of_Invoice_line_net_amount = '100.006';
    },
    pass: (i) => {
      T(i).Sum_of_Invoice_line_net_amount = '100.001';
    },
    syntax: 'cii',
    also: ['BR-CO-10', 'BR-DEC-09'],
  },
  // BR-CO-16 CII: exact even with a paid amount
  {
    id: 'BR-CO-16',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => {
      T(i).Invoice_total_amount_with_VAT = '119.004';
      T(i).Paid_amount = 0;
    },
    pass: (i) => {
      T(i).Amount_due_for_payment = '119.004';
    },
    syntax: 'cii',
    also: ['BR-DEC-14', 'BR-CO-15'],
  },
  // BR-DEC-13 is a CII rule only (the UBL assertion selects no element)
  {
    id: 'BR-DEC-13',
    at: '/DOCUMENT_TOTALS/Invoice_total_VAT_amount',
    fail: (i) => {
      T(i).Invoice_total_VAT_amount = '19.001';
    },
    pass: (i) => {
      T(i).Invoice_total_VAT_amount = '19.00';
    },
    syntax: 'cii',
    also: ['BR-CO-14', 'BR-CO-15'],
  },
  // BR-CL-10 / BR-CL-11: errors in the standard scenario (information only in the extension's)
  {
    id: 'BR-CL-10',
    at: '/SELLER/Seller_identifier/0/Scheme_identifier',
    fail: (i) => {
      i.SELLER.Seller_identifier = [{ Content: '4000001123452', Scheme_identifier: '9999' }];
    },
    pass: (i) => {
      i.SELLER.Seller_identifier[0].Scheme_identifier = '0088';
    },
  },
  {
    id: 'BR-CL-11',
    at: '/SELLER/Seller_legal_registration_identifier_Scheme_identifier',
    fail: (i) => {
      i.SELLER.Seller_legal_registration_identifier = 'HRB 1';
      i.SELLER.Seller_legal_registration_identifier_Scheme_identifier = '1';
    },
    pass: (i) => {
      i.SELLER.Seller_legal_registration_identifier_Scheme_identifier = '0002';
    },
  },
];

table('agreement with the official validator', rows);

describe('rules the official schematron never raises in one syntax', () => {
  it('BR-DEC-13 is not raised for UBL', () => {
    expect(
      ids(
        changed((i) => (T(i).Invoice_total_VAT_amount = '19.001')),
        'ubl',
      ),
    ).not.toContain('BR-DEC-13');
  });
  it('BR-AF-09 and BR-AG-09 are not raised for CII (the assertion is not(true()))', () => {
    for (const c of ['L', 'M'] as const) {
      const inv = changed((i) => {
        recat(i, c);
        B(i).VAT_category_tax_amount = 99;
      });
      expect(ids(inv, 'cii')).not.toContain(c === 'L' ? 'BR-AF-09' : 'BR-AG-09');
      expect(ids(inv, 'ubl')).toContain(c === 'L' ? 'BR-AF-09' : 'BR-AG-09');
    }
  });
  it('CII-DT-097 is not raised for the VAT point date (udt:DateString) or a preceding invoice date (qdt:)', () => {
    const inv = changed((i) => {
      i.Value_added_tax_point_date = '2026-13-01';
      i.PRECEDING_INVOICE_REFERENCE = [
        { Preceding_Invoice_reference: 'R-1', Preceding_Invoice_issue_date: '2026-13-01' },
      ];
    });
    expect(ids(inv, 'cii')).not.toContain('CII-DT-097');
  });
  it('BR-CL-10 is not raised in the XRechnung extension', () => {
    const inv = changed((i) => {
      i.SELLER.Seller_identifier = [{ Content: '4000001123452', Scheme_identifier: '9999' }];
      i.PROCESS_CONTROL.Specification_identifier.Content =
        'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0';
    });
    expect(ids(inv)).not.toContain('BR-CL-10');
  });
  it('BR-CL-24 is an error in the standard scenario and not raised in the XRechnung extension', () => {
    const attach = (i: Inv) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
        {
          Supporting_document_reference: 'A-1',
          Attached_document: { Content: 'SGVsbG8=', Filename: 'a.txt', Mime_Code: '0088' },
        },
      ];
    };
    expect(ids(changed(attach))).toContain('BR-CL-24');
    const inv = changed((i) => {
      attach(i);
      i.PROCESS_CONTROL.Specification_identifier.Content =
        'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0';
    });
    expect(ids(inv)).not.toContain('BR-CL-24');
  });
  it('BR-CL-13 is an error but in the CVD scenario (where KoSIT reports it as information)', () => {
    const classify = (i: Inv) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.Item_classification_identifier = [
        { Content: '123', Scheme_identifier: 'VAT' },
      ];
    };
    expect(ids(changed(classify))).toContain('BR-CL-13');
    const inv = changed((i) => {
      classify(i);
      i.PROCESS_CONTROL.Specification_identifier.Content =
        'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9';
    });
    expect(ids(inv)).not.toContain('BR-CL-13');
  });
});
