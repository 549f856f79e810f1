/**
 * Numbers without gaps (issue 26): a new invoice shows the number the server proposes, but the
 * save leaves it out while it is unchanged, so the server gives the number when it stores the
 * invoice (opening and abandoning the editor takes none). A number the user typed is kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/store';
import { selectedInvoiceAtom } from '../state/atoms';
import { savePayload } from './saveInvoice';

const invoice = (number: string) => ({
  Invoice_number: { Content: number },
  Invoice_issue_date: '2026-11-02',
});
const sent = (number: string) => {
  const payload = savePayload(invoice(number));
  return { field: payload.invoiceNumber, json: JSON.parse(payload.json).Invoice_number?.Content };
};

describe('the proposed invoice number', () => {
  afterEach(() => appStore.set(selectedInvoiceAtom, { importedFromOrder: false }));

  it('is left to the server on the first save while unchanged', () => {
    appStore.set(selectedInvoiceAtom, { importedFromOrder: false, proposedNumber: 'RE-2026-0004' });
    expect(sent('RE-2026-0004')).toEqual({ field: '', json: undefined });
  });

  it('is kept when the user typed another number, or once the invoice is stored', () => {
    appStore.set(selectedInvoiceAtom, { importedFromOrder: false, proposedNumber: 'RE-2026-0004' });
    expect(sent('EIGEN-1')).toEqual({ field: 'EIGEN-1', json: 'EIGEN-1' });
    appStore.set(selectedInvoiceAtom, { importedFromOrder: false, id: 7, proposedNumber: 'RE-2026-0004' });
    expect(sent('RE-2026-0004')).toEqual({ field: 'RE-2026-0004', json: 'RE-2026-0004' });
    appStore.set(selectedInvoiceAtom, { importedFromOrder: false });
    expect(sent('RE-2026-0009')).toEqual({ field: 'RE-2026-0009', json: 'RE-2026-0009' });
  });
});
