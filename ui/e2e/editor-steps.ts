/** Small page steps shared by the editor's e2e tests. */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** The editor's screens in easy mode, in menu order. */
export const EASY_SCREENS = [
  'SummaryView',
  'BuyerInformationView',
  'SellerInformationView',
  'DataView',
  'DeliveryInformationView',
  'InvoiceLines',
  'DocumentTotalsView',
  'PaymentDataView',
  'AdditionalSupportingDocumentsView',
  'ValidateView',
];

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Clicks and returns the text of the file the click downloads. */
export async function downloadOf(page: Page, target: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), target.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** Confirms the open dialog with its main button. */
export async function confirmDialog(
  page: Page,
  name: string | RegExp = /Bestätigen|Confirm|OK/,
): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function openScreen(page: Page, screen: string): Promise<void> {
  await page.getByTestId(`menu-${screen}`).click();
  await page.locator(`[data-screen="${screen}"]`).waitFor();
}

/** Waits until the menu entry of `screen` has no error badge (live validation ran). */
export async function badgeGone(page: Page, screen: string): Promise<void> {
  try {
    await page.getByTestId(`badge-${screen}`).waitFor({ state: 'detached', timeout: 5000 });
  } catch (error) {
    await openScreen(page, screen);
    await page.waitForTimeout(300);
    const shown = await page
      .locator('[data-part="error-text"], [data-screen] .chakra-text')
      .allTextContents();
    throw new Error(`${screen} still has errors: ${shown.join(' | ')}`, { cause: error });
  }
}
