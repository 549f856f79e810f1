/**
 * The rendered code list selects offer only the spec's choices (spec §3/§9): VAT categories
 * S, Z, E, AE, K, G, O, L, M (no "B – Italy") in the VAT breakdown and in the invoice line, and
 * only EUR as VAT accounting currency.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/store';
import { LineEditor } from '../lines/LineEditor';
import { screenUiSchema } from '../screens/screenUi';
import { userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import { renderWithApp } from '../test/renderWithApp';
import { GroupSection } from './GroupSection';

const invoice = {
  id: 'root',
  Invoice_currency_code: 'EUR',
  VAT_BREAKDOWN: [{ id: 'v', VAT_category_code: 'S', VAT_category_rate: 19 }],
  INVOICE_LINE: [{ id: 'l', LINE_VAT_INFORMATION: { id: 'lv', Invoiced_item_VAT_category_code: 'S' } }],
};
const VAT_CATEGORIES = ['', 'AE', 'E', 'G', 'K', 'L', 'M', 'O', 'S', 'Z'];
const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .map((o) => o.value)
    .sort();

describe('restricted code list selects', () => {
  beforeEach(() => {
    act(() => {
      appStore.set(userSettingsAtom, { isEasyMode: false, isXMLIncluded: false });
      appStore.set(workingInvoiceAtom, invoice);
    });
  });
  afterEach(cleanup);

  it('VAT breakdown: the nine categories of the spec', () => {
    renderWithApp(
      <GroupSection
        section={{ key: 'vatBreakdown', path: [], fields: ['VAT_BREAKDOWN'] }}
        screenUi={screenUiSchema('VatBreakdownView')?.vatBreakdown}
      />,
    );
    expect(optionsOf('Umsatzsteuerkategorie')).toEqual(VAT_CATEGORIES);
  });

  it('invoice line: the nine categories of the spec', () => {
    renderWithApp(<LineEditor line={invoice.INVOICE_LINE[0]} index={0} />);
    expect(optionsOf('Umsatzsteuerkategorie')).toEqual(VAT_CATEGORIES);
  });

  it('VAT accounting currency: EUR only', () => {
    renderWithApp(
      <GroupSection section={{ key: 'invoiceData', path: [], fields: ['VAT_accounting_currency_code'] }} />,
    );
    expect(optionsOf('Buchungswährung der Umsatzsteuer')).toEqual(['', 'EUR']);
  });
});
