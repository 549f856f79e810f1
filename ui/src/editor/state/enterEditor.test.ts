/**
 * An invoice made from an e-order gets the defaults of a new invoice in the working model at once
 * (type 380, BT-23 and BT-24), while values the order brought and other imports stay untouched.
 */
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../../state/store';
import { BUSINESS_PROCESS, SPECIFICATION } from '../model/invoiceDefaults';
import { errorFindingsAtom, findingsPendingAtom, workingInvoiceAtom } from './atoms';
import { enterEditor } from './enterEditor';

const fromOrder = () => ({
  Invoice_currency_code: 'EUR',
  BUYER: { Buyer_name: 'Stadt Kiel' },
  Purchase_order_reference: 'PO-1',
});

describe('entering the editor from an e-order', () => {
  it('fills type code, process and specification identifier like a new invoice', () => {
    enterEditor(fromOrder(), { meta: { importedFromOrder: true } });
    const invoice = appStore.get(workingInvoiceAtom);
    expect(invoice?.Invoice_type_code).toBe('380');
    expect(invoice?.PROCESS_CONTROL?.Business_process_type).toBe(BUSINESS_PROCESS);
    expect(invoice?.PROCESS_CONTROL?.Specification_identifier?.Content).toBe(SPECIFICATION);
    expect(invoice?.Purchase_order_reference).toBe('PO-1');
  });

  it('keeps what the order or an e-invoice brought', () => {
    enterEditor(
      { ...fromOrder(), Invoice_type_code: '326', PROCESS_CONTROL: { Business_process_type: 'urn:x' } },
      { meta: { importedFromOrder: true } },
    );
    expect(appStore.get(workingInvoiceAtom)?.Invoice_type_code).toBe('326');
    expect(appStore.get(workingInvoiceAtom)?.PROCESS_CONTROL?.Business_process_type).toBe('urn:x');
    enterEditor(fromOrder(), { meta: { importedFromOrder: false } });
    expect(appStore.get(workingInvoiceAtom)?.Invoice_type_code).toBeUndefined();
  });
});

describe('the first check of an opened invoice', () => {
  it('is pending (no "0 errors") until the whole invoice has been evaluated', async () => {
    enterEditor({ Invoice_currency_code: 'EUR' });
    expect(appStore.get(findingsPendingAtom)).toBe(true);
    await vi.waitFor(() => expect(appStore.get(findingsPendingAtom)).toBe(false));
    expect(appStore.get(errorFindingsAtom).length).toBeGreaterThan(0);
  });
});
