/**
 * A supplier's first day (issue 13, "Done when"), once in German and once in English, in Debian
 * Chromium on a phone-sized screen (390 px) against the real server and a real SMTP peer: register
 * → activate by the mailed link → master data prefilled from the registration and completed (IBAN,
 * tax number, numbering pattern) → a new invoice with the master data in, the number proposed from
 * the pattern and today's date → buyer → three lines whose units are picked by typing → preview →
 * send by e-mail (the mail with the XML arrives at the SMTP peer) → credit note (381) from the sent
 * invoice → CSV export of the sent list. On every screen on the way: no internal ids in what is
 * shown ([FIELD-…], rule ids outside the details toggle, raw XPaths), no sideways scrolling, and no
 * toast over the button clicked next; the summary counts the errors as soon as the invoice opens.
 * Labels come from the UI's message files, so both walks follow the same path.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGermany } from '../../server/src/german-day';
import { sidewaysScroll } from './a11y-steps';
import { PASSWORD } from './flows';
import { type Harness, linkIn, screenshotOnFailure, startHarness } from './harness';

type Lang = 'de' | 'en';
type Messages = Record<string, string>;

const file = (path: string): Messages => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const ui = (lang: Lang): Messages => ({
  ...file(`../src/editor/i18n/${lang}.json`),
  ...file(`../src/i18n/${lang}.json`),
});
// English falls back to German where it has no text, as the app does (src/i18n/index.ts)
const MESSAGES: Record<Lang, Messages> = { de: ui('de'), en: { ...ui('de'), ...ui('en') } };

const PHONE = { width: 390, height: 844 };
// today as the browser (German time) and the server see it
const [year, month, day] = todayInGermany().split('-');

interface Walk {
  login: string;
  company: string;
  buyer: string;
  buyerMail: string;
  /** what is typed into the unit picker, and the unit (Rec 20 code) that must be picked */
  units: [string, string][];
  /** today as the UI shows it */
  date: string;
  /** 1.234,56 or 1,234.56 */
  amount: (n: string) => string;
  csvHeader: RegExp;
}

