/**
 * The date field of the list filters and the editor: the UI language's notation whatever the
 * browser's language (German TT.MM.JJJJ, English DD/MM/YYYY), a calendar that picks a day, and a
 * day the calendar lacks named as such.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../editor/test/renderWithApp';
import { localeAtom } from '../state/app';
import { appStore } from '../state/store';
import { DateField } from './DateField';

let latest = '';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Von"
      name="from"
      value={value}
      onChange={(v) => {
        latest = v;
        setValue(v);
      }}
    />
  );
}

describe('date field', () => {
  afterEach(() => {
    act(() => appStore.set(localeAtom, 'de'));
    latest = '';
  });

  it('shows and takes the German notation, and names a day that does not exist', () => {
    renderWithApp(<Harness initial="2026-03-05" />);
    const input = screen.getByLabelText('Von') as HTMLInputElement;
    expect(input.value).toBe('05.03.2026');
    expect(input.placeholder).toBe('TT.MM.JJJJ');
    fireEvent.change(input, { target: { value: '31.02.2026' } });
    expect(
      screen.getByText('Das Datum 31.02.2026 gibt es nicht (diesen Tag hat der Monat nicht).'),
    ).toBeTruthy();
    expect(latest).toBe('');
    fireEvent.change(input, { target: { value: '2026/02/03' } });
    expect(screen.getByText('Bitte ein Datum im Format TT.MM.JJJJ eingeben.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '28.2.2026' } });
    expect(latest).toBe('2026-02-28');
    expect(screen.queryByText(/gibt es nicht|Bitte ein Datum/)).toBeNull();
  });

  it('uses the English notation in the English UI', () => {
    act(() => appStore.set(localeAtom, 'en'));
    renderWithApp(<Harness initial="2026-03-05" />);
    const input = screen.getByLabelText('Von') as HTMLInputElement;
    expect(input.value).toBe('05/03/2026');
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(screen.getByText('The date 31/02/2026 does not exist (the month has no such day).')).toBeTruthy();
  });

  it('picks a day from the calendar', async () => {
    renderWithApp(<Harness initial="2026-03-05" />);
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toBeTruthy();
    const day = await screen.findByRole('button', { name: /17\. März 2026|März 17, 2026|17/ });
    fireEvent.click(day);
    await waitFor(() => expect(latest).toBe('2026-03-17'));
    expect((screen.getByLabelText('Von') as HTMLInputElement).value).toBe('17.03.2026');
  }, 60_000);
});
