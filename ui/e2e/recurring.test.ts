/**
 * Recurring invoices and the audit log in the browser: from an invoice in progress the user makes
 * a monthly schedule; the test moves the server's scheduler clock (SCHEDULER_CLOCK_FILE) to the
 * first occurrence and sees the scheduler create the next invoice (numbered, in the list, in the
 * schedule's "created invoices"); the administration's audit log shows who did what, filtered
 * and exported as CSV.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysScroll, unlabelledFields } from './a11y-steps';
import { apiLogin, menu, registerCompany, rowAction, uiLogin } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
let token = '';
const login = 'rita.rhythmus@abo.example';
const clockFile = join(mkdtempSync(join(tmpdir(), 'xr-clock-')), 'now');
const setClock = (iso: string) => writeFileSync(clockFile, iso);
const output = new URL('./output/', import.meta.url);

beforeAll(async () => {
  setClock('2026-04-01T10:00:00Z');
  h = await startHarness({
    env: {
      SCHEDULER_CLOCK_FILE: clockFile,
      SCHEDULER_INTERVAL_SECONDS: '1',
      // the demo buyer is reached over HTTP: an access point is configured (nothing listens there)
      DELIVERY_HTTP_URL: 'http://127.0.0.1:9/deliveries',
    },
  });
  page = h.page;
  await registerCompany(h, login, 'Abo Service GmbH');
  const { accessToken } = await apiLogin(h, login);
  token = accessToken;
  // issued 2026-03-02 for the service period February 2026
  const invoice = JSON.parse(
    readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
  );
  await h.api(
    'POST',
    'api/rechnung',
    {
      invoiceNumber: 'RE-2026-0001',
      invoiceIssueDate: '2026-03-02',
      buyerReference: invoice.Buyer_reference,
      jsongroupvalidation: true,
      specVersion: '3.0.1',
      json: JSON.stringify(invoice),
    },
    accessToken,
  );
  await uiLogin(h, page, login);
}, 120_000);
afterAll(() => h?.close());
screenshotOnFailure(() => page);

const scheduleRow = () => page.getByTestId('schedule-row');

describe('a monthly recurring invoice', () => {
  it('is made from an invoice with "Wiederkehrend"', async () => {
    await page.goto(h.url('/invoices-in-progress'));
    await rowAction(page, page.locator('main'), 'RE-2026-0001', 'Wiederkehrend');
    await page.getByRole('heading', { level: 2, name: 'Wiederkehrende Rechnung anlegen' }).waitFor();
    await page.getByLabel('Rhythmus').selectOption('month');
    await page.getByLabel(/^Erster Termin/).fill('02.04.2026');
    await page.getByLabel(/^Zahlungsziel in Tagen/).fill('14');
    await page.getByRole('button', { name: 'Wiederkehrend anlegen' }).click();
    await page.getByText('Die wiederkehrende Rechnung wurde angelegt.').waitFor();
    await page.waitForURL(/\/schedules$/);
    await expect
      .poll(async () => (await scheduleRow().first().locator('td').allTextContents()).slice(0, 4))
      .toEqual(['RE-2026-0001 ', 'monatlich', '02.04.2026', '0']);
  });

  it('the scheduler creates the next invoice once the clock reaches the first occurrence', async () => {
    setClock('2026-04-02T07:00:00Z');
    await expect
      .poll(
        async () => {
          await page.reload();
          await scheduleRow().first().waitFor();
          return (await scheduleRow().first().locator('td').allTextContents())[3];
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe('1');
    expect((await scheduleRow().first().locator('td').allTextContents())[2]).toBe('02.05.2026');
    await rowAction(page, page.locator('main'), 'RE-2026-0001', 'Erstellte Rechnungen');
    const run = page.getByTestId('schedule-run');
    await run.first().waitFor();
    expect(await run.first().locator('td').allTextContents()).toEqual([
      '02.04.2026',
      'RE-2026-0002',
      'Entwurf',
    ]);

    await page.goto(h.url('/invoices-in-progress'));
    await page.getByRole('button', { name: 'Bearbeiten RE-2026-0002' }).waitFor();
  });

  it('the audit log shows who did what, filters by user and exports CSV', async () => {
    await menu(page, 'Administration');
    await page.getByRole('link', { name: 'Protokoll' }).click();
    await page.getByRole('heading', { level: 1, name: 'Protokoll' }).waitFor();
    const rows = page.getByTestId('audit-row');
    await rows.first().waitFor();
    const all = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 4).map((td) => td.textContent?.trim())),
    );
    expect(all).toEqual([
      ['scheduler', 'angelegt', 'Rechnung RE-2026-0002'],
      [login, 'angelegt', 'Wiederkehrende Rechnung RE-2026-0001'],
      [login, 'angelegt', 'Rechnung RE-2026-0001'],
    ]);
    await page.getByLabel('Benutzer').fill('scheduler');
    await page.getByRole('button', { name: 'Filtern', exact: true }).click();
    await page.getByTestId('audit-page-info').getByText('Seite 1 von 1 (1 Eintrag)').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Als CSV exportieren' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('at,userLogin,action,objectType,objectId,objectLabel,detail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',scheduler,created,invoice,');
    expect(lines[1]).toContain('RE-2026-0002');
  });

  it('the invoice the scheduler made is sent and archived; the archive verifies it; the new screens pass axe', async () => {
    const drafts = await h.api<{ content: { id: number; invoiceNumber: string }[] }>(
      'GET',
      'api/rechnung/inprogress',
      undefined,
      token,
    );
    const made = drafts.content.find((r) => r.invoiceNumber === 'RE-2026-0002');
    await h.api('POST', `api/v1_2/ubl-invoices-send?rechnungId=${made?.id}`, undefined, token);
    await page.goto(h.url('/archive'));
    await rowAction(page, page.locator('main'), 'RE-2026-0002', 'Prüfen');
    await page.getByTestId('archive-row').getByRole('status').getByText('unverändert').waitFor();

    const found: string[] = [];
    for (const path of ['/schedules', '/archive', '/audit-log', '/mail-texts']) {
      await page.goto(h.url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await axeViolations(page, path)), ...(await unlabelledFields(page, path)));
    }
    expect(found).toEqual([]);
  });

  it('on a phone the schedules, the archive and the audit log are cards with one menu, nothing scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const screens = [
      ['/schedules', 'schedule-row', ['Erstellte Rechnungen', 'Anhalten', 'Löschen']],
      ['/archive', 'archive-row', ['Prüfen', 'XML herunterladen']],
      ['/audit-log', 'audit-row', []],
    ] as const;
    for (const [path, testId, items] of screens) {
      await page.goto(h.url(path));
      const card = page.getByTestId(testId).first();
      await card.waitFor();
      expect(await page.locator('main table').count(), path).toBe(0);
      expect(await sidewaysScroll(page), path).toBe(0);
      // one button per card, the menu, which holds every action
      expect(await card.getByRole('button').count(), path).toBe(items.length ? 1 : 0);
      if (!items.length) continue;
      await card.getByRole('button', { name: /^Aktionen / }).click();
      await expect.poll(() => page.getByRole('menuitem').allTextContents(), { message: path }).toEqual(items);
      await page.keyboard.press('Escape');
      expect(await axeViolations(page, `${path} as cards at 390 px`)).toEqual([]);
    }
    // the cards with data, as a supplier sees them (the screenshot script's demo has none)
    mkdirSync(output, { recursive: true });
    for (const path of ['/schedules', '/archive', '/audit-log']) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(h.url(path));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: new URL(`list${path.replace('/', '-')}-${width}.png`, output).pathname,
          fullPage: true,
        });
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    // the archive's check from the card's menu shows its verdict in the card
    await page.goto(h.url('/archive'));
    await rowAction(page, page.locator('main'), 'RE-2026-0002', 'Prüfen');
    await page.getByTestId('archive-row').getByRole('status').getByText('unverändert').waitFor();
    // the audit card names who did what to which invoice
    await page.goto(h.url('/audit-log'));
    await expect
      .poll(() => page.getByTestId('audit-row').first().textContent())
      .toMatch(/Benutzer.*(angelegt|gesendet|archiviert)/);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
