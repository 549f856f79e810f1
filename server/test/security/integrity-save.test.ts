/**
 * Issue 11, integrity items 3–9 on the save side: master data rules, the retyped login for
 * company deletion, case-insensitive attachment names, the error catalogue, the required version,
 * text/request/storage limits, nesting depth, attachment names and declared types.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../src/errors/catalogue';
import { registerCompany, savePayload } from '../helpers';
import { b64, company, doc, PDF } from './integrity-setup';

// worker threads start cold in each test file; a busy 2-core machine needs the margin
vi.setConfig({ testTimeout: 90_000 });

const masterData = () =>
  JSON.parse(readFileSync(new URL('../../../fixtures/masterdata.json', import.meta.url), 'utf8'));
const withDocs = (docs: unknown[], extra: Record<string, unknown> = {}) =>
  savePayload({
    json: JSON.stringify({ Invoice_type_code: '380', ...extra, ADDITIONAL_SUPPORTING_DOCUMENTS: docs }),
  });

describe('integrity on save', () => {
  it('item 3: master data is stored only when its rules hold', async () => {
    const { t, token } = await company();
    const noName = { ...masterData(), Seller_name: '' };
    const badIban = masterData();
    badIban.CREDIT_TRANSFER[0].Payment_account_identifier = 'DE00123456789012345678';
    for (const body of [noName, badIban]) {
      const res = await t.call('POST', 'api/masterdata', body, token);
      expect(res).toMatchObject({ status: 400, data: { messageKey: 'masterdata.error.invalid' } });
      expect(res.data.findings.length).toBeGreaterThan(0);
      expect((await t.call('PUT', 'api/masterdata', body, token)).status).toBe(400);
    }
    expect((await t.call('GET', 'api/masterdata', undefined, token)).data).toBeNull();
    expect((await t.call('POST', 'api/masterdata', masterData(), token)).status).toBe(201);
  });

  it('item 4: DELETE /api/adresse needs the retyped login', async () => {
    const { t, token } = await company();
    const without = await t.call('DELETE', 'api/adresse', undefined, token);
    expect(without).toMatchObject({ status: 400, data: { messageKey: 'validation.confirmLogin' } });
    const wrong = await t.call('DELETE', 'api/adresse', { confirmLogin: 'other@a.example' }, token);
    expect(wrong.data.messageKey).toBe('validation.confirmLogin');
    expect((await t.call('GET', 'api/adresse', undefined, token)).status).toBe(200);
    const right = await t.call('DELETE', 'api/adresse', { confirmLogin: 'Integrity@A.example' }, token);
    expect(right.status).toBe(200);
  });

  it('item 5: attachment names are unique case-insensitively', async () => {
    const { t, token } = await company();
    const res = await t.call('POST', 'api/rechnung', withDocs([doc('a.pdf'), doc('A.PDF')]), token);
    expect(res).toMatchObject({ status: 400, data: { messageKey: 'attachment.error.duplicate' } });
  });

  it('item 6: the error catalogue and the code agree', async () => {
    // every catalogue key is used by the server, and every key the server throws is in the catalogue
    const src = new URL('../../src/', import.meta.url);
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('catalogue.ts'),
    );
    const code = files.map((f) => readFileSync(new URL(f, src), 'utf8')).join('\n');
    const unused = Object.keys(catalogue).filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
    const thrown = [...code.matchAll(/new ApiError\(\s*'([\w.]+)'/g)].map((m) => m[1]);
    expect(thrown.filter((key) => !(key in catalogue))).toEqual([]);

    const { t, token } = await company();
    // a malformed rechnungUUID is the spec's CONSTRAINT_VIOLATION_EXCEPTION
    const uuid = await t.call('POST', 'api/rechnung', savePayload({ rechnungUUID: 'not-a-uuid' }), token);
    expect(uuid).toMatchObject({ status: 400, data: { code: 'CONSTRAINT_VIOLATION_EXCEPTION' } });
    // deleting another company's user has its own refusal (spec accounts §8), not 404
    const other = await registerCompany(t, 'other@b.example');
    const me = await t.call('GET', 'api/adresse/ssousers', undefined, other.accessToken);
    const foreignId = me.data[0].id;
    const del = await t.call('DELETE', `api/ssouser/${foreignId}`, undefined, token);
    expect(del).toMatchObject({ status: 403, data: { messageKey: 'error.userDeleteRefused' } });
  });

  it('item 7: a PUT without a version is refused (428), nothing is overwritten', async () => {
    const { t, token } = await company();
    const created = await t.call('POST', 'api/rechnung', savePayload(), token);
    const blind = await t.call(
      'PUT',
      `api/rechnung/${created.data.id}`,
      savePayload({ invoiceNumber: 'LOST' }),
      token,
    );
    expect(blind).toMatchObject({ status: 428, data: { messageKey: 'rechnung.error.versionRequired' } });
    expect(
      (await t.call('GET', `api/rechnung/${created.data.id}`, undefined, token)).data.invoiceNumber,
    ).toBe('RE-1');
    const based = await t.call(
      'PUT',
      `api/rechnung/${created.data.id}`,
      savePayload({ invoiceNumber: 'KEPT', version: created.data.version }),
      token,
    );
    expect(based.status).toBe(200);
  });

  it('item 8: text limits, the request size and the storage quota per company', async () => {
    const { t, token } = await company({ storageQuotaBytes: 200_000, requestMaxBytes: 1_000_000 });
    const note = (text: string) =>
      savePayload({ json: JSON.stringify({ INVOICE_NOTE: [{ Invoice_note: text }] }) });
    const long = await t.call('POST', 'api/rechnung', note('x'.repeat(4097)), token);
    expect(long).toMatchObject({ status: 400, data: { messageKey: 'validation.text.tooLong' } });
    expect(long.data.fields[0]).toEqual({ path: '/INVOICE_NOTE/0/Invoice_note', length: 4097, max: 4096 });
    expect((await t.call('POST', 'api/rechnung', note('x'.repeat(4096)), token)).status).toBe(201);
    const huge = await t.call('POST', 'api/rechnung', note('x'.repeat(1_100_000)), token);
    expect(huge.status).toBe(413);
    // quota: 200 000 characters; each invoice with 40 notes of 4 000 characters is ~160 000
    const big = savePayload({
      json: JSON.stringify({
        INVOICE_NOTE: Array.from({ length: 40 }, () => ({ Invoice_note: 'y'.repeat(4000) })),
      }),
    });
    const first = await t.call('POST', 'api/rechnung', big, token);
    expect(first.status).toBe(201);
    const over = await t.call('POST', 'api/rechnung', big, token);
    expect(over).toMatchObject({ status: 413, data: { messageKey: 'error.storageQuota' } });
    const list = await t.call('GET', 'api/rechnung/inprogress', undefined, token);
    expect(list.data.totalElements ?? list.data.total ?? list.data.content?.length).toBe(2);
    // the measure follows every change: shrinking an invoice frees room, growing it back is refused
    // while another big one is stored, deleting one frees its room
    const small = { ...note('short'), version: first.data.version };
    const shrunk = await t.call('PUT', `api/rechnung/${first.data.id}`, small, token);
    expect(shrunk.status).toBe(200);
    const second = await t.call('POST', 'api/rechnung', big, token);
    expect(second.status).toBe(201);
    const regrow = await t.call(
      'PUT',
      `api/rechnung/${first.data.id}`,
      { ...big, version: shrunk.data.version },
      token,
    );
    expect(regrow).toMatchObject({ status: 413, data: { messageKey: 'error.storageQuota' } });
    expect((await t.call('DELETE', `api/rechnung/${second.data.id}`, undefined, token)).status).toBe(200);
    const regrown = await t.call(
      'PUT',
      `api/rechnung/${first.data.id}`,
      { ...big, version: shrunk.data.version },
      token,
    );
    expect(regrown.status).toBe(200);
  });

  it('item 9: deep JSON, bad attachment names and a declared type that the content does not match are refused', async () => {
    const { t, token } = await company();
    const deep = `{"X":${'{"a":'.repeat(100_000)}{}${'}'.repeat(100_000)}}`;
    const res = await t.call('POST', 'api/rechnung', savePayload({ json: deep }), token);
    expect(res).toMatchObject({ status: 400, data: { messageKey: 'error.nestingTooDeep' } });
    for (const name of [
      'a\u0000.pdf',
      '../../etc/passwd.pdf',
      'a\\b.pdf',
      'rech\u202enung.pdf',
      'a\nb.pdf',
    ]) {
      const bad = await t.call('POST', 'api/rechnung', withDocs([doc(name)]), token);
      expect([name, bad.status, bad.data.messageKey]).toEqual([name, 400, 'attachment.error.name']);
    }
    const mismatches: [string, string, string][] = [
      ['fake.pdf', b64('<html><script>alert(1)</script>'), 'application/pdf'],
      ['fake.png', PDF, 'image/png'],
      ['fake.jpg', b64('GIF89a'), 'image/jpeg'],
      ['fake.xlsx', PDF, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['fake.csv', b64(new Uint8Array([0x4d, 0x5a, 0x00, 0x01])), 'text/csv'],
    ];
    for (const [name, content, mime] of mismatches) {
      const bad = await t.call('POST', 'api/rechnung', withDocs([doc(name, content, mime)]), token);
      expect([name, bad.status, bad.data.messageKey]).toEqual([name, 400, 'attachment.error.content']);
    }
    const png = b64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]));
    expect(
      (await t.call('POST', 'api/rechnung', withDocs([doc('ok.png', png, 'image/png')]), token)).status,
    ).toBe(201);
  });
});
