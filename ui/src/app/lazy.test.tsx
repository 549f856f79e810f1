import { screen as dom } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/providers';
import { CHUNK_TIMEOUT_MS, screen, withTimeout } from './lazy';

describe('code-split screens', () => {
  it('waits 120 s for a chunk before giving up', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await expect(withTimeout(new Promise(() => undefined), 20)).rejects.toThrow('chunk load timeout');
    await expect(withTimeout(Promise.resolve('ok'), 20)).resolves.toBe('ok');
  });

  it('shows a clear message with a reload button when a chunk fails to load', async () => {
    const Broken = screen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderInApp(
      <Suspense fallback={null}>
        <Broken />
      </Suspense>,
    );
    expect(await dom.findByText(/Dieser Bildschirm konnte nicht geladen werden/)).toBeTruthy();
    expect(dom.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('gives up on a chunk that never arrives', async () => {
    const Slow = screen(() => new Promise(() => undefined), 30);
    renderInApp(
      <Suspense fallback={<p>lädt</p>}>
        <Slow />
      </Suspense>,
    );
    expect(dom.getByText('lädt')).toBeTruthy();
    expect(await dom.findByRole('alert')).toBeTruthy();
  });
});
