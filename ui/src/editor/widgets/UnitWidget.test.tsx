/**
 * The unit picker (BT-130) in a real rjsf form: every Rec 20 unit has a name (no "Einheit A2"),
 * the 20 most used units come first, typing a code or part of a name finds the unit, and the
 * keyboard picks it; easy mode shows names alone, advanced mode the code beside; an unknown
 * imported code stays visible.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { codelist } from '@xr/codelists';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { SchemaForm } from '../form/SchemaForm';
import { uiFor } from '../model/uiFor';
import { matchUnits, unitChoices, unitLabel } from '../model/unitChoices';
import { userSettingsAtom } from '../state/atoms';
import { renderWithApp } from '../test/renderWithApp';

const schema = {
  type: 'object',
  properties: { Invoiced_quantity_unit_of_measure_code: { type: 'string', 'x-codelist': 'UNECE_REC20' } },
};

let latest: Record<string, unknown> = {};

function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [data, setData] = useState(initial);
  const ui = uiFor(intlFor(appStore.get(localeAtom)), schema, 'Test', { helpVisible: false });
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

describe('units of measure', () => {
  afterEach(() => {
    act(() => {
      appStore.set(localeAtom, 'de');
      appStore.set(userSettingsAtom, (s) => ({ ...s, isEasyMode: true }));
    });
    latest = {};
  });

  it('names every unit in German and English, the 20 suppliers use first, one "Stück"', () => {
    for (const locale of ['de', 'en'] as const) {
      const all = unitChoices(locale);
      expect(all).toHaveLength(codelist('UNECE_REC20').length);
      const unnamed = all.filter((c) => c.name === c.value || /^(Einheit|Unit) [0-9A-Z]{2,3}$/.test(c.name));
      expect(unnamed.map((c) => c.value)).toEqual([]);
      // issue 27: Stück, Stunde, Tag, Monat, kg, g, t, m, m², m³, km, l, pauschal, Paket, Karton,
      // Paar, Satz, Minute, Woche, Jahr (UN/ECE Rec 20, packages as Rec 21 codes with X)
      expect(all.slice(0, 20).map((c) => c.value)).toEqual(
        'H87 HUR DAY MON KGM GRM TNE MTR MTK MTQ KMT LTR LS XPK XCT PR SET MIN WEE ANN'.split(' '),
      );
    }
    const de = unitChoices('de');
    expect(de.slice(0, 20).map((c) => c.name)).toEqual(
      'Stück Stunde Tag Monat Kilogramm Gramm Tonne Meter Quadratmeter Kubikmeter Kilometer Liter pauschal Paket Karton Paar Satz Minute Woche Jahr'.split(
        ' ',
      ),
    );
    // one "Stück": H87; C62 (the number one) is named plainly
    expect(de.filter((c) => /Stück/.test(c.name)).map((c) => c.value)).toEqual(['H87']);
    expect(de.find((c) => c.value === 'C62')?.name).toBe('Anzahl');
    expect(de.find((c) => c.value === 'A2')?.name).toBe('Ampere per centimetre');
    expect(de[0].label).toBe('H87 – Stück');
    expect(unitChoices('en').find((c) => c.value === 'HUR')?.label).toBe('HUR – Hour');
  });

  it('finds a unit by its code first, then by its name, ignoring case and accents', () => {
    expect(matchUnits('kgm', 'de')[0].value).toBe('KGM');
    expect(matchUnits('stunde', 'de')[0].value).toBe('HUR');
    expect(matchUnits('kilogramm', 'de')[0].value).toBe('KGM');
    expect(matchUnits('square metre', 'en').map((c) => c.value)).toContain('MTK');
    expect(matchUnits('quadratmeter', 'de')[0].value).toBe('MTK');
    expect(matchUnits('zzzz-nothing', 'de')).toEqual([]);
    expect(matchUnits('', 'de', 20).map((c) => c.value)).toContain('ANN');
    expect(matchUnits('stück', 'de')[0].value).toBe('H87');
  });

  it('names units plainly in easy mode: the name alone, the code only where two units share a name', () => {
    const de = unitChoices('de');
    expect(de[0].plain).toBe('Stück');
    expect(unitChoices('en').find((c) => c.value === 'HUR')?.plain).toBe('Hour');
    expect(de.filter((c) => c.name === 'Ball').map((c) => c.plain)).toEqual(['Ball (AA)', 'Ball (XAL)']);
    expect(unitLabel('HUR', 'de', false)).toBe('Stunde');
    expect(unitLabel('HUR', 'de', true)).toBe('HUR – Stunde');
    expect(unitLabel('STUECK', 'de', false)).toBe('STUECK');
  });

  it('easy mode: picks a unit typed by its code and shows it by name alone', async () => {
    renderWithApp(<Harness initial={{ Invoiced_quantity_unit_of_measure_code: 'H87' }} />);
    const input = screen.getByRole('combobox', { name: 'Einheit' }) as HTMLInputElement;
    expect(input.value).toBe('Stück');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'HUR' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Stunde' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: /HUR/ })).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(latest.Invoiced_quantity_unit_of_measure_code).toBe('HUR'));
    await waitFor(() => expect(input.value).toBe('Stunde'));
  }, 60_000);

  it('advanced mode: picks a unit by typing and Enter, and shows the chosen unit with its code', async () => {
    act(() => appStore.set(userSettingsAtom, (s) => ({ ...s, isEasyMode: false })));
    renderWithApp(<Harness initial={{ Invoiced_quantity_unit_of_measure_code: 'H87' }} />);
    const input = screen.getByRole('combobox', { name: 'Einheit' }) as HTMLInputElement;
    expect(input.value).toBe('H87 – Stück');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'kilogr' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'KGM – Kilogramm' })).toBeTruthy());
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(latest.Invoiced_quantity_unit_of_measure_code).toBe('KGM'));
    await waitFor(() => expect(input.value).toBe('KGM – Kilogramm'));
  }, 60_000);

  it('keeps a code that is not a unit visible (imported data)', () => {
    renderWithApp(<Harness initial={{ Invoiced_quantity_unit_of_measure_code: 'STUECK' }} />);
    expect((screen.getByRole('combobox', { name: 'Einheit' }) as HTMLInputElement).value).toBe('STUECK');
  });
});
