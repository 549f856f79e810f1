import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/providers';
import { TOAST_DURATION_MS, Toaster, toast } from './toaster';

afterEach(() => {
  vi.useRealTimers();
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
});
