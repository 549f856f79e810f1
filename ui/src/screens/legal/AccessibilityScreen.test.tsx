import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Configuration } from '../../api/types';
import { Footer } from '../../shell/Footer';
import { configurationAtom, localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { renderInApp } from '../../test/providers';
import AccessibilityScreen, { contactHref } from './AccessibilityScreen';

afterEach(() => {
  appStore.set(configurationAtom, null);
  appStore.set(localeAtom, 'de');
});

describe('accessibility statement', () => {
  it('names the standard and links the configured contact for reporting barriers', () => {
    appStore.set(configurationAtom, { accessibilityContact: 'barrierefrei@amt.example' } as Configuration);
    renderInApp(<AccessibilityScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeTruthy();
    expect(screen.getByText(/BITV 2\.0 teilweise vereinbar/)).toBeTruthy();
    expect(screen.getByText(/WCAG 2\.1 in der Stufe AA/)).toBeTruthy();
    const contact = screen.getByTestId('accessibility-contact');
    expect(contact.getAttribute('href')).toBe('mailto:barrierefrei@amt.example');
    expect(contact.textContent).toBe('barrierefrei@amt.example');
    expect(screen.getByRole('heading', { level: 2, name: 'Schlichtungsverfahren' })).toBeTruthy();
  });

  it('says so when the operator has configured no contact, and speaks English in the English UI', async () => {
    appStore.set(configurationAtom, {} as Configuration);
    renderInApp(<AccessibilityScreen />);
    expect(screen.getByTestId('accessibility-contact-missing').textContent).toMatch(/ACCESSIBILITY_CONTACT/);
    await act(async () => appStore.set(localeAtom, 'en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
  });

  it('turns an e-mail address into a mailto link and keeps a web address', () => {
    expect(contactHref(' a11y@amt.example ')).toBe('mailto:a11y@amt.example');
    expect(contactHref('https://amt.example/barriere-melden')).toBe('https://amt.example/barriere-melden');
    expect(contactHref('mailto:x@amt.example')).toBe('mailto:x@amt.example');
  });

  it('is linked from the footer', () => {
    renderInApp(<Footer />);
    const link = screen.getByRole('link', { name: 'Barrierefreiheit' });
    expect(link.getAttribute('href')).toMatch(/\/accessibility$/);
  });
});
