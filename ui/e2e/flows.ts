/** Steps the e2e tests share: a company registered and activated through the API and the mailbox, logins. */
import type { Locator, Page } from 'playwright-core';
import { type Harness, linkIn } from './harness';

export const PASSWORD = 'Sicher-genug-2026!';

export interface Company {
  login: string;
  password: string;
  name: string;
}

/** Registers a company with its first user (admin) and activates the account from the mailed link. */
export async function registerCompany(h: Harness, login: string, name = 'Muster GmbH'): Promise<Company> {
  const since = Date.now();
  await h.api('POST', 'public-api/adresse', {
    login,
    companyName: name,
    street: 'Hauptstraße',
    number: '1',
    postcode: '10115',
    city: 'Berlin',
    contactEmail: `kontakt+${login}`,
    locale: 'de',
    country: 'DE',
    givenName: 'Erika',
    familyName: 'Muster',
    termsAccepted: true,
    privacyAccepted: true,
  });
  await activateFromMail(h, login, PASSWORD, since);
  return { login, password: PASSWORD, name };
}

/** The token of a mailed link: its last path segment (the link ends with `?lang=de|en`). */
export const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

export async function activateFromMail(
  h: Harness,
  login: string,
  password: string,
  since = 0,
): Promise<void> {
  const link = linkIn(await h.mailbox.lastMailTo(login, { since }), '/account-activation/');
  await h.api('POST', 'public-api/activate', { token: tokenOf(link), password, passwordRepeat: password });
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export const apiLogin = (h: Harness, login: string, password = PASSWORD) =>
  h.api<Tokens>('POST', 'public-api/authenticate', { login, password });

/** Saves an invoice (the editor's JSON) as a new one through the API, as the editor saves it; its id. */
export async function saveByApi(
  h: Harness,
  token: string,
  invoice: { Invoice_number: { Content: string } } & Record<string, unknown>,
): Promise<number> {
  const saved = await h.api<{ id: number }>(
    'POST',
    'api/rechnung',
    {
      invoiceNumber: invoice.Invoice_number.Content,
      invoiceIssueDate: invoice.Invoice_issue_date,
      buyerReference: invoice.Buyer_reference,
      jsongroupvalidation: true,
      specVersion: '3.0.1',
      json: JSON.stringify(invoice),
    },
    token,
  );
  return saved.id;
}

/** Logs in through the login screen and waits for the dashboard. */
export async function uiLogin(h: Harness, page: Page, login: string, password = PASSWORD): Promise<void> {
  await page.goto(h.url('/'));
  await page.getByLabel(/^Login-E-Mail|^Login e-mail/).fill(login);
  await page.getByLabel(/^Passwort|^Password/).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
  await page.getByRole('heading', { level: 1, name: /^(Startseite|Start page)$/ }).waitFor();
}

/** Opens the user menu in the header and chooses an item. */
export async function menu(page: Page, item: string | RegExp): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Confirms the open confirmation dialog with its confirm button. */
export async function confirm(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name }).click();
}

/** Chooses an action of a list row from its "Aktionen" menu (issue 27: row actions in one menu). */
export async function rowAction(
  page: Page,
  scope: Locator,
  number: string | RegExp,
  item: string | RegExp,
): Promise<void> {
  const name =
    typeof number === 'string' ? `Aktionen ${number}` : new RegExp(`^(Aktionen|Actions) ${number.source}`);
  await scope.getByRole('button', { name }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
}
