// XRechnung clean vehicles (BR-DE-CVD, BR-TMP-CVD) and extension (BR-DEX) rules.
import { CIUS, EXTENSION, type Inv } from './official/base';
import { table } from './official/run';

const CVD = `${CIUS}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;
const IT = (i: Inv) => i.INVOICE_LINE[0].ITEM_INFORMATION;
const cvd = (i: Inv) => {
  i.PROCESS_CONTROL.Specification_identifier.Content = CVD;
  i.Contract_reference = 'V-2026-1';
  i.Tender_or_lot_reference = 'LOS-3';
  IT(i).Item_classification_identifier = [{ Content: 'M1', Scheme_identifier: 'CVD' }];
  IT(i).ITEM_ATTRIBUTES = [{ Item_attribute_name: 'cva', Item_attribute_value: 'clean' }];
};
const ext = (i: Inv) => {
  i.PROCESS_CONTROL.Specification_identifier.Content = EXTENSION;
  i.THIRD_PARTY_PAYMENT = [
    {
      Third_party_payment_type: 'Zuschuss',
      Third_party_payment_amount: 10,
      Third_party_payment_description: 'Förderung',
    },
  ];
  i.DOCUMENT_TOTALS.Amount_due_for_payment = 129;
};
const TP = (i: Inv) => i.THIRD_PARTY_PAYMENT[0];

table('XRechnung CVD', [
  {
    id: 'BR-DE-CVD-04',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_classification_identifier/0/Content',
    fail: (i) => {
      cvd(i);
      IT(i).Item_classification_identifier[0].Content = 'L3';
    },
    pass: (i) => {
      IT(i).Item_classification_identifier[0].Content = 'N2';
    },
  },
  {
    id: 'BR-DE-CVD-05',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/ITEM_ATTRIBUTES/0/Item_attribute_value',
    fail: (i) => {
      cvd(i);
      IT(i).ITEM_ATTRIBUTES[0].Item_attribute_value = 'diesel';
    },
    pass: (i) => {
      IT(i).ITEM_ATTRIBUTES[0].Item_attribute_value = 'zero-emission';
    },
  },
  {
    id: 'BR-DE-CVD-01',
    at: '/Contract_reference',
    fail: (i) => {
      cvd(i);
      delete i.Contract_reference;
    },
    pass: cvd,
  },
  {
    id: 'BR-DE-CVD-02',
    at: '/Tender_or_lot_reference',
    fail: (i) => {
      cvd(i);
      delete i.Tender_or_lot_reference;
    },
    pass: cvd,
  },
  {
    id: 'BR-DE-CVD-03',
    at: '/INVOICE_LINE',
    fail: (i) => {
      cvd(i);
      delete IT(i).ITEM_ATTRIBUTES;
      delete IT(i).Item_classification_identifier;
    },
    pass: cvd,
  },
  {
    id: 'BR-DE-CVD-06-a',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/ITEM_ATTRIBUTES',
    fail: (i) => {
      cvd(i);
      IT(i).ITEM_ATTRIBUTES.push({ Item_attribute_name: 'cva', Item_attribute_value: 'zero-emission' });
    },
    pass: (i) => IT(i).ITEM_ATTRIBUTES.pop(),
  },
  {
    id: 'BR-DE-CVD-06-b',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_classification_identifier',
    fail: (i) => {
      cvd(i);
      IT(i).Item_classification_identifier.push({ Content: 'N1', Scheme_identifier: 'CVD' });
    },
    pass: (i) => IT(i).Item_classification_identifier.pop(),
  },
  {
    id: 'BR-TMP-CVD-01',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_classification_identifier/0/Scheme_identifier',
    fail: (i) => {
      cvd(i);
      IT(i).Item_classification_identifier.unshift({ Content: '1', Scheme_identifier: 'NOPE' });
    },
    also: ['BR-CL-13'],
    pass: (i) => {
      IT(i).Item_classification_identifier[0].Scheme_identifier = 'STI';
    },
  },
]);

table('XRechnung extension (BR-DEX)', [
  {
    id: 'BR-DEX-04',
    at: '/SELLER/Seller_identifier/0/Scheme_identifier',
    fail: (i) => {
      ext(i);
      i.SELLER.Seller_identifier = [{ Content: 'ID-1', Scheme_identifier: 'XR07' }];
    },
    also: ['BR-CL-10'],
    pass: (i) => {
      i.SELLER.Seller_identifier[0].Scheme_identifier = 'XR01';
    },
  },
  {
    id: 'BR-DEX-04',
    at: '/PAYEE/Payee_identifier_Scheme_identifier',
    fail: (i) => {
      ext(i);
      i.PAYEE = {
        Payee_name: 'Factoring AG',
        Payee_identifier: 'P-1',
        Payee_identifier_Scheme_identifier: 'NOPE',
      };
    },
    also: ['BR-CL-10'],
    pass: (i) => {
      i.PAYEE.Payee_identifier_Scheme_identifier = 'SEPA';
    },
  },
  {
    id: 'BR-DEX-05',
    at: '/BUYER/Buyer_legal_registration_identifier_Scheme_identifier',
    fail: (i) => {
      ext(i);
      i.BUYER.Buyer_legal_registration_identifier = 'HRB 9';
      i.BUYER.Buyer_legal_registration_identifier_Scheme_identifier = 'XR9';
    },
    also: ['BR-CL-11'],
    pass: (i) => {
      i.BUYER.Buyer_legal_registration_identifier_Scheme_identifier = '0204';
    },
  },
  {
    id: 'BR-DEX-06',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_standard_identifier/Scheme_identifier',
    fail: (i) => {
      ext(i);
      i.INVOICE_LINE[0].ITEM_INFORMATION.Item_standard_identifier = {
        Content: '4012345678901',
        Scheme_identifier: 'EAN',
      };
    },
    // BR-CL-21 is information in the extension scenario
    pass: (i) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.Item_standard_identifier.Scheme_identifier = '0160';
    },
  },
  {
    id: 'BR-DEX-08',
    at: '/DELIVERY_INFORMATION/Deliver_to_location_identifier_Scheme_identifier',
    fail: (i) => {
      ext(i);
      i.DELIVERY_INFORMATION.Deliver_to_location_identifier = 'LOC-1';
      i.DELIVERY_INFORMATION.Deliver_to_location_identifier_Scheme_identifier = 'GLN';
    },
    also: ['BR-CL-26'],
    pass: (i) => {
      i.DELIVERY_INFORMATION.Deliver_to_location_identifier_Scheme_identifier = 'XR02';
    },
  },
  {
    id: 'BR-DEX-01',
    at: '/ADDITIONAL_SUPPORTING_DOCUMENTS/0/Attached_document/Mime_Code',
    fail: (i) => {
      ext(i);
      i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
        {
          Supporting_document_reference: 'X',
          Attached_document: { Content: 'PGE+PC9hPg==', Filename: 'a.txt', Mime_Code: 'text/plain' },
        },
      ];
    },
    also: ['BR-CL-24'],
    pass: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS[0].Attached_document.Mime_Code = 'application/xml';
    },
  },
  {
    id: 'BR-DEX-07',
    at: '/SELLER/Seller_electronic_address/Scheme_identifier',
    fail: (i) => {
      ext(i);
      i.SELLER.Seller_electronic_address.Scheme_identifier = 'XR99';
    },
    also: ['BR-CL-25'],
    pass: (i) => {
      i.SELLER.Seller_electronic_address.Scheme_identifier = 'EM';
    },
  },
  {
    id: 'BR-DEX-09',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => {
      ext(i);
      i.DOCUMENT_TOTALS.Amount_due_for_payment = 119;
    },
    pass: (i) => {
      i.DOCUMENT_TOTALS.Amount_due_for_payment = 129;
    },
  },
  {
    id: 'BR-DEX-10',
    at: '/THIRD_PARTY_PAYMENT/0/Third_party_payment_type',
    fail: (i) => {
      ext(i);
      delete TP(i).Third_party_payment_type;
    },
    pass: ext,
  },
  {
    id: 'BR-DEX-11',
    at: '/THIRD_PARTY_PAYMENT/0/Third_party_payment_amount',
    fail: (i) => {
      ext(i);
      delete TP(i).Third_party_payment_amount;
      i.DOCUMENT_TOTALS.Amount_due_for_payment = 119;
    },
    pass: ext,
  },
  {
    id: 'BR-DEX-12',
    at: '/THIRD_PARTY_PAYMENT/0/Third_party_payment_description',
    fail: (i) => {
      ext(i);
      delete TP(i).Third_party_payment_description;
    },
    pass: ext,
  },
  {
    id: 'BR-DEX-13',
    at: '/THIRD_PARTY_PAYMENT/0/Third_party_payment_amount',
    fail: (i) => {
      ext(i);
      TP(i).Third_party_payment_amount = '10.000';
    },
    also: ['UBL-DT-01'],
    pass: (i) => {
      TP(i).Third_party_payment_amount = '10.00';
    },
  },
]);
