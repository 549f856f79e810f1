/**
 * A business customer end to end (issue 25, capture for business customers), in Debian Chromium
 * against the real server: a public buyer's invoice enters the editor by XML import, the buyer
 * screen's choice turns it into an invoice to a business (easy mode: "Unternehmen (E-Rechnung, z. B.
 * ZUGFeRD)"), the Leitweg-ID
 * goes, and the invoice validates with no finding and is generated as UBL, CII and ZUGFeRD EN 16931
 * PDF — each VALID by the official validator's EN 16931 judgement (`--allow-en16931`, one call).
 */
import { readFileSync } from 'node:fs';
import { generateXml } from '@xr/xml';
import { officialVerdictsOfTexts } from '@xr/xml/test/oracle/official';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedInvoiceXml } from '../../server/src/visual/facturx-read';
import { logIn } from './editor-login';
import { downloadOf, field, openScreen } from './editor-steps';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const EN16931 = 'urn:cen.eu:en16931:2017';
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ demo: true });
  await logIn(h, h.page);
});
afterAll(async () => h?.close());
screenshotOnFailure(() => h?.page);

describe('invoice to a business customer', () => {
  it('is chosen on the buyer screen and generated as UBL, CII and ZUGFeRD EN 16931 PDF without Leitweg-ID', async () => {
    const page = h.page;
    await page.goto(h.url('/Dashboard'));
    const xml = generateXml(fixture('domestic-s19-s7'), { syntax: 'ubl' }).xml;
    await page
      .getByTestId('import-einvoice')
      .setInputFiles({ name: 'oeffentlich.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
    await page.locator('[data-screen="SummaryView"]').waitFor({ timeout: 60_000 });

    await openScreen(page, 'BuyerInformationView');
    const choice = page.getByTestId('recipient-kind');
    await choice.getByText('Öffentlicher Auftraggeber (XRechnung)').waitFor();
    await expect(
      choice.getByRole('radio', { name: 'Öffentlicher Auftraggeber (XRechnung)' }).isChecked(),
    ).resolves.toBe(true);
    await choice.getByText('Unternehmen (E-Rechnung, z. B. ZUGFeRD)').click();
    await expect(
      choice.getByRole('radio', { name: 'Unternehmen (E-Rechnung, z. B. ZUGFeRD)' }).isChecked(),
    ).resolves.toBe(true);
    await field(page, 'Elektronische Adresse des Käufers').fill('einkauf@kunde.example');
    await page.getByLabel('Schema der elektronischen Adresse').selectOption('EM');

    await openScreen(page, 'DataView');
    await field(page, 'Käuferreferenz (Leitweg-ID)').fill('');

    await openScreen(page, 'ValidateView');
    await page.getByTestId('validate-valid').waitFor();
    // no XRechnung version to choose for an EN 16931 invoice
    await expect(page.locator('#spec-version').isVisible()).resolves.toBe(false);
    const ubl = await downloadOf(page, page.getByRole('button', { name: 'Erzeugen und herunterladen' }));
    expect(ubl.text).toContain(`<cbc:CustomizationID>${EN16931}</cbc:CustomizationID>`);
    expect(ubl.text).not.toContain('<cbc:BuyerReference>');
    await page.getByText('E-Rechnung im Format CII (wie in ZUGFeRD / Factur-X)').click();
    const cii = await downloadOf(page, page.getByRole('button', { name: 'Erzeugen und herunterladen' }));
    expect(cii.text).toContain(`<ram:ID>${EN16931}</ram:ID>`);

    await page.getByTestId('preview-open').click();
    await page.getByTestId('invoice-preview').waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.getByTestId('preview-download-zugferd-en16931').click(),
    ]);
    // the ZUGFeRD PDF is named apart from the plain PDF of the same invoice
    expect(file.suggestedFilename()).toMatch(/-zugferd\.pdf$/);
    const embedded = await embeddedInvoiceXml(new Uint8Array(readFileSync(await file.path())));
    expect(embedded).toContain(`<ram:ID>${EN16931}</ram:ID>`);

    const verdicts = await officialVerdictsOfTexts(
      [
        { name: 'ubl.xml', xml: ubl.text },
        { name: 'cii.xml', xml: cii.text },
        { name: 'factur-x.xml', xml: embedded },
      ],
      ['--allow-en16931'],
    );
    expect(verdicts.map((v) => `${v.valid} ${v.errors.join(',')}`)).toEqual(['true ', 'true ', 'true ']);
  }, 180_000);
});
