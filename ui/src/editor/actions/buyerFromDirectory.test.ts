/**
 * A picked Leitweg-ID fills the buyer from the directory entry: empty fields at once, filled ones
 * only after the user agreed to the listed changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/store';
import { closeDialog, dialogsAtom } from '../../ui/dialogs';
import { workingInvoiceAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { takeBuyerFromDirectory } from './buyerFromDirectory';

const entry = {
  buyerReference: '991-01234-44',
  authorityName: 'Stadt Musterhausen',
  email: 'rechnung@musterhausen.example',
  street: 'Rathausplatz',
  number: '1',
  postCode: '12345',
  place: 'Musterhausen',
};

const buyer = () => (appStore.get(workingInvoiceAtom) as Json).BUYER;
const answerDialog = async (yes: boolean) => {
  await expect.poll(() => appStore.get(dialogsAtom).length).toBe(1);
  const dialog = appStore.get(dialogsAtom)[0];
  closeDialog(dialog.id, yes);
  return dialog;
};

describe('buyer from the Leitweg-ID directory', () => {
  afterEach(() => appStore.set(workingInvoiceAtom, null));

  it('fills an empty buyer without asking', async () => {
    appStore.set(workingInvoiceAtom, { Invoice_number: { Content: 'RE-1' } });
    await takeBuyerFromDirectory(entry);
    expect(appStore.get(dialogsAtom)).toEqual([]);
    expect(buyer()).toEqual({
      Buyer_name: 'Stadt Musterhausen',
      BUYER_POSTAL_ADDRESS: {
        Buyer_address_line_1: 'Rathausplatz 1',
        Buyer_post_code: '12345',
        Buyer_city: 'Musterhausen',
        Buyer_country_code: 'DE',
      },
      Buyer_electronic_address: 'rechnung@musterhausen.example',
      Buyer_electronic_address_Scheme_identifier: 'EM',
    });
  });

  it('asks before overwriting, listing each change; "no" fills only the empty fields', async () => {
    appStore.set(workingInvoiceAtom, {
      BUYER: { Buyer_name: 'Altes Amt', BUYER_POSTAL_ADDRESS: { Buyer_city: 'Musterhausen' } },
    });
    const done = takeBuyerFromDirectory(entry);
    const dialog = await answerDialog(false);
    await done;
    expect(dialog.details).toEqual(['Name des Käufers: „Altes Amt“ → „Stadt Musterhausen“']);
    expect(buyer().Buyer_name).toBe('Altes Amt');
    expect(buyer().BUYER_POSTAL_ADDRESS.Buyer_post_code).toBe('12345');
    expect(buyer().Buyer_electronic_address).toBe('rechnung@musterhausen.example');
  });

  it('overwrites after the user agreed', async () => {
    appStore.set(workingInvoiceAtom, { BUYER: { Buyer_name: 'Altes Amt' } });
    const done = takeBuyerFromDirectory(entry);
    await answerDialog(true);
    await done;
    expect(buyer().Buyer_name).toBe('Stadt Musterhausen');
  });
});
