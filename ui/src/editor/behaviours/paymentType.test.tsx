/**
 * Payment type switch (spec §4): the type follows Payment_means_type_code (unknown → direct
 * debit); switching removes the other sub-blocks and sets the matching text; on the payment
 * screen the radio choice does this after a confirmation; master data clears its fields.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { blankInvoice } from '../actions/openInvoice';
import PaymentScreen from '../screens/PaymentScreen';
import { initialUiSettings, uiSettingsAtom, userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import { renderWithApp } from '../test/renderWithApp';
import { paymentSectionOf, switchMasterDataPaymentType, switchPaymentType } from './paymentType';

describe('payment type switch', () => {
  it('derives the type from the code', () => {
    expect(paymentSectionOf('58')).toBe('CREDIT_TRANSFER_SEPA');
    expect(paymentSectionOf('30')).toBe('CREDIT_TRANSFER_NON_SEPA');
    expect(paymentSectionOf('59')).toBe('DIRECT_DEBIT_SEPA');
    expect(paymentSectionOf('49')).toBe('DIRECT_DEBIT_NON_SEPA');
    expect(paymentSectionOf('48')).toBe('PAYMENT_CARD');
    expect(paymentSectionOf('97')).toBe('DIRECT_DEBIT_SEPA');
  });

  it("writes a new invoice's payment text in the user's language", () => {
    try {
      act(() => appStore.set(localeAtom, 'en'));
      expect(blankInvoice().PAYMENT_INSTRUCTIONS.Payment_means_text).toBe('SEPA credit transfer');
      expect(switchPaymentType({}, 'DIRECT_DEBIT_SEPA').Payment_means_text).toBe('SEPA direct debit');
    } finally {
      act(() => appStore.set(localeAtom, 'de'));
    }
    expect(blankInvoice().PAYMENT_INSTRUCTIONS.Payment_means_text).toBe('SEPA-Überweisung');
  });

  it('keeps only the sub-block of the new type', () => {
    const before = {
      Remittance_information: 'R-1',
      Payment_means_type_code: '58',
      CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE89370400440532013000' }],
    };
    const dd = switchPaymentType(before, 'DIRECT_DEBIT_SEPA');
    expect(dd.CREDIT_TRANSFER).toBeUndefined();
    expect(dd.DIRECT_DEBIT).toBeDefined();
    expect(dd).toMatchObject({
      Payment_means_type_code: '59',
      Payment_means_text: 'SEPA-Lastschrift',
      Remittance_information: 'R-1',
    });
    const card = switchPaymentType(dd, 'PAYMENT_CARD');
    expect(card.DIRECT_DEBIT).toBeUndefined();
    expect(card.PAYMENT_CARD_INFORMATION).toBeDefined();
    const md = switchMasterDataPaymentType(
      {
        Seller_name: 'A',
        Payment_means_type_code: '59',
        Mandate_reference_identifier: 'M1',
        Debited_account_identifier: 'X',
      },
      'CREDIT_TRANSFER_SEPA',
    );
    expect(md).toEqual({ Seller_name: 'A', Payment_means_type_code: '58', CREDIT_TRANSFER: [] });
  });

  it('switches on the payment screen after confirmation', async () => {
    act(() => {
      appStore.set(userSettingsAtom, { isEasyMode: true, isXMLIncluded: false });
      appStore.set(uiSettingsAtom, { ...initialUiSettings, paymentSection: 'CREDIT_TRANSFER_SEPA' });
      appStore.set(workingInvoiceAtom, {
        PAYMENT_INSTRUCTIONS: {
          id: 'p',
          Payment_means_type_code: '58',
          CREDIT_TRANSFER: [{ id: 'c', Payment_account_identifier: 'DE89370400440532013000' }],
        },
        INVOICE_LINE: [],
      });
    });
    renderWithApp(<PaymentScreen />);
    expect(
      document.getElementById('f_paymentInstructions_CREDIT_TRANSFER_0_Payment_account_identifier'),
    ).toBeTruthy();
    expect(screen.queryByText('Zahlungskarte')).toBeNull();
    fireEvent.click(screen.getByText('SEPA-Lastschrift'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Bestätigen|OK|Ja/ }));
    await act(async () => {});
    const pi = appStore.get(workingInvoiceAtom)?.PAYMENT_INSTRUCTIONS;
    expect(pi.Payment_means_type_code).toBe('59');
    expect(pi.CREDIT_TRANSFER).toBeUndefined();
    expect(await screen.findByLabelText('Mandatsreferenz')).toBeTruthy();
    expect(
      document.getElementById('f_paymentInstructions_CREDIT_TRANSFER_0_Payment_account_identifier'),
    ).toBeNull();
  });
});
