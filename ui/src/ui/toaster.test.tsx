import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../state/app';
import { appStore } from '../state/store';
import { renderInApp } from '../test/providers';
import { ToastBar } from './ToastBar';
import { TOAST_DURATION_MS, Toaster, toast } from './toaster';

afterEach(() => {
  vi.useRealTimers();
  appStore.set(localeAtom, 'de');
});

describe('toasts', () => {
  it('close by themselves after 4000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInApp(<Toaster />);
    toast.success('Die Daten wurden gespeichert.');
    expect(await screen.findByText('Die Daten wurden gespeichert.')).toBeTruthy();
    expect(TOAST_DURATION_MS).toBe(4000);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Die Daten wurden gespeichert.')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    await vi.waitFor(() => expect(screen.queryByText('Die Daten wurden gespeichert.')).toBeNull());
  });

  it('close with their button, labelled in the UI language, and sit in a named region', async () => {
    renderInApp(<Toaster />);
    toast.success('Die Rechnung wurde kopiert.');
    await screen.findByText('Die Rechnung wurde kopiert.');
    expect(screen.getByRole('region', { name: /^Meldungen/ })).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Meldung schließen' });
    fireEvent.click(close);
    await vi.waitFor(() => expect(screen.queryByText('Die Rechnung wurde kopiert.')).toBeNull());
    await act(async () => appStore.set(localeAtom, 'en'));
    toast.success('Copied.');
    await screen.findByText('Copied.');
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeTruthy();
  });

  it('close when the user switches the language (their text is in the old one)', async () => {
    renderInApp(<Toaster />);
    toast.success('Die Rechnung wurde gespeichert.');
    await screen.findByText('Die Rechnung wurde gespeichert.');
    await act(async () => appStore.set(localeAtom, 'en'));
    await vi.waitFor(() => expect(screen.queryByText('Die Rechnung wurde gespeichert.')).toBeNull());
    toast.success('The invoice was saved.');
    expect(await screen.findByText('The invoice was saved.')).toBeTruthy();
  });

  it('give focus back to where it was when closed with the keyboard (no focus lost on a removed button)', async () => {
    renderInApp(
      <>
        <button type="button">Speichern</button>
        <Toaster />
      </>,
    );
    toast.success('Die Rechnung wurde gespeichert.');
    const shown = await screen.findByText('Die Rechnung wurde gespeichert.');
    const before = screen.getByRole('button', { name: 'Speichern' });
    before.focus();
    const close = within(shown.closest('[data-testid="toast"]') as HTMLElement).getByRole('button', {
      name: 'Meldung schließen',
    });
    fireEvent.focus(close, { relatedTarget: before });
    close.focus();
    fireEvent.click(close);
    await vi.waitFor(() => expect(screen.queryByText('Die Rechnung wurde gespeichert.')).toBeNull(), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(before), { timeout: 5000 });
  });

  it("below 768 px go into the page frame's bar (in the flow, not over it), close by themselves or with their button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      renderInApp(
        <>
          <Toaster />
          <ToastBar />
        </>,
      );
      toast.success('Die Rechnung wurde kopiert.');
      const shown = await screen.findByText('Die Rechnung wurde kopiert.');
      const bar = screen.getByTestId('toast-bar');
      expect(bar.contains(shown)).toBe(true);
      expect(bar.getAttribute('aria-live')).toBe('polite');
      expect(screen.getAllByRole('region', { name: 'Meldungen' })).toContain(bar);
      expect(within(bar).getByRole('status').textContent).toContain('Die Rechnung wurde kopiert.');
      await act(async () => {
        vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
      });
      expect(screen.queryByText('Die Rechnung wurde kopiert.')).toBeNull();
      toast.warning('Die Rechnungsnummer ist schon vergeben.');
      await screen.findByText('Die Rechnungsnummer ist schon vergeben.');
      fireEvent.click(within(bar).getByRole('button', { name: 'Meldung schließen' }));
      expect(screen.queryByText('Die Rechnungsnummer ist schon vergeben.')).toBeNull();
      // a language switch closes the bar's toasts too
      toast.success('Die Rechnung wurde gespeichert.');
      await screen.findByText('Die Rechnung wurde gespeichert.');
      await act(async () => appStore.set(localeAtom, 'en'));
      expect(screen.queryByText('Die Rechnung wurde gespeichert.')).toBeNull();
    } finally {
      narrow.mockRestore();
    }
  });
});
