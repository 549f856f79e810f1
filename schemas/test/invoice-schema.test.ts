import { describe, expect, it } from 'vitest';
import { createAjv, schemaIds, toProblems } from '../index';

const ajv = createAjv();
const validateInvoice = (data: unknown) => {
  const validate = ajv.getSchema(schemaIds.invoice);
  if (!validate) throw new Error('invoice schema not registered');
  const ok = validate(data);
  return { ok, problems: toProblems(validate.errors) };
};

describe('invoice schema (shape only)', () => {
  it('accepts an empty draft and a half-filled one', () => {
    expect(validateInvoice({}).ok).toBe(true);
    const draft = {
      Invoice_number: { Content: '' },
      Invoice_issue_date: '',
      SELLER: {
        Seller_name: 'Demo GmbH',
        Seller_electronic_address: { Content: '', Scheme_identifier: 'EM' },
      },
      INVOICE_LINE: [{ Invoice_line_identifier: { Content: '1' }, Invoiced_quantity: 2 }],
    };
    expect(validateInvoice(draft)).toEqual({ ok: true, problems: [] });
  });

  it('rejects a wrong type with the pointer of the value', () => {
    const result = validateInvoice({ INVOICE_LINE: [{}, { Invoiced_quantity: '2' }] });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({ pointer: '/INVOICE_LINE/1/Invoiced_quantity', keyword: 'type' }),
    ]);
  });

  it('rejects an unknown property with the pointer of the unknown key', () => {
    const result = validateInvoice({ BUYER: { BUYER_POSTAL_ADDRESS: { Buyer_zip: '12345' } } });
    expect(result.problems).toEqual([
      expect.objectContaining({
        pointer: '/BUYER/BUYER_POSTAL_ADDRESS/Buyer_zip',
        keyword: 'additionalProperties',
      }),
    ]);
  });

  it('rejects a date in another format', () => {
    const result = validateInvoice({ DELIVERY_INFORMATION: { Actual_delivery_date: '01.02.2026' } });
    expect(result.problems.map((p) => p.pointer)).toEqual(['/DELIVERY_INFORMATION/Actual_delivery_date']);
  });

  it('rejects a malformed x-* keyword value when a schema is added', () => {
    expect(() => createAjv().compile({ type: 'string', 'x-format': 'money' })).toThrow();
    expect(() => createAjv().compile({ type: 'string', 'x-bt': 'BT-1' })).not.toThrow();
  });
});