const WALKS: Record<Lang, Walk> = {
  de: {
    login: 'erika.erste@erste-rechnung.example',
    company: 'Erste Rechnung GmbH',
    buyer: 'Stadt Adorf',
    buyerMail: 'rechnungseingang@stadt-a.example',
    units: [
      ['Stück', 'H87'],
      ['Stunde', 'HUR'],
      ['Kilogramm', 'KGM'],
    ],
    date: `${day}.${month}.${year}`,
    amount: (n) => n,
    csvHeader: /^Rechnungsnummer;Rechnungsdatum;/,
  },
  en: {
    login: 'ed.first@first-invoice.example',
    company: 'First Invoice Ltd',
    buyer: 'Town of Btown',
    buyerMail: 'invoices@town-b.example',
    units: [
      ['piece', 'H87'],
      ['hour', 'HUR'],
      ['kilogram', 'KGM'],
    ],
    date: `${day}/${month}/${year}`, // English day first (docs/dates.md)
    amount: (n) => n.replace(/\./g, '#').replace(',', '.').replace(/#/g, ','),
    csvHeader: /^Invoice number[;,]/,
  },
};

// three lines: 2 pieces at 50,00, 3 hours at 80,00, 12,5 kg at 4,00 → 390,00 net, 464,10 gross
const LINES = [
  { name: { de: 'Druckerpatrone', en: 'Printer cartridge' }, quantity: '2', price: '50' },
  { name: { de: 'Wartung vor Ort', en: 'On-site maintenance' }, quantity: '3', price: '80' },
  { name: { de: 'Kopierpapier', en: 'Copy paper' }, quantity: '12,5', price: '4' },
];

let h: Harness;
let page: Page;
beforeAll(async () => {
  // the delivery worker looks for new sendings every half second (5 s by default)
  h = await startHarness({ env: { DELIVERY_POLL_SECONDS: '0.5' } });
  page = h.page;
  await page.setViewportSize(PHONE);
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

/** The walk's view of the page in one language: its words, and the checks made on each screen. */
function walker(lang: Lang) {
  const msg = (id: string, values: Record<string, string | number> = {}) => {
    const text = MESSAGES[lang][id];
    if (text === undefined) throw new Error(`no message ${id}`);
    return text.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? `{${k}}`));
  };
  const exactly = (id: string) => new RegExp(`^${msg(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const problems: string[] = [];

  /** What a user must not see on any screen, and the phone width that must not scroll sideways. */
  async function screenOk(where: string) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const extra = await sidewaysScroll(page);
    if (extra > 0) problems.push(`${where}: scrolls ${extra} px sideways at 390 px`);
    const shown = await page.evaluate(() => {
      // the rule ids behind the details toggle are for those who ask for them
      const hidden = new Set(document.querySelectorAll('[data-testid="finding-rule-id"]'));
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || [...hidden].some((h) => h.contains(el))) continue;
        if (el.closest('script, style') || el.getClientRects().length === 0) continue;
        texts.push(n.textContent ?? '');
      }
      return texts.join(' ');
    });
    const internal = shown.match(
      /\[(FIELD|BR)-[\w-]*\]?|\bBR-(?:[A-Z]{1,3}-)?\d+\b|\b(?:cac|cbc|ram|rsm|udt):[A-Z]\w+|\/[A-Za-z]+:[A-Z]\w+\//g,
    );
    if (internal) problems.push(`${where}: shows internal ids ${[...new Set(internal)].join(', ')}`);
  }

  /** Clicks like a user, after checking that no toast lies over the control. */
  async function press(target: Locator, where: string) {
    await target.scrollIntoViewIfNeeded();
    const cover = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!at || at === el || el.contains(at)) return '';
      return at.closest('[data-testid="toast"], [data-testid="toast-bar"]')
        ? `a toast ("${at.textContent?.slice(0, 40)}")`
        : '';
    });
    if (cover) problems.push(`${where}: ${cover} lies over the button clicked next`);
    await target.click();
  }

  return { msg, exactly, screenOk, press, problems };
}

describe("a supplier's first day", () => {
  for (const lang of ['de', 'en'] as const) {
    it(`from registration to the CSV of the sent list (${lang})`, async () => {
      const w = WALKS[lang];
      const { msg, exactly, screenOk, press, problems } = walker(lang);
      const field = (id: string) => page.getByLabel(msg(`field.${id}`), { exact: true });
      // the master data screen names the company's fields in its own words (masterdata.field.*)
      const mdField = (id: string) =>
        page.getByLabel(
          msg(MESSAGES[lang][`masterdata.field.${id}`] ? `masterdata.field.${id}` : `field.${id}`),
          {
            exact: true,
          },
        );
      const button = (id: string) => page.getByRole('button', { name: msg(id), exact: true });
      const screenOf = (id: string) => page.locator(`[data-screen="${id}"]`);
      const openScreen = async (id: string) => {
        // on a phone the editor's menu is a step selector
        await page.getByTestId('step-select').selectOption(id);
        await screenOf(id).waitFor();
      };
      const confirmOpen = async () => {
        const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await dialog.waitFor();
        await screenOk('dialog');
        await dialog
          .getByRole('button', { name: new RegExp(`^(${msg('action.confirm')}|${msg('action.ok')})$`) })
          .click();
        await dialog.waitFor({ state: 'detached' });
      };

      // --- register, in the language the user picks on the login page (a fresh browser session)
      await h.context.clearCookies();
      await page.goto(h.url('/'));
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await page.reload();
      if (lang === 'en') await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
      await press(page.getByRole('link', { name: exactly('login.toRegistration') }), 'login');
      await page.waitForURL(/\/registration$/);
      await screenOk('registration');
      await page.getByLabel(exactly('field.login')).fill(w.login);
      await page.getByLabel(exactly('field.companyName')).fill(w.company);
      await page.getByLabel(exactly('field.street')).fill('Lindenweg');
      await page.getByLabel(exactly('field.houseNumber')).fill('7');
      await page.getByLabel(exactly('field.postcode')).fill('20095');
      await page.getByLabel(exactly('field.city')).fill('Hamburg');
      await page.getByLabel(exactly('field.contactEmail')).fill(`kontakt.${w.login}`);
      await page.getByLabel(exactly('field.firstName')).fill('Erika');
      await page.getByLabel(exactly('field.lastName')).fill('Muster');
      await page.getByLabel(msg('field.termsAccepted')).check();
      await page.getByLabel(msg('field.privacyAccepted')).check();
      const since = Date.now();
      await press(button('action.register'), 'registration');
      await page.getByText(msg('success.registered')).waitFor();

      // --- activate by the mailed link, log in
      const mail = await h.mailbox.lastMailTo(w.login, { since });
      await page.goto(linkIn(mail, '/account-activation/'));
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
      await page.getByLabel(exactly('field.newPassword')).fill(PASSWORD);
      await page.getByLabel(exactly('field.passwordRepeat')).fill(PASSWORD);
      await screenOk('activation');
      await press(button('action.activate'), 'activation');
      await page.getByText(msg('success.activated')).first().waitFor();
      await page.getByLabel(exactly('field.login')).fill(w.login);
      await page.getByLabel(exactly('field.password')).fill(PASSWORD);
      await press(button('action.login'), 'login');
      await page.getByRole('heading', { level: 1, name: msg('title.dashboard') }).waitFor();
      await screenOk('dashboard');

      // --- master data: what the registration said is in; IBAN, tax number and pattern added
      await press(page.getByTestId('user-menu'), 'header');
      await page.getByRole('menuitem', { name: msg('menu.masterdata') }).click();
      await screenOf('MasterdataView').waitFor();
      await screenOk('master data');
      await expect(mdField('Seller_name').inputValue()).resolves.toBe(w.company);
      await expect(mdField('Seller_address_line_1').inputValue()).resolves.toBe('Lindenweg 7');
      await expect(mdField('Seller_post_code').inputValue()).resolves.toBe('20095');
      await expect(mdField('Seller_city').inputValue()).resolves.toBe('Hamburg');
      await mdField('Seller_contact_point').fill('Erika Muster');
      await mdField('Seller_contact_telephone_number').fill('+49 40 123456');
      await mdField('Seller_tax_registration_identifier').fill('22/815/08154');
      // BR-CO-26 wants the VAT id (or a seller identifier, which the master data does not hold)
      await mdField('Seller_VAT_identifier').fill('DE123456789');
      if ((await mdField('Payment_account_identifier').count()) === 0)
        await press(
          page.getByRole('button', { name: new RegExp(`^${msg('editor.action.add')}`) }).first(),
          'md',
        );
      await mdField('Payment_account_identifier').first().fill('DE02 1203 0000 0000 2020 51');
      await mdField('Payment_terms').fill(
        lang === 'de' ? 'Zahlbar binnen 30 Tagen.' : 'Payable within 30 days.',
      );
      await mdField('Invoice_number_pattern').fill('RE-{YYYY}-{NNNN}');
      await screenOk('master data, completed');
      await press(button('editor.masterdata.save'), 'master data');
      await confirmOpen();
      await page.getByRole('heading', { level: 1, name: msg('title.dashboard') }).waitFor();

      // --- a new invoice: master data in, number proposed, dated today, errors counted at once
      await press(button('dashboard.createInvoice'), 'dashboard');
      await screenOf('SummaryView').waitFor();
      const number = `RE-${year}-0001`;
      await expect(page.getByTestId('summary-Invoice_number').textContent()).resolves.toBe(number);
      await expect(page.getByTestId('summary-Invoice_issue_date').textContent()).resolves.toBe(w.date);
      await expect(page.getByTestId('summary-Seller_name').textContent()).resolves.toBe(w.company);
      // "being checked" until the whole invoice is evaluated, then the count (not "0" meanwhile)
      const summaryErrors = page.getByTestId('summary-errors');
      await expect.poll(() => summaryErrors.getAttribute('data-pending')).toBeNull();
      const errorsAtLoad = Number((await summaryErrors.textContent())?.match(/\d+/)?.[0]);
      expect(errorsAtLoad).toBeGreaterThan(0);
      await screenOk('summary');
      // the count at load is the whole invoice's: the validate screen lists as many, in plain
      // words, and none of them is the seller's or the payment's (the master data is in)
      await openScreen('ValidateView');
      const listed = await page.getByTestId('validate-invalid').locator('li').allTextContents();
      expect(listed).toHaveLength(errorsAtLoad);
      const fromMasterData = [msg('editor.menu.SellerInformationView'), msg('editor.menu.PaymentDataView')];
      expect(listed.filter((l) => fromMasterData.some((m) => l.startsWith(`${m} – `)))).toEqual([]);
      await screenOk('validate, new invoice');

      // --- the buyer
      await openScreen('BuyerInformationView');
      await screenOk('buyer, empty');
      await field('Buyer_name').fill(w.buyer);
      await field('Buyer_electronic_address').fill(w.buyerMail);
      await field('Buyer_address_line_1').fill('Rathausplatz 1');
      await field('Buyer_post_code').fill('12345');
      await field('Buyer_city').fill(lang === 'de' ? 'Adorf' : 'Btown');
      await openScreen('DataView');
      await field('Buyer_reference').fill('04011000-1234512345-06');
      await screenOk('invoice data');

      // --- three lines, the units picked by typing
      await openScreen('InvoiceLines');
      for (const [i, line] of LINES.entries()) {
        await press(button('editor.lines.add'), 'lines');
        await field('Item_name').fill(line.name[lang]);
        await field('Invoiced_quantity').fill(
          lang === 'en' ? line.quantity.replace(',', '.') : line.quantity,
        );
        await field('Item_net_price').fill(line.price);
        const unit = page.getByRole('combobox', {
          name: msg('field.Invoiced_quantity_unit_of_measure_code'),
          exact: true,
        });
        await unit.click();
        await unit.fill(w.units[i][0]);
        // easy mode names the unit alone, without its code (issue 27)
        const named = new RegExp(`^${w.units[i][0]}$`, 'i');
        await page.getByRole('option', { name: named }).waitFor();
        await page.keyboard.press('Enter');
        await expect.poll(() => unit.inputValue()).toMatch(named);
        await screenOk(`line ${i + 1}`);
      }
      // the line table names the units as the reader says them, not by their codes
      for (const [i, [name, code]] of w.units.entries()) {
        const row = (await page.getByTestId(`line-row-${i}`).textContent()) ?? '';
        expect(row.toLowerCase()).toContain(name.toLowerCase());
        expect(row).not.toContain(code);
      }
      await openScreen('SummaryView');
      await expect
        .poll(() => page.getByTestId('summary-Invoice_total_amount_with_VAT').textContent())
        .toBe(`${w.amount('464,10')} EUR`);
      // no error left: the validate screen says valid (or names what is still missing)
      await openScreen('ValidateView');
      await page.getByTestId('validate-valid').or(page.getByTestId('validate-invalid')).waitFor();
      expect(await page.getByTestId('validate-invalid').locator('li').allTextContents()).toEqual([]);

      // --- the preview: the invoice as a person reads it
      await press(page.getByTestId('preview-open'), 'editor header');
      const preview = page.getByTestId('invoice-preview');
      await preview.waitFor();
      for (const text of [w.company, 'Rathausplatz 1', number, LINES[2].name[lang], w.amount('464,10')])
        await preview.getByText(text, { exact: false }).first().waitFor();
      await screenOk('preview');
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });

      // --- send by e-mail: the XML arrives at the buyer's address
      await openScreen('ValidateView');
      await page.getByTestId('validate-valid').waitFor();
      await screenOk('validate');
      const sent = Date.now();
      await press(button('editor.validate.generateSend'), 'validate');
      // the send dialog shows the buyer's address and the template's mail before it goes out
      const sendDialog = page.getByTestId('send-dialog');
      await sendDialog.waitFor();
      await expect(sendDialog.getByLabel(msg('editor.send.to')).inputValue()).resolves.toBe(w.buyerMail);
      await screenOk('send dialog');
      await sendDialog.getByRole('button', { name: msg('editor.send.send') }).click();
      // generating, checking and sending takes a while on a busy machine
      await page
        .getByRole('heading', { level: 1, name: msg('title.dashboard') })
        .waitFor({ timeout: 60_000 });
      const invoiceMail = await h.mailbox.lastMailTo(w.buyerMail, { since: sent, timeoutMs: 20_000 });
      const xml = invoiceMail.attachments.find((a) => a.filename.endsWith('.xml'));
      expect(xml, `attachments: ${invoiceMail.attachments.map((a) => a.filename)}`).toBeDefined();
      const xmlText = xml?.content.toString('utf8') ?? '';
      expect(xmlText).toContain(number);
      for (const [, code] of w.units) expect(xmlText).toContain(`unitCode="${code}"`);
      await screenOk('dashboard after sending');

      // --- credit note from the sent invoice: type 381, the invoice referenced, the lines copied
      await press(page.locator('main a[href$="/invoices-sent"]'), 'dashboard');
      const sentRow = page.getByTestId('table-sent').getByTestId('invoice-row').filter({ hasText: number });
      await sentRow.waitFor();
      await screenOk('sent list');
      await press(sentRow.getByRole('button', { name: `${msg('list.col.actions')} ${number}` }), 'sent list');
      await press(page.getByRole('menuitem', { name: msg('action.creditNote') }), 'row actions menu');
      await screenOf('SummaryView').waitFor();
      // easy mode names the type (381) without its code
      await expect(page.getByTestId('summary-Invoice_type_code').textContent()).resolves.toBe(
        lang === 'de' ? 'Gutschrift' : 'Credit note',
      );
      await expect(page.getByTestId('summary-Invoice_number').textContent()).resolves.toBe(`RE-${year}-0002`);
      await screenOk('credit note');
      await press(page.getByTestId('preview-open'), 'editor header');
      await preview.waitFor();
      await preview.getByText(number, { exact: false }).first().waitFor();
      for (const line of LINES) await preview.getByText(line.name[lang]).first().waitFor();
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });
      await press(button('editor.action.home'), 'editor header');
      await page.getByRole('heading', { level: 1, name: msg('title.dashboard') }).waitFor();

      // --- CSV of the sent list
      await press(page.locator('main a[href$="/invoices-sent"]'), 'dashboard');
      await sentRow.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        press(button('list.export.csv'), 'sent list'),
      ]);
      const csv = readFileSync((await download.path()) as string, 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split(/\r?\n/);
      expect(csv[0]).toMatch(w.csvHeader);
      expect(csv).toHaveLength(2);
      expect(csv[1].startsWith(`${number};`) || csv[1].startsWith(`${number},`)).toBe(true);
      expect(csv[1]).toContain(w.buyer);

      expect(problems).toEqual([]);
      // the next walk starts logged out
      await press(page.getByTestId('user-menu'), 'header');
      await page.getByRole('menuitem', { name: msg('menu.logout') }).click();
      await page.getByLabel(exactly('field.login')).waitFor();
    }, 120_000);
  }
});
