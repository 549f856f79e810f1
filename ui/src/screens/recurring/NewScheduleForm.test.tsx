import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/providers';
import { NewScheduleForm } from './NewScheduleForm';

describe('new recurring invoice form', () => {
  it('checks the last occurrence and the due days before it calls the server', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderInApp(<NewScheduleForm invoiceId={7} created={() => {}} />);
    expect((screen.getByRole('combobox', { name: 'Rhythmus' }) as HTMLSelectElement).value).toBe('month');
    fireEvent.change(screen.getByLabelText(/^Erster Termin/), { target: { value: '2026-04-02' } });
    fireEvent.change(screen.getByLabelText(/^Letzter Termin/), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText(/^Zahlungsziel in Tagen/), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wiederkehrend anlegen' }));
    expect(screen.getByText('Der letzte Termin liegt vor dem ersten.')).toBeTruthy();
    expect(screen.getByText('Bitte eine ganze Zahl von 0 bis 365 eingeben.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
