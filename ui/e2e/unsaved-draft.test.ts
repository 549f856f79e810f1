/**
 * Issue 26 item 4 in Chromium against the real server: with unsaved changes a reload asks first
 * (beforeunload); the changes are kept in the browser per user and invoice and offered when the
 * invoice is opened again; once saved, nothing is kept and a reload asks nothing.
 */
import type { Dialog } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './editor-login';
import { confirmDialog, field, openScreen } from './editor-steps';
import { type Harness, screenshotOnFailure, startHarness } from './harness';
import { fixture, openStored } from './truth-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ demo: true });
  await logIn(h, h.page);
});
afterAll(async () => h?.close());
screenshotOnFailure(() => h?.page);

const drafts = () =>
  h.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('xr.editor.draft.v1:')));

describe('unsaved changes', () => {
  it('asks before a reload, keeps a draft and offers it when the invoice is opened again', async () => {
    const page = h.page;
    const invoice = fixture('domestic-s19-s7');
    invoice.Invoice_number = { Content: 'TRUTH-DRAFT-1' };
    await openStored(h, page, invoice);
    await openScreen(page, 'BuyerInformationView');
    await field(page, 'Name des Käufers').fill('Stadt Neustadt');
    await expect
      .poll(drafts)
      .toEqual([expect.stringMatching(/^xr\.editor\.draft\.v1:user@demo\.example:id:\d+$/)]);

    // F5: the browser asks; staying keeps everything as it is
    const asked: string[] = [];
    const stay = (d: Dialog) => {
      asked.push(d.type());
      void d.dismiss();
    };
    page.once('dialog', stay);
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(asked).toEqual(['beforeunload']);
    await expect(field(page, 'Name des Käufers').inputValue()).resolves.toBe('Stadt Neustadt');

    // leaving anyway: the draft is there when the invoice is opened again
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Rechnung erstellen' }).waitFor();
    await page.goto(h.url('/invoices-in-progress'));
    await page.getByRole('button', { name: 'Bearbeiten TRUTH-DRAFT-1' }).click();
    const offer = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await offer.getByText('Ungespeicherte Änderungen gefunden').waitFor();
    await confirmDialog(page, 'Wiederherstellen');
    await openScreen(page, 'BuyerInformationView');
    await expect(field(page, 'Name des Käufers').inputValue()).resolves.toBe('Stadt Neustadt');

    // saved: no draft, and a reload asks nothing
    await page.getByRole('button', { name: 'Rechnung speichern' }).click();
    await expect.poll(drafts).toEqual([]);
    const none: string[] = [];
    page.on('dialog', (d) => {
      none.push(d.type());
      void d.accept();
    });
    await page.reload();
    await page.getByRole('button', { name: 'Rechnung erstellen' }).waitFor();
    expect(none).toEqual([]);
  });

  it('offers an unsaved new invoice back when its screen is reloaded', async () => {
    const page = h.page;
    page.removeAllListeners('dialog');
    await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
    await openScreen(page, 'BuyerInformationView');
    await field(page, 'Name des Käufers').fill('Gemeinde Neudorf');
    await expect.poll(drafts).toEqual([expect.stringMatching(/:user@demo\.example:new$/)]);
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    const offer = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await offer.getByText('Ungespeicherte Änderungen gefunden').waitFor();
    await confirmDialog(page, 'Wiederherstellen');
    await openScreen(page, 'BuyerInformationView');
    await expect(field(page, 'Name des Käufers').inputValue()).resolves.toBe('Gemeinde Neudorf');
  });
});
