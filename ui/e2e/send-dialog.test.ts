/**
 * The send dialog end to end (issue 27), in Debian Chromium against the real server and a real
 * SMTP peer: "Erzeugen und versenden" shows the recipient, subject and text from the company's
 * template; a second address is refused in plain words with the edit kept; the edited mail is what
 * the buyer receives, with the ZUGFeRD PDF beside the XML when chosen in the dialog. The dialog passes axe; screenshots at 1280 and 390 px go to ui/e2e/output/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { generateXml } from '@xr/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './a11y-steps';
import { logIn } from './editor-login';
import { openScreen } from './editor-steps';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const output = new URL('./output/', import.meta.url);
const shot = (name: string) => new URL(name, output).pathname;

let h: Harness;
beforeAll(async () => {
  mkdirSync(output, { recursive: true });
  h = await startHarness({ demo: true });
  await logIn(h, h.page);
});
afterAll(async () => h?.close());
screenshotOnFailure(() => h?.page);

describe('send dialog', () => {
  it('shows the mail from the template, refuses two addresses, and sends exactly the edited text', async () => {
    const page = h.page;
    await page.setViewportSize({ width: 1280, height: 1000 });
    const invoice = JSON.parse(
      readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
    );
    invoice.BUYER.Buyer_electronic_address = 'einkauf@kunde.example';
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    await page.goto(h.url('/Dashboard'));
    await page.getByTestId('import-einvoice').setInputFiles({
      name: 'rechnung.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(generateXml(invoice, { syntax: 'ubl' }).xml),
    });
    await page.locator('[data-screen="SummaryView"]').waitFor({ timeout: 60_000 });
    await openScreen(page, 'ValidateView');
    await page.getByTestId('validate-valid').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Erzeugen und versenden' }).click();

    const dialog = page.getByTestId('send-dialog');
    await dialog.waitFor({ timeout: 60_000 });
    const to = dialog.getByLabel('An (E-Mail-Adresse)');
    const subject = dialog.getByLabel('Betreff');
    const body = dialog.getByLabel('Text der E-Mail');
    await expect(to.inputValue()).resolves.toBe('einkauf@kunde.example');
    await expect(subject.inputValue()).resolves.toMatch(/^Rechnung RE-2026-0001 von /);
    await expect(body.inputValue()).resolves.toContain(
      'anbei erhalten Sie die elektronische Rechnung RE-2026-0001',
    );
    expect(await axeViolations(page, 'send dialog')).toEqual([]);
    const pictures = async (lang: string) => {
      await dialog.screenshot({ path: shot(`send-dialog-${lang}-1280.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      // nothing (a toast) lies over the dialog's title on a phone
      const title = dialog.getByRole('heading').first();
      const seen = await title.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect(seen).toBe(true);
      await page.screenshot({ path: shot(`send-dialog-${lang}-390.png`) });
      await page.setViewportSize({ width: 1280, height: 1000 });
    };
    await pictures('de');
    // cancelled, nothing is sent; in English the dialog shows the English text
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
    const language = async (code: 'de' | 'en') => {
      await page
        .getByRole('group', { name: /Sprache|Language/ })
        .getByRole('button', { name: code.toUpperCase() })
        .click();
      await page.waitForFunction((l) => document.documentElement.lang === l, code);
    };
    await language('en');
    await page.getByRole('button', { name: 'Generate and send' }).click();
    await dialog.waitFor({ timeout: 60_000 });
    await expect(dialog.getByLabel('Subject').inputValue()).resolves.toMatch(/^Invoice RE-2026-0001 from /);
    expect(await axeViolations(page, 'send dialog (en)')).toEqual([]);
    await pictures('en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await language('de');
    await page.getByRole('button', { name: 'Erzeugen und versenden' }).click();
    await dialog.waitFor({ timeout: 60_000 });

    const text = 'Guten Tag Frau Meier,\n\nwie besprochen die Rechnung für März.\n\nViele Grüße\n';
    // what goes along: the XML, and the ZUGFeRD PDF when chosen here
    const attached = dialog.getByTestId('send-attached');
    await expect(attached.textContent()).resolves.toBe('Die Rechnung (XML) wird als Anhang mitgeschickt.');
    await dialog.getByLabel(/^Auch die ZUGFeRD-PDF anhängen/).check();
    await expect(attached.textContent()).resolves.toContain('und die ZUGFeRD-PDF');
    await to.fill('einkauf@kunde.example, chef@kunde.example');
    await subject.fill('Ihre Rechnung für März');
    await body.fill(text);
    await dialog.getByRole('button', { name: 'Jetzt versenden' }).click();
    await expect(page.getByTestId('send-dialog-error').textContent()).resolves.toContain(
      'genau eine gültige E-Mail-Adresse',
    );
    await expect(body.inputValue()).resolves.toBe(text);
    await expect(dialog.getByTestId('send-zugferd').isChecked()).resolves.toBe(true);

    const since = Date.now();
    await to.fill('buchhaltung@kunde.example');
    await dialog.getByRole('button', { name: 'Jetzt versenden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor({ timeout: 60_000 });
    const mail = await h.mailbox.lastMailTo('buchhaltung@kunde.example', { since, timeoutMs: 20_000 });
    expect(mail.subject).toBe('Ihre Rechnung für März');
    expect(mail.text).toBe(text);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['RE-2026-0001.xml', 'RE-2026-0001-zugferd.pdf']);
    expect(h.mailbox.mails.some((m) => m.to.includes('einkauf@kunde.example'))).toBe(false);
  }, 240_000);
});
