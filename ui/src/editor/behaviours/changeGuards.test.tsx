/**
 * Behaviours that follow an edit (spec §4): an invoice type without XML attachments asks to
 * delete them (or keeps the old type); a VAT row used by a line cannot be changed; duplicate
 * category/rate rows are merged; 'not subject to VAT' removes the VAT ids after confirmation.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/store';
import { dialogsAtom } from '../../ui/dialogs';
import { workingInvoiceAtom } from '../state/atoms';
import { renderWithApp } from '../test/renderWithApp';
import { ChangeGuards } from './ChangeGuards';

const xml = {
  id: 'd1',
  Supporting_document_reference: 'a.xml',
  Attached_document: { Filename: 'a.xml', Mime_Code: 'application/xml', Content: 'PGEvPg==' },
};
const line = (category: string, rate: number) => ({
  id: `l${category}`,
  LINE_VAT_INFORMATION: {
    id: `v${category}`,
    Invoiced_item_VAT_category_code: category,
    Invoiced_item_VAT_rate: rate,
  },
});

const edit = (change: (inv: Record<string, unknown>) => Record<string, unknown>) =>
  act(() =>
    appStore.set(workingInvoiceAtom, change(appStore.get(workingInvoiceAtom) as Record<string, unknown>)),
  );

async function answer(button: string, role: 'alertdialog' | 'dialog' = 'alertdialog') {
  const dialog = await screen.findByRole(role);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await act(async () => {});
}

describe('change guards', () => {
  beforeEach(() => {
    act(() => appStore.set(dialogsAtom, []));
    act(() =>
      appStore.set(workingInvoiceAtom, {
        Invoice_type_code: '380',
        SELLER: { id: 's', Seller_VAT_identifier: 'DE123456789' },
        BUYER: { id: 'b', Buyer_VAT_identifier: 'FR12345678901' },
        ADDITIONAL_SUPPORTING_DOCUMENTS: [xml],
        INVOICE_LINE: [line('S', 19)],
        VAT_BREAKDOWN: [
          { id: 'r1', VAT_category_code: 'S', VAT_category_rate: 19 },
          { id: 'r2', VAT_category_code: 'S', VAT_category_rate: 7 },
        ],
      }),
    );
  });

  it('keeps the old invoice type when the user declines deleting XML attachments', async () => {
    renderWithApp(<ChangeGuards />);
    edit((inv) => ({ ...inv, Invoice_type_code: '381' }));
    await answer('Abbrechen');
    expect(appStore.get(workingInvoiceAtom)?.Invoice_type_code).toBe('380');
    expect(appStore.get(workingInvoiceAtom)?.ADDITIONAL_SUPPORTING_DOCUMENTS).toHaveLength(1);
    edit((inv) => ({ ...inv, Invoice_type_code: '381' }));
    await answer('Bestätigen');
    expect(appStore.get(workingInvoiceAtom)?.Invoice_type_code).toBe('381');
    expect(appStore.get(workingInvoiceAtom)?.ADDITIONAL_SUPPORTING_DOCUMENTS ?? []).toHaveLength(0);
  });

  it('refuses changing a VAT row in use and merges duplicate rows', async () => {
    renderWithApp(<ChangeGuards />);
    edit((inv) => ({
      ...inv,
      VAT_BREAKDOWN: [
        { id: 'r1', VAT_category_code: 'S', VAT_category_rate: 16 },
        (inv.VAT_BREAKDOWN as unknown[])[1],
      ],
    }));
    await answer('OK', 'dialog');
    expect(appStore.get(workingInvoiceAtom)?.VAT_BREAKDOWN[0].VAT_category_rate).toBe(19);
    edit((inv) => ({
      ...inv,
      VAT_BREAKDOWN: [
        (inv.VAT_BREAKDOWN as unknown[])[0],
        { id: 'r2', VAT_category_code: 'S', VAT_category_rate: 19 },
      ],
    }));
    await act(async () => {});
    expect(appStore.get(workingInvoiceAtom)?.VAT_BREAKDOWN).toHaveLength(1);
  });

  it('removes the VAT ids after confirming a line not subject to VAT', async () => {
    renderWithApp(<ChangeGuards />);
    edit((inv) => ({ ...inv, INVOICE_LINE: [line('O', 0)] }));
    await answer('Bestätigen');
    const after = appStore.get(workingInvoiceAtom);
    expect(after?.SELLER.Seller_VAT_identifier).toBeUndefined();
    expect(after?.BUYER.Buyer_VAT_identifier).toBeUndefined();
  });
});
