/**
 * The widget registry inside a real rjsf form: locale number formats and parsing, dates shown
 * DD.MM.YYYY and stored yyyy-mm-dd, code list selects sorted by label with the empty choice first,
 * IBAN and Leitweg-ID feedback, the 4096 text limit, English formats after a language switch.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { SchemaForm } from '../form/SchemaForm';
import { uiFor } from '../model/uiFor';
import { renderWithApp } from '../test/renderWithApp';

const schema = {
  type: 'object',
  properties: {
    Invoice_issue_date: { type: 'string', 'x-format': 'date' },
    Invoice_currency_code: { type: 'string', 'x-codelist': 'ISO4217' },
    Seller_country_code: { type: 'string', 'x-codelist': 'ISO3166' },
    Amount: { type: 'number', 'x-format': 'amount' },
    Item_net_price: { type: 'number', 'x-format': 'unitPrice' },
    Invoiced_quantity: { type: 'number', 'x-format': 'quantity' },
    Payment_account_identifier: { type: 'string' },
    Buyer_reference: { type: 'string' },
    Payment_terms: { type: 'string' },
  },
};

let latest: Record<string, unknown> = {};

function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [data, setData] = useState(initial);
  const locale = appStore.get(localeAtom);
  const ui = uiFor(intlFor(locale), schema, 'Test', { helpVisible: false });
  return (
    <SchemaForm
      id="t"
      schema={schema}
      uiSchema={ui}
      formData={data}
      onChange={(d) => {
        latest = d;
        setData(d);
      }}
    />
  );
}

const input = (id: string) => document.getElementById(`t_${id}`) as HTMLInputElement;

describe('widget registry', () => {
  afterEach(() => {
    act(() => appStore.set(localeAtom, 'de'));
    latest = {};
  });

  it('formats German numbers and dates and stores plain values', () => {
    renderWithApp(
      <Harness initial={{ Amount: 1234.5, Invoice_issue_date: '2024-01-31', Invoiced_quantity: 2 }} />,
    );
    expect(input('Amount').value).toBe('1.234,50');
    expect(input('Invoice_issue_date').value).toBe('31.01.2024');
    expect(input('Invoiced_quantity').value).toBe('2');
    fireEvent.change(input('Amount'), { target: { value: '99,95' } });
    expect(latest.Amount).toBe(99.95);
    fireEvent.change(input('Invoice_issue_date'), { target: { value: '1.2.2024' } });
    expect(latest.Invoice_issue_date).toBe('2024-02-01');
    fireEvent.change(input('Item_net_price'), { target: { value: '0,123456' } });
    expect(latest.Item_net_price).toBe(0.123456);
  });

  it('keeps bad numbers, too many decimals and impossible dates as typed, and names them', () => {
    // issue 26: what a field shows is what is stored; the rules FIELD-number / FIELD-date flag it
    renderWithApp(<Harness initial={{ Amount: 5 }} />);
    fireEvent.change(input('Amount'), { target: { value: '12,345' } });
    expect(screen.getByText('Höchstens 2 Nachkommastellen.')).toBeTruthy();
    expect(latest.Amount).toBe('12,345');
    fireEvent.change(input('Amount'), { target: { value: 'zwölf' } });
    expect(screen.getByText('Bitte eine Zahl eingeben.')).toBeTruthy();
    expect(latest.Amount).toBe('zwölf');
    fireEvent.blur(input('Amount'));
    expect((input('Amount') as HTMLInputElement).value).toBe('zwölf');
    fireEvent.change(input('Amount'), { target: { value: '12,5' } });
    expect(latest.Amount).toBe(12.5);
    fireEvent.change(input('Invoice_issue_date'), { target: { value: '31.02.2024' } });
    expect(
      screen.getByText('Das Datum 31.02.2024 gibt es nicht (diesen Tag hat der Monat nicht).'),
    ).toBeTruthy();
    expect(latest.Invoice_issue_date).toBe('31.02.2024');
    fireEvent.change(input('Invoice_issue_date'), { target: { value: '02/03/2024' } });
    expect(screen.getByText('Bitte ein Datum im Format TT.MM.JJJJ eingeben.')).toBeTruthy();
    expect(latest.Invoice_issue_date).toBe('02/03/2024');
    fireEvent.blur(input('Invoice_issue_date'));
    expect((input('Invoice_issue_date') as HTMLInputElement).value).toBe('02/03/2024');
  });

  it('lists code list choices sorted by label with the empty choice first', () => {
    renderWithApp(<Harness initial={{}} />);
    const select = document.getElementById('t_Seller_country_code') as HTMLSelectElement;
    const labels = Array.from(select.options).map((o) => o.textContent ?? '');
    expect(select.options[0].value).toBe('');
    const names = labels.slice(1).map((l) => l.split(' – ')[1] ?? l);
    const sorted = [...names].sort(new Intl.Collator('de', { sensitivity: 'base', numeric: true }).compare);
    expect(names).toEqual(sorted);
    expect(Array.from(select.options).some((o) => o.value === 'DE')).toBe(true);
    fireEvent.change(select, { target: { value: 'AT' } });
    expect(latest.Seller_country_code).toBe('AT');
  });

  it('labels point at their inputs', () => {
    renderWithApp(<Harness initial={{}} />);
    expect(screen.getByLabelText('Rechnungsdatum')).toBe(input('Invoice_issue_date'));
    expect(screen.getByLabelText('Käuferreferenz (Leitweg-ID)')).toBe(input('Buyer_reference'));
  });

  it('checks IBANs and uppercases them on blur', () => {
    renderWithApp(<Harness initial={{}} />);
    fireEvent.change(input('Payment_account_identifier'), {
      target: { value: 'de89 3704 0044 0532 0130 01' },
    });
    expect(screen.getByText('Die Prüfziffer der IBAN stimmt nicht.')).toBeTruthy();
    fireEvent.change(input('Payment_account_identifier'), {
      target: { value: 'de89 3704 0044 0532 0130 00' },
    });
    expect(screen.queryByText('Die Prüfziffer der IBAN stimmt nicht.')).toBeNull();
    fireEvent.blur(input('Payment_account_identifier'));
    expect(latest.Payment_account_identifier).toBe('DE89370400440532013000');
  });

  it('gives Leitweg-ID check-digit feedback', () => {
    renderWithApp(<Harness initial={{}} />);
    fireEvent.change(input('Buyer_reference'), { target: { value: '04011000-1234512345-06' } });
    expect(screen.getByText('Leitweg-ID mit gültiger Prüfziffer')).toBeTruthy();
    fireEvent.change(input('Buyer_reference'), { target: { value: '04011000-1234512345-07' } });
    expect(screen.getByText('Die Prüfziffer der Leitweg-ID stimmt nicht.')).toBeTruthy();
  });

  it('opens the Leitweg-ID search with optional filters that are not marked invalid', async () => {
    renderWithApp(<Harness initial={{ Buyer_reference: '04011000-1234512345-07' }} />);
    expect(input('Buyer_reference').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    // the dialog's code (with the list and pager) loads on first use
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    for (const name of ['PLZ', 'Ort', 'Name der Behörde']) {
      // the dialog's code loads on first use: on a busy machine that takes more than a second
      const filter = await screen.findByRole('textbox', { name }, { timeout: 10_000 });
      expect(filter.getAttribute('aria-invalid')).not.toBe('true');
      expect(filter.hasAttribute('required')).toBe(false);
    }
  });

  it('limits text areas to 4096 characters with a counter', () => {
    renderWithApp(<Harness initial={{ Payment_terms: 'abc' }} />);
    const area = input('Payment_terms');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.maxLength).toBe(4096);
    expect(screen.getByText('3 / 4096 Zeichen')).toBeTruthy();
    fireEvent.change(area, { target: { value: 'x'.repeat(5000) } });
    expect(String(latest.Payment_terms).length).toBe(4096);
  });

  it('shows English formats and labels after a language switch', () => {
    act(() => appStore.set(localeAtom, 'en'));
    renderWithApp(<Harness initial={{ Amount: 1234.5, Invoice_issue_date: '2024-01-31' }} />);
    expect(input('Amount').value).toBe('1,234.50');
    expect(input('Invoice_issue_date').value).toBe('31/01/2024');
    expect(screen.getByLabelText('Invoice date')).toBe(input('Invoice_issue_date'));
    fireEvent.change(input('Amount'), { target: { value: '1,000.25' } });
    expect(latest.Amount).toBe(1000.25);
  });
});
