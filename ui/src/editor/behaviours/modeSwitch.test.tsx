/**
 * Mode switch (spec §4) through the editor header: to advanced at once; to easy only after a
 * confirmation listing, per screen, the advanced-only elements, which are then removed (a card
 * payment becomes an empty SEPA credit transfer). Cancelling keeps everything.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/store';
import { EditorHeader } from '../layout/EditorHeader';
import { editorSchema } from '../model/invoiceSchema';
import { uiSettingsAtom, userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import { renderWithApp } from '../test/renderWithApp';
import { advancedElements } from './modeSwitch';

const invoice = () => ({
  id: 'root',
  Invoice_number: { Content: 'R-1' },
  Sales_order_reference: 'SO-9',
  SELLER: {
    id: 's',
    Seller_name: 'ACME',
    Seller_trading_name: 'ACME Trading',
    SELLER_POSTAL_ADDRESS: { id: 'a', Seller_city: 'Kiel', Seller_address_line_3: 'Hof 2' },
  },
  PAYMENT_INSTRUCTIONS: {
    id: 'p',
    Payment_means_type_code: '48',
    PAYMENT_CARD_INFORMATION: { id: 'c', Payment_card_primary_account_number: '1234' },
  },
  INVOICE_LINE: [
    {
      id: 'l1',
      Invoice_line_identifier: { Content: '1' },
      Invoice_line_note: 'note',
      ITEM_INFORMATION: { id: 'i', Item_name: 'Tool' },
    },
  ],
});

describe('mode switch', () => {
  beforeEach(() => {
    act(() => {
      appStore.set(workingInvoiceAtom, invoice());
      appStore.set(userSettingsAtom, { isEasyMode: false, isXMLIncluded: false });
      appStore.set(uiSettingsAtom, (u) => ({ ...u, paymentSection: 'PAYMENT_CARD' }));
    });
  });

  it('finds the advanced-only elements from the schema flags', () => {
    const found = advancedElements(invoice(), editorSchema(false)).map((e) => e.pointer);
    expect(found).toEqual(
      expect.arrayContaining([
        '/Sales_order_reference',
        '/SELLER/Seller_trading_name',
        '/SELLER/SELLER_POSTAL_ADDRESS/Seller_address_line_3',
        '/PAYMENT_INSTRUCTIONS/PAYMENT_CARD_INFORMATION',
        '/INVOICE_LINE/0/Invoice_line_note',
      ]),
    );
    expect(found).not.toContain('/SELLER/Seller_name');
  });

  it('asks with the list per screen; cancel keeps, confirm removes and switches', async () => {
    renderWithApp(<EditorHeader screen="SummaryView" />);
    expect(screen.getByTestId('editor-mode-badge').textContent).toBe('Erweiterter Modus');
    fireEvent.click(screen.getByRole('button', { name: 'Zum einfachen Modus' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Verkäufer: .*Handelsname des Verkäufers/)).toBeTruthy();
    expect(within(dialog).getByText(/Rechnungspositionen: Bemerkung zur Position/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await act(async () => {});
    expect(appStore.get(workingInvoiceAtom)?.SELLER.Seller_trading_name).toBe('ACME Trading');
    expect(appStore.get(userSettingsAtom).isEasyMode).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Zum einfachen Modus' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Wechseln und entfernen' }));
    await act(async () => {});
    const after = appStore.get(workingInvoiceAtom);
    expect(after?.SELLER.Seller_trading_name).toBeUndefined();
    expect(after?.SELLER.Seller_name).toBe('ACME');
    expect(after?.SELLER.SELLER_POSTAL_ADDRESS.Seller_address_line_3).toBeUndefined();
    expect(after?.Sales_order_reference).toBeUndefined();
    expect(after?.INVOICE_LINE[0].Invoice_line_note).toBeUndefined();
    expect(after?.INVOICE_LINE[0].ITEM_INFORMATION.Item_name).toBe('Tool');
    expect(after?.PAYMENT_INSTRUCTIONS.Payment_means_type_code).toBe('58');
    expect(after?.PAYMENT_INSTRUCTIONS.PAYMENT_CARD_INFORMATION).toBeUndefined();
    expect(after?.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER).toHaveLength(1);
    expect(appStore.get(uiSettingsAtom).paymentSection).toBe('CREDIT_TRANSFER_SEPA');
    expect(screen.getByTestId('editor-mode-badge').textContent).toBe('Einfacher Modus');
  });

  it('switches to advanced at once', async () => {
    act(() => appStore.set(userSettingsAtom, { isEasyMode: true, isXMLIncluded: false }));
    renderWithApp(<EditorHeader screen="SummaryView" />);
    fireEvent.click(screen.getByRole('button', { name: 'Zum erweiterten Modus' }));
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(appStore.get(userSettingsAtom).isEasyMode).toBe(false);
  });
});

describe('advanced elements of a loaded invoice', () => {
  it('do not count the base quantity 0 the load normalisation adds', () => {
    const loaded = { INVOICE_LINE: [{ PRICE_DETAILS: { Item_net_price: 5, Item_price_base_quantity: 0 } }] };
    expect(advancedElements(loaded, editorSchema(false))).toEqual([]);
    const real = { INVOICE_LINE: [{ PRICE_DETAILS: { Item_net_price: 5, Item_price_base_quantity: 10 } }] };
    expect(advancedElements(real, editorSchema(false)).map((e) => e.pointer)).toEqual([
      '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity',
    ]);
  });
});
