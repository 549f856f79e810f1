/**
 * The packed `@xr/xml` in a browser page outside the repository (issue 29): the tarballs of
 * `@xr/xml` and the packages it needs are installed into a scratch project in the OS temp folder,
 * a page script importing `@xr/xml/browser` is bundled there by esbuild (platform browser: no Node
 * builtin may be on its path; split, as libxml2's chunk awaits its WebAssembly) and run in Debian Chromium. Its verdict on a corpus file and on a
 * broken copy equals the repository's `validateXml` in Node.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { validateXml } from '@xr/xml';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../', import.meta.url));
const corpusFile = join(
  repo,
  '../shared/corpus/xrechnung-testsuite/cii/standard-01.01a-INVOICE_uncefact.xml',
);
const packed = ['generated', 'codelists', 'rules', 'xml'];

let scratch: string;

beforeAll(async () => {
  for (const name of packed)
    await run(process.execPath, [join(repo, 'scripts/build-package.mjs'), name], { cwd: repo });
  scratch = mkdtempSync(join(tmpdir(), 'xr-browser-'));
  await run('npm', ['pack', ...packed.map((n) => join(repo, n, 'dist')), '--pack-destination', scratch], {
    cwd: scratch,
  });
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'page', private: true, type: 'module' }),
  );
  const tarballs = packed.map((name) => `./xr-${name}-2.13.1.tgz`);
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs], { cwd: scratch });
}, 300_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Every file of the installed package's `xsd/` folder, by its path in it. */
function shippedSchemas(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.xsd')) out[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return out;
}

it('a page bundled from the packed @xr/xml/browser gives the verdict of validateXml', async () => {
  const text = readFileSync(corpusFile, 'utf8');
  const broken = text.replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, '');
  writeFileSync(
    join(scratch, 'schemas.json'),
    JSON.stringify(shippedSchemas(join(scratch, 'node_modules/@xr/xml/xsd'))),
  );
  writeFileSync(join(scratch, 'files.json'), JSON.stringify({ ok: text, broken }));
  writeFileSync(
    join(scratch, 'page.js'),
    `import { provideXsdFiles, validateXml } from '@xr/xml/browser';
import schemas from './schemas.json';
import files from './files.json';
provideXsdFiles(schemas);
const bytes = new TextEncoder().encode(files.ok);
window.verdicts = { ok: await validateXml(bytes, { profile: 'auto' }), broken: await validateXml(files.broken, { profile: 'auto' }) };
`,
  );
  await run(
    join(repo, 'node_modules/.bin/esbuild'),
    // split: the XML Schema check (libxml2, which awaits its WebAssembly) is a chunk loaded on first use
    [
      'page.js',
      '--bundle',
      '--splitting',
      '--format=esm',
      '--platform=browser',
      '--outdir=out',
      '--log-level=error',
    ],
    { cwd: scratch },
  );
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // the page and its scripts from the scratch folder, under a made-up origin
    await page.route('http://page.test/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      return path === '/'
        ? route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><script type="module" src="page.js"></script>',
          })
        : route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(scratch, 'out', path)) });
    });
    await page.goto('http://page.test/');
    await page
      .waitForFunction(() => 'verdicts' in window, undefined, { timeout: 60_000 })
      .catch((e) => Promise.reject(new Error(`${e.message}\n${errors.join('\n')}`)));
    const inBrowser = await page.evaluate(() => (window as unknown as { verdicts: unknown }).verdicts);
    const inNode = {
      ok: await validateXml(new TextEncoder().encode(text), { profile: 'auto' }),
      broken: await validateXml(broken, { profile: 'auto' }),
    };
    expect(inBrowser).toEqual(inNode);
    expect(inNode.ok.valid).toBe(true);
    expect(inNode.broken.findings.map((f) => f.ruleId)).toContain('BR-DE-15');
  } finally {
    await browser.close();
  }
}, 120_000);
