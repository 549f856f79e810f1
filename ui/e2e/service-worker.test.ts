/**
 * The service worker at /weberfassung/service-worker.js: registered by the page, and a new
 * deployment (a service worker with another build id) reloads the open page by itself. The UI
 * is served from a copy of ui/dist, so changing the worker touches nothing shared.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distSnapshot } from './build';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
const copy = mkdtempSync(join(tmpdir(), 'xr-e2e-dist-'));

beforeAll(async () => {
  cpSync(distSnapshot(), copy, { recursive: true });
  h = await startHarness({ uiDist: copy });
  page = h.page;
});
afterAll(async () => {
  await h?.close();
  rmSync(copy, { recursive: true, force: true });
});
screenshotOnFailure(() => page);

const controlled = () => page.evaluate(() => !!navigator.serviceWorker.controller);

describe('service worker', () => {
  it('is served with the build id written in', async () => {
    const text = await (await fetch(h.url('/service-worker.js'))).text();
    expect(text).not.toContain('__BUILD_ID__');
    expect(text).toMatch(/const BUILD_ID = '[0-9a-f]{16}';/);
  });

  it('reloads the open page when a new version is deployed', async () => {
    await page.goto(h.url('/'));
    await expect.poll(controlled, { timeout: 10_000 }).toBe(true);
    await page.reload(); // now the page starts under the worker's control
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });

    const file = join(copy, 'service-worker.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        /const BUILD_ID = '[0-9a-f]+'/,
        "const BUILD_ID = 'feedfacefeedface'",
      ),
    );
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
  });
});
