/**
 * Reflow (WCAG 1.4.10) in Debian Chromium against the real server with the demo company: at
 * 320 px (the criterion's width, = 1280 px at 400 % zoom), 390 px (a phone) and 640 px (1280 px at
 * 200 % zoom) the main screens never scroll sideways — wide tables scroll inside their own
 * labelled, focusable box — and their main actions stay on screen and usable. Toasts cover no
 * control on a desktop-wide screen and close with their button, labelled in the UI language; on
 * a phone (390 px) they take their own room at the bottom, so the buttons at the top and bottom
 * of the list and of the editor stay clickable while one is open.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysScroll } from './a11y-steps';
import { rowAction } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const ADMIN = { login: 'admin@demo.example', password: 'Demo-Admin-2026!' };
const SHELL = [
  '/Dashboard',
  '/invoices-in-progress',
  '/invoices-sent',
  '/ssouser',
  '/audit-log',
  '/mail-texts',
  '/address',
  '/MasterdataView',
  '/archive',
  '/schedules',
  '/buyers',
  '/articles',
];
const EDITOR = [
  'SummaryView',
  'BuyerInformationView',
  'DataView',
  'InvoiceLines',
  'PaymentDataView',
  'AdditionalSupportingDocumentsView',
  'ValidateView',
];
const PUBLIC = ['/', '/registration', '/password-reset', '/accessibility', '/check'];

let h: Harness;
let page: Page;

async function overflowAt(width: number, where: string): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  // two frames: the layout of the new width is done even on a loaded machine
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(50);
  const extra = await sidewaysScroll(page);
  return extra > 0 ? [`${where} at ${width} px scrolls ${extra} px sideways`] : [];
}

/** The outermost elements that stick out of the viewport while their parent does not: the culprits. */
const widest = (p: Page) =>
  p.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out = (e: Element | null) => !!e && e.getBoundingClientRect().right > vw + 1;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (e) => out(e) && !out(e.parentElement) && !e.parentElement?.closest('[data-scroll-x]'),
    );
    // else: containers whose content spills over them (overflow visible)
    const spilling = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (e) =>
        e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible' && e.clientWidth > 0,
    );
    return [...culprits, ...spilling.slice(-2)]
      .slice(0, 4)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${e.className.toString().split(' ')[0]}[${e.getAttribute('data-testid') ?? e.getAttribute('data-section') ?? ''}] "${(e.textContent ?? '').slice(0, 30)}" ${Math.round(e.getBoundingClientRect().width)}px`,
      )
      .join(' | ');
  });

beforeAll(async () => {
  h = await startHarness({ demo: true });
  page = h.page;
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

describe('reflow: no sideways scrolling at 320, 390 and 640 px', () => {
  it('public screens', async () => {
    const found: string[] = [];
    for (const path of PUBLIC) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(h.url(path));
      await page.locator('main h1').waitFor();
      for (const width of [320, 390, 640]) {
        const over = await overflowAt(width, path);
        if (over.length) over.push(await widest(page));
        found.push(...over);
      }
    }
    expect(found).toEqual([]);
  });

  it('dashboard, lists, administration and master data; the editor screens with lines', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(h.url('/'));
    await page.locator('input[type="email"], input[name="login"]').first().fill(ADMIN.login);
    await page.locator('input[type="password"]').first().fill(ADMIN.password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(/\/Dashboard$/);
    const found: string[] = [];
    for (const path of SHELL) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(h.url(path));
      await page.locator('main h1, main [data-screen]').first().waitFor();
      for (const width of [320, 390, 640]) {
        const over = await overflowAt(width, path);
        if (over.length) over.push(await widest(page));
        found.push(...over);
      }
    }
    // a phone-sized screen: open a demo invoice from the list and walk the editor
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(h.url('/invoices-in-progress'));
    await page
      .getByTestId('table-inprogress')
      .getByRole('button', { name: /^Bearbeiten / })
      .first()
      .click();
    await page.locator('[data-screen="SummaryView"]').waitFor();
    for (const screen of EDITOR) {
      // below 768 px the menu is a step selector
      await page.getByTestId('step-select').selectOption(screen);
      await page.locator(`[data-screen="${screen}"]`).waitFor();
      for (const width of [320, 390, 640]) {
        const over = await overflowAt(width, screen);
        if (over.length) over.push(await widest(page));
        found.push(...over);
      }
      await page.setViewportSize({ width: 390, height: 800 });
    }
    expect(found).toEqual([]);
    // the main action of the editor is still reachable and works on a phone
    await page.getByRole('button', { name: 'Rechnung speichern' }).click();
    await page.getByTestId('toast').first().waitFor();
  }, 180_000);
});

describe('toasts', () => {
  it('cover no control at desktop width and close with a German-labelled button', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(h.url('/invoices-in-progress'));
    const table = page.getByTestId('table-inprogress');
    await table.getByTestId('invoice-row').first().waitFor();
    await rowAction(page, table, /.+/, 'Kopieren');
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    // the pointer rests on the toast: it stays while the pointer is there
    await toast.hover();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const covered = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')].map((t) =>
        t.getBoundingClientRect(),
      );
      const controls = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]'),
      ].filter((c) => !c.closest('[data-testid="toast"]') && c.getClientRects().length > 0);
      return controls
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return boxes.some(
            (b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
          );
        })
        .map((c) => c.getAttribute('aria-label') ?? c.textContent ?? c.tagName);
    });
    if (process.env.XR_A11Y_SHOT) await page.screenshot({ path: process.env.XR_A11Y_SHOT });
    expect(covered).toEqual([]);
    const close = toast.getByRole('button', { name: 'Meldung schließen' });
    await close.click();
    await toast.waitFor({ state: 'detached' });
  });

  it('move into the bottom bar when the window narrows, covering no dialog title at 390 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(h.url('/invoices-in-progress'));
    const table = page.getByTestId('table-inprogress');
    await table.getByTestId('invoice-row').first().waitFor();
    await rowAction(page, table, /.+/, 'Kopieren');
    await page.getByTestId('toast').first().waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    const bar = page.getByTestId('toast-bar');
    await bar.getByTestId('toast').first().waitFor();
    // none is left at the top, where it would cover a dialog's title or the header
    await expect
      .poll(() => page.locator('[data-testid="toast"]:not([data-testid="toast-bar"] *)').count())
      .toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('take their own room at the bottom on a phone (390 px): the list and the editor stay clickable', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(h.url('/invoices-in-progress'));
    const table = page.getByTestId('table-inprogress');
    await table.getByTestId('invoice-row').first().waitFor();
    await rowAction(page, table, /.+/, 'Kopieren');
    const bar = page.getByTestId('toast-bar');
    const toast = bar.getByTestId('toast').first();
    await toast.waitFor();
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await bar.getAttribute('aria-live')).toBe('polite');
    // focus in the bar keeps the message open while the page is checked (as a reader's would)
    await toast.getByRole('button', { name: 'Meldung schließen' }).focus();
    const box = await toast.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    const rows = table.getByTestId('invoice-row');
    const controls: [string, Locator][] = [
      ['first row', rows.first().getByRole('button', { name: /^Bearbeiten / })],
      ['last row', rows.last().getByRole('button', { name: /^Aktionen / })],
      [
        'paging: next',
        page.getByRole('navigation', { name: 'Seiten' }).getByRole('button', { name: 'Weiter' }),
      ],
      ['footer: language', page.getByRole('button', { name: 'EN', exact: true })],
      ['header: user menu', page.getByTestId('user-menu')],
    ];
    expect(await notClickable(controls)).toEqual([]);
    expect(await axeViolations(page, 'toast bar at 390 px')).toEqual([]);
    // and the same in the editor after a save
    await page.setViewportSize({ width: 390, height: 800 });
    await rows
      .first()
      .getByRole('button', { name: /^Bearbeiten / })
      .click();
    await page.locator('[data-screen="SummaryView"]').waitFor();
    await page.getByRole('button', { name: 'Rechnung speichern' }).click();
    await bar.getByTestId('toast').first().waitFor();
    await bar.getByRole('button', { name: 'Meldung schließen' }).first().focus();
    const editor: [string, Locator][] = [
      ['save', page.getByRole('button', { name: 'Rechnung speichern' })],
      ['home', page.getByRole('button', { name: 'Startseite' })],
      ['steps: select', page.getByTestId('step-select')],
      ['steps: next', page.getByTestId('step-next')],
      ['footer: language', page.getByRole('button', { name: 'EN', exact: true })],
    ];
    expect(await notClickable(editor)).toEqual([]);
    // Playwright's own click fails when something intercepts it
    await page.getByTestId('step-next').click({ timeout: 3000 });
    await page.locator('[data-screen="BuyerInformationView"]').waitFor();
    await page.getByTestId('step-select').selectOption('ValidateView', { timeout: 3000 });
    await page.locator('[data-screen="ValidateView"]').waitFor();
    // the close button takes its message away (others close by themselves later)
    await bar.getByTestId('toast').first().hover(); // the pointer on the bar holds the others
    const open = await bar.getByTestId('toast').count();
    await bar.getByRole('button', { name: 'Meldung schließen' }).first().click();
    await expect.poll(() => bar.getByTestId('toast').count()).toBe(open - 1);
  });
});

/**
 * The controls that something else would take the click from: each is scrolled into view as a
 * user would, then the element at its centre must be the control itself (or inside it).
 */
async function notClickable(controls: [string, Locator][]): Promise<string[]> {
  const found: string[] = [];
  for (const [name, control] of controls) {
    await control.scrollIntoViewIfNeeded();
    const hit = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (at && (at === el || el.contains(at))) return '';
      return at ? `${at.tagName.toLowerCase()} "${(at.textContent ?? '').slice(0, 40)}"` : 'nothing';
    });
    if (hit) found.push(`${name}: covered by ${hit}`);
  }
  return found;
}
