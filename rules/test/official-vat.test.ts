// VAT category rules (BR-S, BR-Z, BR-E, BR-AE, BR-IC, BR-G, BR-O, BR-AF, BR-AG, BR-B): each row starts from the
// base invoice switched to the category and breaks one rule.
import { describe, expect, it } from 'vitest';
import { changed, findings, type Inv, type Row } from './official/base';
import { table } from './official/run';
import {
  addTaxRepresentative,
  type Cat,
  dropSellerTaxIds,
  PREFIX,
  RATE,
  recat,
  zeroAllowance,
} from './official/vat';

const L = (i: Inv) => i.INVOICE_LINE[0];
const B = (i: Inv) => i.VAT_BREAKDOWN[0];
const at = (c: Cat, f: (i: Inv) => void) => (i: Inv) => {
  recat(i, c);
  f(i);
};
const WRONG_RATE: Record<Cat, number> = { S: 0, Z: 7, E: 7, AE: 7, K: 7, G: 7, O: 0, L: -1, M: -1 };

describe('every category base raises nothing', () => {
  for (const c of Object.keys(PREFIX) as Cat[])
    it(c, () => expect(findings(changed((i) => recat(i, c)))).toEqual([]));
});

for (const c of Object.keys(PREFIX) as Cat[]) {
  const p = PREFIX[c];
  const rate = RATE[c];
  const zeroTax = !['S', 'L', 'M'].includes(c);
  const rows: Row[] = [];
  // -01: breakdown of the category
  if (zeroTax)
    rows.push({
      id: `${p}-01`,
      at: '/VAT_BREAKDOWN',
      fail: at(c, (i) => i.VAT_BREAKDOWN.push({ ...B(i), VAT_category_taxable_amount: 0 })),
      pass: (i) => i.VAT_BREAKDOWN.pop(),
      also: [`${p}-08`, ...(c === 'O' ? ['BR-O-11'] : [])],
    });
  else
    rows.push({
      id: `${p}-01`,
      at: '/VAT_BREAKDOWN',
      fail: at('Z', (i) =>
        i.VAT_BREAKDOWN.push({
          VAT_category_code: c,
          VAT_category_rate: rate,
          VAT_category_taxable_amount: 0,
          VAT_category_tax_amount: 0,
        }),
      ),
      pass: (i) => i.VAT_BREAKDOWN.pop(),
    });
  // -02 .. -04: party identifiers
  const lineUse = (i: Inv) => i;
  const uses: [string, (i: Inv) => void][] = [
    ['02', lineUse],
    ['03', (i) => zeroAllowance(i, c, rate)],
    ['04', (i) => zeroAllowance(i, c, rate, true)],
  ];
  for (const [n, use] of uses) {
    if (c === 'O')
      rows.push({
        id: `${p}-${n}`,
        at: '/SELLER/Seller_VAT_identifier',
        fail: at(c, (i) => {
          use(i);
          i.SELLER.Seller_VAT_identifier = 'DE123456789';
        }),
        pass: (i) => delete i.SELLER.Seller_VAT_identifier,
        also: ['BR-O-02', 'BR-O-03', 'BR-O-04'],
      });
    else {
      const buyerToo = c === 'AE' || c === 'K';
      rows.push({
        id: `${p}-${n}`,
        at: '/SELLER/Seller_VAT_identifier',
        fail: at(c, (i) => {
          use(i);
          dropSellerTaxIds(i);
        }),
        pass: addTaxRepresentative,
        also: [`${p}-02`, `${p}-03`, `${p}-04`, 'BR-DE-16'],
      });
      if (buyerToo)
        rows.push({
          id: `${p}-${n}`,
          at: '/SELLER/Seller_VAT_identifier',
          fail: at(c, (i) => {
            use(i);
            delete i.BUYER.Buyer_VAT_identifier;
          }),
          pass: (i) => {
            i.BUYER.Buyer_VAT_identifier = 'FR12345678901';
          },
          also: [`${p}-02`, `${p}-03`, `${p}-04`],
        });
    }
  }
  // -05 .. -07: rates
  rows.push({
    id: `${p}-05`,
    at: '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_rate',
    fail: at(c, (i) => {
      L(i).LINE_VAT_INFORMATION.Invoiced_item_VAT_rate = WRONG_RATE[c];
    }),
    pass: (i) => {
      if (rate === undefined) delete L(i).LINE_VAT_INFORMATION.Invoiced_item_VAT_rate;
      else L(i).LINE_VAT_INFORMATION.Invoiced_item_VAT_rate = rate;
    },
    also: [`${p}-08`],
  });
  rows.push({
    id: `${p}-06`,
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_VAT_rate',
    fail: at(c, (i) => zeroAllowance(i, c, WRONG_RATE[c])),
    pass: (i) => zeroAllowance(i, c, rate),
  });
  rows.push({
    id: `${p}-07`,
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_VAT_rate',
    fail: at(c, (i) => zeroAllowance(i, c, WRONG_RATE[c], true)),
    pass: (i) => zeroAllowance(i, c, rate, true),
  });
  // -08 taxable amount, -09 tax amount, -10 exemption reason
  rows.push({
    id: `${p}-08`,
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: at(c, (i) => {
      B(i).VAT_category_taxable_amount = 105;
    }),
    pass: (i) => {
      B(i).VAT_category_taxable_amount = zeroTax ? 100 : 100.5;
    },
    // UBL: S, L and M allow a difference below 1 (the CII rule is exact: official-agreement.test.ts)
    ...(zeroTax ? {} : { syntax: 'ubl' as const }),
    also: zeroTax ? [] : [`${p}-09`, 'BR-CO-17'],
  });
  rows.push({
    id: `${p}-09`,
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: at(c, (i) => {
      B(i).VAT_category_tax_amount = (rate ?? 0) + 1;
    }),
    pass: (i) => {
      B(i).VAT_category_tax_amount = rate ?? 0;
    },
    also: ['BR-CO-14', 'BR-CO-17'],
  });
  rows.push(
    !['S', 'Z', 'L', 'M'].includes(c)
      ? {
          id: `${p}-10`,
          at: '/VAT_BREAKDOWN/0/VAT_exemption_reason_text',
          fail: at(c, (i) => {
            delete B(i).VAT_exemption_reason_code;
            delete B(i).VAT_exemption_reason_text;
          }),
          pass: (i) => {
            B(i).VAT_exemption_reason_text = 'Grund';
          },
        }
      : {
          id: `${p}-10`,
          at: '/VAT_BREAKDOWN/0/VAT_exemption_reason_text',
          fail: at(c, (i) => {
            B(i).VAT_exemption_reason_code = 'VATEX-EU-132';
          }),
          pass: (i) => delete B(i).VAT_exemption_reason_code,
        },
  );
  if (c === 'K') {
    rows.push({
      id: 'BR-IC-11',
      syntax: 'ubl',
      at: '/DELIVERY_INFORMATION/Actual_delivery_date',
      fail: at(c, (i) => delete i.DELIVERY_INFORMATION.Actual_delivery_date),
      // UBL writes the VAT point date code into cac:InvoicePeriod, which then counts as an invoicing period
      pass: (i) => {
        i.Value_added_tax_point_date_code = '35';
      },
    });
    rows.push({
      id: 'BR-IC-11',
      at: '/DELIVERY_INFORMATION/Actual_delivery_date',
      fail: at(c, (i) => delete i.DELIVERY_INFORMATION.Actual_delivery_date),
      pass: (i) => {
        i.DELIVERY_INFORMATION.INVOICING_PERIOD = { Invoicing_period_start_date: '2026-02-01' };
      },
      also: ['BR-DE-TMP-32'],
    });
    rows.push({
      id: 'BR-IC-12',
      at: '/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_country_code',
      fail: at(c, (i) => delete i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS),
      pass: (i) => {
        i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS = {
          Deliver_to_city: 'Lyon',
          Deliver_to_post_code: '69001',
          Deliver_to_country_code: 'FR',
        };
      },
    });
  }
  if (c === 'O') {
    rows.push({
      id: 'BR-O-11',
      at: '/VAT_BREAKDOWN',
      fail: at(c, (i) =>
        i.VAT_BREAKDOWN.push({
          VAT_category_code: 'Z',
          VAT_category_rate: 0,
          VAT_category_taxable_amount: 0,
          VAT_category_tax_amount: 0,
        }),
      ),
      pass: (i) => i.VAT_BREAKDOWN.pop(),
      also: ['BR-Z-01'],
    });
    rows.push({
      id: 'BR-O-12',
      at: '/INVOICE_LINE',
      fail: at(c, (i) =>
        i.INVOICE_LINE.push({
          ...L(i),
          Invoice_line_identifier: { Content: '2' },
          Invoice_line_net_amount: 0,
          Invoiced_quantity: 0,
          LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'Z', Invoiced_item_VAT_rate: 0 },
        }),
      ),
      pass: (i) => i.INVOICE_LINE.pop(),
      also: ['BR-Z-01', 'BR-Z-02', 'BR-DE-16', 'BR-O-11'],
    });
    rows.push({
      id: 'BR-O-13',
      at: '/DOCUMENT_LEVEL_ALLOWANCES',
      fail: at(c, (i) => zeroAllowance(i, 'Z', 0)),
      pass: (i) => zeroAllowance(i, 'O', undefined),
      also: ['BR-Z-01', 'BR-Z-03', 'BR-DE-16'],
    });
    rows.push({
      id: 'BR-O-14',
      at: '/DOCUMENT_LEVEL_CHARGES',
      fail: at(c, (i) => zeroAllowance(i, 'Z', 0, true)),
      pass: (i) => zeroAllowance(i, 'O', undefined, true),
      also: ['BR-Z-01', 'BR-Z-04', 'BR-DE-16'],
    });
  }
  table(`VAT category ${c}`, rows);
}

table('VAT category B (split payment)', [
  {
    id: 'BR-B-01',
    at: '/SELLER/SELLER_POSTAL_ADDRESS/Seller_country_code',
    fail: (i) => zeroAllowance(i, 'B', 0),
    pass: (i) => {
      i.SELLER.SELLER_POSTAL_ADDRESS.Seller_country_code = 'IT';
      i.BUYER.BUYER_POSTAL_ADDRESS.Buyer_country_code = 'IT';
    },
    also: ['BR-B-02'],
  },
  {
    id: 'BR-B-02',
    at: '/INVOICE_LINE',
    fail: (i) => {
      zeroAllowance(i, 'B', 0);
      i.SELLER.SELLER_POSTAL_ADDRESS.Seller_country_code = 'IT';
      i.BUYER.BUYER_POSTAL_ADDRESS.Buyer_country_code = 'IT';
    },
    pass: (i) => delete i.DOCUMENT_LEVEL_ALLOWANCES,
  },
]);
