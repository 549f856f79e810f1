import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { renderInApp } from '../../test/providers';
import LoginScreen, { loginErrorKey } from './LoginScreen';
import RegistrationScreen from './RegistrationScreen';

afterEach(() => appStore.set(localeAtom, 'de'));

describe('login screen', () => {
  it('labels its fields, links registration and password reset, and checks before sending', () => {
    renderInApp(<LoginScreen />);
    expect(screen.getByLabelText(/^Login-E-Mail/)).toBeTruthy();
    expect(screen.getByLabelText(/^Passwort/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Registrieren/ }).getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/password-reset',
    );
    fireEvent.change(screen.getByLabelText(/^Login-E-Mail/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Pflichtfeld')).toBeTruthy();
  });

  it('maps every login refusal to its message', () => {
    expect(loginErrorKey(new ApiError('x', 401, 'login.error.badCredentials'))).toBe(
      'login.error.badCredentials',
    );
    expect(loginErrorKey(new ApiError('x', 403, 'login.error.locked'))).toBe('login.error.locked');
    expect(loginErrorKey(new ApiError('x', 403, 'login.error.disabled'))).toBe('login.error.disabled');
    expect(loginErrorKey(new ApiError('x', 429))).toBe('login.error.tooManyAttempts');
    expect(loginErrorKey(new ApiError('x', 401))).toBe('login.error.badCredentials');
    expect(loginErrorKey(new ApiError('x', 500))).toBe('login.error.internal');
    expect(loginErrorKey(new Error('network'))).toBe('login.error.internal');
  });
});

describe('registration screen', () => {
  it('requires terms and privacy and switches the country labels with the language', async () => {
    renderInApp(<RegistrationScreen />);
    const country = screen.getByRole('combobox', { name: /^Land/ }) as HTMLSelectElement;
    expect(country.value).toBe('DE');
    expect(country.selectedOptions[0].textContent).toBe('Deutschland');
    expect((country.options[0] as HTMLOptionElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen.')).toBeTruthy();
    expect(screen.getByText('Bitte akzeptieren Sie die Datenschutzerklärung.')).toBeTruthy();
    await act(async () => appStore.set(localeAtom, 'en'));
    const english = screen.getByRole('combobox', { name: /^Country/ }) as HTMLSelectElement;
    expect(english.selectedOptions[0].textContent).toBe('Germany');
    expect(screen.getByText('Please accept the privacy statement.')).toBeTruthy();
  });
});
