/**
 * The packages as an integrator gets them: `npm pack` of every built package, installed from the
 * tarballs into a scratch project in the OS temp folder (outside the repository; third-party
 * dependencies from npm's cache), then used there with plain Node ESM, `tsc --noEmit`
 * (nodenext), the installed `xr` bin and the client against a running server.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/main';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../', import.meta.url));
const corpusFile = join(repo, '../shared/corpus/xrechnung-testsuite/ubl/standard-01.14a-INVOICE_ubl.xml');
const fixture = join(repo, 'fixtures/invoices/domestic-s19-s7.json');
const published = ['generated', 'codelists', 'rules', 'xml', 'client', 'cli'];
const tsc = join(repo, 'node_modules/.bin/tsc');

let scratch: string;
let server: Awaited<ReturnType<typeof startServer>>;

const node = (file: string, env: Record<string, string> = {}) =>
  run(process.execPath, [file], { cwd: scratch, env: { ...process.env, ...env } });

beforeAll(async () => {
  // turbo's `^build` builds the packages before this test; a direct run builds what is missing
  for (const name of published) {
    if (name === 'client' || !existsSync(join(repo, name, 'dist/package.json')))
      await run(process.execPath, [join(repo, 'scripts/build-package.mjs'), name], { cwd: repo });
  }
  scratch = mkdtempSync(join(tmpdir(), 'xr-integrator-'));
  const dists = published.map((name) => join(repo, name, 'dist'));
  await run('npm', ['pack', ...dists, '--pack-destination', scratch, '--silent'], { cwd: scratch });
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'integrator', private: true, type: 'module' }),
  );
  const tarballs = published.map((name) => `./xr-${name}-2.13.1.tgz`);
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...tarballs,
      'ajv@8.20.0',
      'ajv-formats@3.0.1',
    ],
    { cwd: scratch },
  );
  server = await startServer({ port: 0, databasePath: join(scratch, 'server.db'), demo: true });
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('packages installed from their tarballs', () => {
  it('validate an invoice with ajv and the bundled schema, and evaluate the rules (plain Node ESM)', async () => {
    writeFileSync(
      join(scratch, 'use.mjs'),
      `import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { bundledSchemas, btIndex } from '@xr/generated';
import invoiceSchema from '@xr/generated/invoice.schema.json' with { type: 'json' };
import { codelist } from '@xr/codelists';
import { evaluate, isValid } from '@xr/rules';

const invoice = JSON.parse(readFileSync(process.env.FIXTURE, 'utf8'));
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(invoiceSchema);
const shape = validate(invoice);
const wrongShape = validate({ ...invoice, Invoice_issue_date: 20260102 });
const options = { profile: 'xrechnung', syntax: 'ubl' };
const findings = evaluate(invoice, options);
const broken = evaluate({ ...invoice, Buyer_reference: undefined }, options);
console.log(JSON.stringify({
  sameSchema: bundledSchemas.invoice.$id === invoiceSchema.$id,
  bt10: btIndex['BT-10'].pointers,
  euro: codelist('ISO4217').some((e) => e.code === 'EUR'),
  shape, wrongShape, valid: isValid(findings), findings: findings.length,
  broken: broken.map((f) => [f.ruleId, f.severity, f.pointer]),
}));
`,
    );
    const { stdout } = await node('use.mjs', { FIXTURE: fixture });
    expect(JSON.parse(stdout)).toEqual({
      sameSchema: true,
      bt10: ['/Buyer_reference'],
      euro: true,
      shape: true,
      wrongShape: false,
      valid: true,
      findings: 0,
      broken: [['BR-DE-15', 'error', '/Buyer_reference']],
    });
  });

  it('@xr/xml from plain Node: the verdict of xr validate on a corpus file and on a broken copy', async () => {
    writeFileSync(
      join(scratch, 'xml.mjs'),
      `import { readFileSync } from 'node:fs';
import { importXml, validateXml } from '@xr/xml';

const bytes = readFileSync(process.env.CORPUS_FILE);
const text = bytes.toString('utf8');
const ok = await validateXml(bytes, { profile: 'xrechnung' });
const broken = await validateXml(text.replace(/<cbc:BuyerReference>[^<]*<\\/cbc:BuyerReference>/, ''));
const twice = await validateXml(text.replace('</cbc:Note>', '</cbc:Note><cbc:CopyIndicator>false</cbc:CopyIndicator>'));
const imported = importXml(text);
console.log(JSON.stringify({
  ok, broken: broken.findings.map((f) => f.ruleId), brokenValid: broken.valid,
  schema: twice.findings.map((f) => f.ruleId.split(':')[0]), syntax: imported.syntax,
  number: imported.invoice.Invoice_number.Content,
}));
`,
    );
    const { stdout } = await node('xml.mjs', { CORPUS_FILE: corpusFile });
    const out = JSON.parse(stdout);
    expect(out.ok).toEqual({ valid: true, findings: [] });
    expect(out.brokenValid).toBe(false);
    expect(out.broken).toContain('BR-DE-15');
    expect(out.schema).toContain('XSD');
    expect(out.syntax).toBe('ubl');
    expect(out.number).toEqual(expect.any(String));
  });

  it('typecheck with tsc (nodenext): the types are real, a wrong field is an error', async () => {
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: [] },
        include: ['*.ts'],
      }),
    );
    writeFileSync(
      join(scratch, 'typed.ts'),
      `import type { Invoice } from '@xr/generated';
import { type Finding, evaluate } from '@xr/rules';
import { createXrClient, type Schemas } from '@xr/client';

const invoice: Invoice = { Invoice_number: { Content: 'RE-1' }, Buyer_reference: '991-12345-06' };
const findings: Finding[] = evaluate(invoice, { profile: 'editor', syntax: 'ubl' });
const payload: Schemas['SavePayload'] = {
  invoiceNumber: 'RE-1', invoiceIssueDate: '', buyerReference: '', specVersion: '3.0.2',
  jsongroupvalidation: false, json: JSON.stringify(invoice),
};
export async function save() {
  const api = createXrClient('http://localhost:8080');
  const { data } = await api.POST('/api/rechnung', { body: payload });
  return [findings.length, data?.id satisfies number | undefined];
}
`,
    );
    writeFileSync(
      join(scratch, 'wrong.ts'),
      `import type { Invoice } from '@xr/generated';
export const invoice: Invoice = { Invoice_number: 'not an identifier object' };
`,
    );
    const result = await run(tsc, ['-p', '.'], { cwd: scratch }).catch((e: { stdout: string }) => e);
    const errors = result.stdout.split('\n').filter((l) => /error TS/.test(l));
    // exactly the deliberate mistake: Invoice_number is an identifier object { Content, Scheme_identifier }
    expect(errors).toEqual([expect.stringMatching(/^wrong\.ts\(2,\d+\): error TS2559: .*InvoiceNumber/)]);
  });

  it('xr validate from the installed bin: a corpus file is valid, a broken invoice names its rule', async () => {
    const broken = join(scratch, 'broken.json');
    writeFileSync(
      broken,
      JSON.stringify({ ...JSON.parse(readFileSync(fixture, 'utf8')), Buyer_reference: '' }),
    );
    const xr = join(scratch, 'node_modules/.bin/xr');
    const result = await run(xr, ['validate', corpusFile, broken], { cwd: scratch }).catch(
      (e: { stdout: string; code: number }) => e,
    );
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect('code' in result ? result.code : 0).toBe(1);
    expect(lines[0]).toMatchObject({ valid: true, findings: [] });
    expect(lines[1].valid).toBe(false);
    expect(lines[1].findings.map((f: { ruleId: string }) => f.ruleId)).toContain('BR-DE-15');
  });

  it('the client logs in, saves an invoice, generates UBL and downloads it from a running server', async () => {
    writeFileSync(
      join(scratch, 'client.mjs'),
      `import { readFileSync } from 'node:fs';
import { createXrClient } from '@xr/client';

const api = createXrClient(process.env.XR_URL);
const login = await api.login('user@demo.example', 'Demo-User-2026!');
const invoice = JSON.parse(readFileSync(process.env.FIXTURE, 'utf8'));
const saved = await api.POST('/api/rechnung', { body: {
  invoiceNumber: invoice.Invoice_number.Content, invoiceIssueDate: invoice.Invoice_issue_date,
  buyerReference: invoice.Buyer_reference, specVersion: '3.0.2', jsongroupvalidation: true,
  json: JSON.stringify(invoice),
} });
const id = saved.data.id;
const generated = await api.POST('/api/v1_2/ubl-invoices', { params: { query: { rechnungId: String(id) } }, body: invoice });
const xml = await api.GET('/api/rechnung/xrechnungdata/{id}', { params: { path: { id } }, parseAs: 'text' });
const anonymous = await createXrClient(process.env.XR_URL).GET('/api/rechnung/{id}', { params: { path: { id } } });
console.log(JSON.stringify({
  roles: login.roles, status: saved.response.status, valid: generated.data.valid,
  same: xml.data === generated.data.xml, root: xml.data.slice(xml.data.indexOf('<', 1), xml.data.indexOf('<', 1) + 20),
  anonymous: anonymous.response.status,
}));
`,
    );
    const { stdout } = await node('client.mjs', { XR_URL: server.url, FIXTURE: fixture });
    expect(JSON.parse(stdout)).toMatchObject({
      roles: ['ROLE_WEBERFASSUNG'],
      status: 201,
      valid: true,
      same: true,
      anonymous: 401,
    });
    expect(JSON.parse(stdout).root).toMatch(/^<(ubl:)?Invoice/);
  });
});
