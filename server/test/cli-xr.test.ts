/**
 * The `xr` bin as a user runs it: a real child process through the bin shim (bin/xr.mjs → tsx →
 * src/cli/xr.ts), many files per process, one output per file, reasons per file on stderr and a
 * non-zero exit status when any file failed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { corpusUrl } from '@xr/xml/test/helpers/corpus';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/xr.mjs', import.meta.url));
const corpus = (p: string) => fileURLToPath(new URL(p, corpusUrl));

async function xr(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('xr CLI', () => {
  it('xr import: one JSON model per XML file, refused files named on stderr, exit 1', async () => {
    const out = mkdtempSync(join(tmpdir(), 'xr-import-'));
    const broken = join(out, 'broken.xml');
    writeFileSync(broken, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]><Invoice/>');
    const r = await xr(
      'import',
      corpus('xrechnung-testsuite/ubl/standard-01.01a-INVOICE_ubl.xml'),
      corpus('xrechnung-testsuite/cii/standard-01.02a-INVOICE_uncefact.xml'),
      broken,
      corpus('orders/UC1_Order.xml'),
      '--out',
      out,
    );
    expect(r.code).toBe(1);
    const ubl = JSON.parse(readFileSync(join(out, 'standard-01.01a-INVOICE_ubl.json'), 'utf8'));
    expect(ubl.Invoice_number.Content).toBeTruthy();
    expect(existsSync(join(out, 'standard-01.02a-INVOICE_uncefact.json'))).toBe(true);
    expect(r.stderr).toMatch(/broken\.xml: Die Datei kann nicht importiert werden .*DOCTYPE/);
    expect(r.stderr).toMatch(/UC1_Order\.xml: Die Datei kann nicht importiert werden/);
    expect(existsSync(join(out, 'broken.json'))).toBe(false);
  }, 60_000);

  it('xr order and xr view: pre-filled invoice and its HTML; exit 0 when all succeed', async () => {
    const out = mkdtempSync(join(tmpdir(), 'xr-order-'));
    const order = await xr(
      'order',
      corpus('orders/UC2_Order.xml'),
      corpus('orders/UC3_Order.xml'),
      '--out',
      out,
    );
    expect(order.code).toBe(0);
    const invoice = JSON.parse(readFileSync(join(out, 'UC2_Order.json'), 'utf8'));
    expect(invoice.INVOICE_LINE.length).toBeGreaterThan(0);
    const view = await xr(
      'view',
      join(out, 'UC2_Order.json'),
      corpus('xrechnung-testsuite/cii/standard-01.04a-INVOICE_uncefact.xml'),
      '--out',
      out,
      '--locale',
      'en',
    );
    expect(view.code).toBe(0);
    const html = readFileSync(join(out, 'UC2_Order.html'), 'utf8');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(invoice.INVOICE_LINE[0].ITEM_INFORMATION.Item_name);
    expect(existsSync(join(out, 'standard-01.04a-INVOICE_uncefact.html'))).toBe(true);
  }, 60_000);

  it('bad arguments and unknown commands give the usage and exit 2', async () => {
    expect((await xr('import', 'x.xml')).stderr).toMatch(/--out DIR is required/);
    expect((await xr('import', 'x.xml')).code).toBe(2);
    const unknown = await xr('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command: frobnicate/);
  }, 60_000);
});
