/**
 * Login for the editor's e2e tests: the demo user of a `--demo` server. Should the demo seed be
 * missing, a company is registered and activated through the real API and mail instead, so the
 * editor's tests still run against a real account.
 */
import type { Page } from 'playwright-core';
import { tokenOf } from './flows';
import { type Harness, linkIn } from './harness';

export const DEMO = { login: 'user@demo.example', password: 'Demo-User-2026!' };

async function demoWorks(h: Harness): Promise<boolean> {
  try {
    await h.api('POST', 'public-api/authenticate/', DEMO);
    return true;
  } catch {
    return false;
  }
}

export async function account(h: Harness): Promise<{ login: string; password: string }> {
  if (await demoWorks(h)) return DEMO;
  const login = 'editor@e2e.example';
  const password = 'Editor-E2e-2026!';
  await h.api('POST', 'public-api/adresse', {
    login,
    companyName: 'E2E GmbH',
    street: 'Teststraße',
    number: '1',
    postcode: '10115',
    city: 'Berlin',
    contactEmail: 'kontakt@e2e.example',
    locale: 'de',
    country: 'DE',
    givenName: 'Erika',
    familyName: 'Muster',
    termsAccepted: true,
    privacyAccepted: true,
  });
  const token = tokenOf(linkIn(await h.mailbox.lastMailTo(login)));
  await h.api('POST', 'public-api/activate', { token, password, passwordRepeat: password });
  return { login, password };
}

export async function logIn(h: Harness, page: Page): Promise<void> {
  const { login, password } = await account(h);
  await page.goto(h.url('/'));
  await page.getByLabel('Login-E-Mail').fill(login);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Rechnung erstellen' }).waitFor();
}
