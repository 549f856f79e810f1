/**
 * Issue 27: the master data screen's labels are labels ("Tax number", "Steuernummer"), not the
 * standard's terms ("Seller tax registration identifier"), in English and German.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { findingText } from '../model/findingText';
import { evaluateMasterData } from '../model/rulesApi';
import { renderWithApp } from '../test/renderWithApp';
import { MasterdataPanel } from './MasterdataPanel';
import { CREDIT_TRANSFER_FIELDS, PANELS } from './panels';
import { problemLine } from './problemLines';

/** Words of the standard that a supplier does not use for their own data. */
const RAW = /\b(Seller|identifier|Remittance|Payment account name|Bank assigned)\b/;

function renderPanels() {
  const data = { Payment_means_type_code: '58', CREDIT_TRANSFER: [{ Payment_account_identifier: '' }] };
  const panels = [...PANELS, { key: 'creditTransfer', fields: CREDIT_TRANSFER_FIELDS }];
  return renderWithApp(
    <>
      {panels.map((p) => (
        <MasterdataPanel
          key={p.key}
          panelKey={p.key}
          fields={p.fields}
          data={data}
          findings={[]}
          text={() => ''}
          onChange={() => {}}
        />
      ))}
    </>,
  );
}

const labels = () =>
  [...document.querySelectorAll('label')].map((l) => l.textContent?.replace(/\s*\*\s*$/, '').trim() ?? '');

afterEach(() => act(() => appStore.set(localeAtom, 'de')));

describe('master data labels', () => {
  it('are plain English words', () => {
    act(() => appStore.set(localeAtom, 'en'));
    renderPanels();
    const shown = labels();
    for (const label of ['Company name', 'Tax number', 'VAT ID', 'Street and number', 'Account holder'])
      expect(shown).toContain(label);
    expect(shown.filter((l) => RAW.test(l))).toEqual([]);
    expect(screen.queryByText('Seller tax registration identifier')).toBeNull();
  });

  it('are plain German words', () => {
    renderPanels();
    const shown = labels();
    for (const label of ['Firmenname', 'USt-IdNr.', 'Steuernummer', 'Handelsregisternummer', 'Kontoinhaber'])
      expect(shown).toContain(label);
  });

  it('name the field in the dialog of what is missing, in English', () => {
    const errors = evaluateMasterData({ Seller_name: '' }).filter((f) => f.severity === 'error');
    const lines = errors.map((f) => problemLine(intlFor('en'), f, findingText(f, 'en')));
    expect(lines.some((l) => l.startsWith('Company name: '))).toBe(true);
  });
});
