/**
 * The delivery status in the sent list: an invoice sent to a Peppol participant through an access
 * point that refuses it shows "fehlgeschlagen" with the reason (the sender is mailed), the
 * delivery filter finds it, and "Erneut senden" delivers it once the access point accepts.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessPoint } from '../../server/test/access-point';
import { apiLogin, registerCompany, saveByApi, uiLogin } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
let ap: Awaited<ReturnType<typeof startAccessPoint>>;
const login = 'zustellung@firma-vier.example';

beforeAll(async () => {
  ap = await startAccessPoint('refuse');
  h = await startHarness({
    env: { DELIVERY_HTTP_URL: ap.url, DELIVERY_MAX_ATTEMPTS: '1', DELIVERY_POLL_SECONDS: '0.2' },
  });
  page = h.page;
  await registerCompany(h, login, 'Firma Vier GmbH');
  const { accessToken } = await apiLogin(h, login);
  const invoice = JSON.parse(
    readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
  );
  const id = await saveByApi(h, accessToken, invoice);
  await h.api('POST', `api/v1_2/ubl-invoices-send?rechnungId=${id}`, undefined, accessToken);
  // the first load of the app on a busy machine takes longer than the harness's 10 s
  page.setDefaultNavigationTimeout(60_000);
  await uiLogin(h, page, login);
}, 180_000);
afterAll(async () => {
  await h?.close();
  await ap?.close();
});
screenshotOnFailure(() => page);

describe('delivery status in the sent list', () => {
  it('shows a refused delivery with its reason, filters by it, and delivers on "Erneut senden"', async () => {
    const failedMail = await h.mailbox.lastMailTo(login, { timeoutMs: 15_000 });
    expect(failedMail.subject).toContain('konnte nicht zugestellt werden');
    await page.goto(h.url('/invoices-sent'));
    const row = page.getByTestId('table-sent').getByTestId('invoice-row').first();
    const status = row.getByTestId('delivery-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('FAILED');
    expect(await status.textContent()).toContain('fehlgeschlagen');
    expect(await status.textContent()).toContain('HTTP 422');
    await page.getByRole('columnheader', { name: 'Zustellung' }).waitFor();

    await page.getByLabel('Zustellung').selectOption('DELIVERED');
    await page.getByText('Keine Rechnungen gefunden.').waitFor();
    await page.getByLabel('Zustellung').selectOption('FAILED');
    await row.waitFor();

    ap.state.mode = 'accept';
    await row.getByRole('button', { name: /^Erneut senden/ }).click();
    await page.getByLabel('Zustellung').selectOption('');
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('delivery-status').first().getAttribute('data-status');
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe('DELIVERED');
    expect(await page.getByTestId('delivery-status').first().textContent()).toContain('Empfangsnummer AP-1');
  });
});
