import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Configuration } from '../api/types';
import { LegalScreen } from '../screens/legal/LegalScreen';
import { configurationAtom, runningRequestsAtom } from '../state/app';
import { appStore } from '../state/store';
import { renderInApp } from '../test/providers';
import { Footer } from './Footer';
import { Header } from './Header';

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

afterEach(() => {
  appStore.set(configurationAtom, null);
  appStore.set(runningRequestsAtom, 0);
});

describe('header and footer', () => {
  it('marks a test system and shows the busy indicator while requests run', async () => {
    appStore.set(configurationAtom, { isTestSystem: true } as Configuration);
    const { container } = renderInApp(<Header />);
    expect(screen.getByText('Testsystem')).toBeTruthy();
    expect(container.querySelector('header')?.getAttribute('data-test-system')).toBe('true');
    expect(screen.queryByTestId('busy')).toBeNull();
    await act(async () => appStore.set(runningRequestsAtom, 1));
    expect(screen.getByTestId('busy')).toBeTruthy();
    await act(async () => appStore.set(configurationAtom, { isTestSystem: false } as Configuration));
    expect(screen.queryByText('Testsystem')).toBeNull();
  });

  it('shows version, configured spec version, the links and the optional manuals', () => {
    appStore.set(configurationAtom, {
      xrechnungSpec: '3.0.1',
      links: { imprint: 'https://portal.example/impressum', privacy: 'https://portal.example/datenschutz' },
      textManualUrl: 'https://portal.example/handbuch.pdf',
    } as Configuration);
    renderInApp(<Footer />);
    expect(screen.getByTestId('version').textContent).toBe('Version 2.13.1');
    expect(screen.getByTestId('spec-version').textContent).toBe('XRechnung 3.0.1');
    expect(screen.getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe(
      'https://portal.example/impressum',
    );
    expect(screen.getByRole('link', { name: 'Datenschutz' }).getAttribute('href')).toBe(
      'https://portal.example/datenschutz',
    );
    // no terms-of-use address configured: the installation's own page, never the imprint
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' }).getAttribute('href')).toBe(
      `${BASE}/terms`,
    );
    expect(screen.getByRole('link', { name: 'Handbuch' }).getAttribute('href')).toBe(
      'https://portal.example/handbuch.pdf',
    );
    expect(screen.queryByRole('link', { name: 'Video-Anleitung' })).toBeNull();
    expect(screen.getByRole('button', { name: 'DE', pressed: true })).toBeTruthy();
  });

  it('links the default legal pages without configured addresses and an external terms page when given', async () => {
    appStore.set(configurationAtom, { links: {} } as Configuration);
    renderInApp(<Footer />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect([href('Impressum'), href('Datenschutz'), href('Nutzungsbedingungen')]).toEqual([
      `${BASE}/imprint`,
      `${BASE}/privacy`,
      `${BASE}/terms`,
    ]);
    await act(async () =>
      appStore.set(configurationAtom, { links: { termsOfUse: 'https://amt.example/agb' } } as Configuration),
    );
    expect(href('Nutzungsbedingungen')).toBe('https://amt.example/agb');
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' }).getAttribute('target')).toBe('_blank');
    expect(href('Impressum')).toBe(`${BASE}/imprint`);
  });

  it('the default page says it is a placeholder of the installation', () => {
    renderInApp(<LegalScreen page="imprint" />);
    expect(screen.getByRole('heading', { name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('Dies ist eine Platzhalterseite dieser Installation.')).toBeTruthy();
    expect(screen.getByText(/noch kein eigenes Impressum hinterlegt/)).toBeTruthy();
  });
});
