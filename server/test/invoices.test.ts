import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload, sqlRun } from './helpers';

async function setup() {
  const t = await freshApp();
  const auth = await registerCompany(t, 'inv@a.example');
  return { t, token: auth.accessToken };
}

describe('invoice save, read, delete', () => {
  it('creates with id and rechnungUUID, reads back, updates with version, deletes', async () => {
    const { t, token } = await setup();
    const created = await t.call('POST', 'api/rechnung', savePayload(), token);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      id: expect.any(Number),
      version: 1,
      status: 'IN_PROGRESS',
      jsongroupvalidation: false,
    });
    expect(created.data.rechnungUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.headers.get('etag')).toBe('"1"');
    const id = created.data.id;
    const read = await t.call('GET', `api/rechnung/${id}`, undefined, token);
    expect(JSON.parse(read.data.json).BUYER.Buyer_name).toBe('Stadt Musterhausen');
    const json = await t.call('GET', `api/rechnung/jsondata/${id}`, undefined, token);
    expect(json.data.Invoice_number.Content).toBe('RE-1');
    const upd = await t.call(
      'PUT',
      `api/rechnung/${id}`,
      savePayload({ id, invoiceNumber: 'RE-1b', version: 1, jsongroupvalidation: true }),
      token,
    );
    // the client's flag is not trusted: this fragment is far from a valid invoice
    expect(upd.data).toMatchObject({ version: 2, invoiceNumber: 'RE-1b', jsongroupvalidation: false });
    expect((await t.call('DELETE', `api/rechnung/${id}`, undefined, token)).status).toBe(200);
    expect((await t.call('GET', `api/rechnung/${id}`, undefined, token)).data.messageKey).toBe(
      'rechnung.error.notFound',
    );
  });

  it('refuses a save based on an outdated version (body version or If-Match)', async () => {
    const { t, token } = await setup();
    const { data } = await t.call('POST', 'api/rechnung', savePayload(), token);
    await t.call(
      'PUT',
      `api/rechnung/${data.id}`,
      savePayload({ version: 1, invoiceNumber: 'first' }),
      token,
    );
    const stale = await t.call(
      'PUT',
      `api/rechnung/${data.id}`,
      savePayload({ version: 1, invoiceNumber: 'second' }),
      token,
    );
    expect(stale).toMatchObject({
      status: 412,
      data: { messageKey: 'rechnung.error.outdated', currentVersion: 2 },
    });
    const staleHeader = await t.call(
      'PUT',
      `api/rechnung/${data.id}`,
      savePayload({ invoiceNumber: 'third' }),
      token,
      { 'if-match': '"1"' },
    );
    expect(staleHeader.status).toBe(412);
    const ok = await t.call(
      'PUT',
      `api/rechnung/${data.id}`,
      savePayload({ invoiceNumber: 'fourth' }),
      token,
      { 'if-match': '"2"' },
    );
    expect(ok.data).toMatchObject({ version: 3, invoiceNumber: 'fourth' });
    const read = await t.call('GET', `api/rechnung/${data.id}`, undefined, token);
    expect(read.data.invoiceNumber).toBe('fourth');
  });

  it('checks the payload: JSON, uuid, schema; duplicate uuid is a constraint violation', async () => {
    const { t, token } = await setup();
    expect((await t.call('POST', 'api/rechnung', '{not json', token)).data.messageKey).toBe(
      'error.badRequest',
    );
    expect((await t.call('POST', 'api/rechnung', savePayload({ json: '{oops' }), token)).status).toBe(400);
    const uuid = await t.call('POST', 'api/rechnung', savePayload({ rechnungUUID: 'abc' }), token);
    expect(uuid.status).toBe(400);
    const fixed = '6f1c1d7e-3b1a-4b8e-9a51-0c6f1c1d7e3b';
    expect(
      (await t.call('POST', 'api/rechnung', savePayload({ rechnungUUID: fixed }), token)).data.rechnungUUID,
    ).toBe(fixed);
    const dup = await t.call('POST', 'api/rechnung', savePayload({ rechnungUUID: fixed }), token);
    expect(dup).toMatchObject({ status: 409, data: { code: 'CONSTRAINT_VIOLATION_EXCEPTION' } });
    expect(
      (await t.call('POST', 'api/rechnung', savePayload({ invoiceIssueDate: '02.11.2026' }), token)).status,
    ).toBe(400);
  });

  it('saving again unchanged keeps the generated XML; a change drops it', async () => {
    const { t, token } = await setup();
    const { data } = await t.call('POST', 'api/rechnung', savePayload(), token);
    await sqlRun(t.deps, "UPDATE invoices SET xml = '<Invoice/>' WHERE id = ?", data.id);
    const same = await t.call(
      'PUT',
      `api/rechnung/${data.id}`,
      savePayload({ version: data.version }),
      token,
    );
    expect(same.status).toBe(200);
    expect((await t.call('GET', `api/rechnung/xrechnungdata/${data.id}`, undefined, token)).data).toBe(
      '<Invoice/>',
    );
    const changed = savePayload({ version: same.data.version, json: JSON.stringify({ Note: 'x' }) });
    expect((await t.call('PUT', `api/rechnung/${data.id}`, changed, token)).status).toBe(200);
    expect((await t.call('GET', `api/rechnung/xrechnungdata/${data.id}`, undefined, token)).status).toBe(409);
  });

  it('a sent invoice is immutable: INVALID_RECHNUNG_STATUS on update, delete and marking again', async () => {
    const { t, token } = await setup();
    const { data } = await t.call('POST', 'api/rechnung', savePayload(), token);
    const notGenerated = await t.call('POST', `api/rechnung/${data.id}/manually-sent`, undefined, token);
    expect(notGenerated).toMatchObject({ status: 409, data: { messageKey: 'rechnung.error.notGenerated' } });
    expect((await t.call('GET', `api/rechnung/xrechnungdata/${data.id}`, undefined, token)).status).toBe(409);
    await sqlRun(t.deps, "UPDATE invoices SET xml = '<Invoice/>' WHERE id = ?", data.id);
    const marked = await t.call('POST', `api/rechnung/${data.id}/manually-sent`, undefined, token);
    expect(marked.data).toMatchObject({ status: 'SENT', sendingMethod: 'MANUAL' });
    for (const [method, path, body] of [
      ['PUT', `api/rechnung/${data.id}`, savePayload()],
      ['DELETE', `api/rechnung/${data.id}`, undefined],
      ['POST', `api/rechnung/${data.id}/manually-sent`, undefined],
    ] as const) {
      const res = await t.call(method, path, body, token);
      expect(res).toMatchObject({
        status: 409,
        data: { code: 'INVALID_RECHNUNG_STATUS', messageKey: 'rechnung.error.alreadyGenerated' },
      });
    }
    expect((await t.call('GET', `api/rechnung/xrechnungdata/${data.id}`, undefined, token)).data).toBe(
      '<Invoice/>',
    );
  });
});

describe('attachments on save', () => {
  const doc = (Filename: string, Content: string, Mime_Code = 'application/pdf') => ({
    Supporting_document_reference: Filename,
    Attached_document: { Content, Filename, Mime_Code },
  });
  const withDocs = (docs: unknown[]) =>
    savePayload({ json: JSON.stringify({ ADDITIONAL_SUPPORTING_DOCUMENTS: docs }) });

  it('keeps attachment metadata and refuses what spec §5 forbids', async () => {
    const { t, token } = await setup();
    const pdf = Buffer.from('%PDF-1.4 test').toString('base64');
    const ok = await t.call(
      'POST',
      'api/rechnung',
      withDocs([doc('a.pdf', pdf), doc('b.csv', Buffer.from('x;y').toString('base64'), 'text/csv')]),
      token,
    );
    expect(ok.status).toBe(201);
    const read = await t.call('GET', `api/rechnung/${ok.data.id}`, undefined, token);
    expect(read.data.attachments).toEqual([
      { filename: 'a.pdf', mimeCode: 'application/pdf', size: 13 },
      { filename: 'b.csv', mimeCode: 'text/csv', size: 3 },
    ]);
    const refusals: [unknown[], string][] = [
      [[doc('empty.pdf', '')], 'attachment.error.empty'],
      [[doc('x.exe', pdf, 'application/x-msdownload')], 'attachment.error.type'],
      [[doc('a.pdf', pdf), doc('a.pdf', pdf)], 'attachment.error.duplicate'],
      [Array.from({ length: 201 }, (_, i) => doc(`f${i}.pdf`, pdf)), 'attachment.error.tooMany'],
      [[doc('big.pdf', 'A'.repeat(14_000_000))], 'attachment.error.tooLarge'],
    ];
    for (const [docs, key] of refusals) {
      const res = await t.call('POST', 'api/rechnung', withDocs(docs), token);
      expect([key, res.status, res.data.messageKey]).toEqual([key, 400, key]);
    }
  });
});

describe('contact e-mail', () => {
  it('must not belong to another company', async () => {
    const { t, token } = await setup();
    const other = await registerCompany(t, 'other@b.example');
    const mine = (await t.call('GET', 'api/adresse', undefined, token)).data;
    const taken = await t.call(
      'PUT',
      'api/adresse',
      { ...mine, email: undefined, contactEmail: 'kontakt.other@b.example' },
      token,
    );
    expect(taken).toMatchObject({ status: 409, data: { messageKey: 'error.contactEmailExists' } });
    expect(other.accessToken).toBeTruthy();
  });
});

describe('save warnings and limits', () => {
  it('warns about wrong Leitweg-ID check digits without refusing the save', async () => {
    const { t, token } = await setup();
    const wrong = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ buyerReference: '04011000-12345-34' }),
      token,
    );
    expect(wrong.status).toBe(201);
    expect(wrong.data.warnings).toEqual([
      { field: 'buyerReference', messageKey: 'warning.leitwegId.checkDigits' },
    ]);
    const right = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ buyerReference: '04011000-12345-03', invoiceNumber: 'RE-2' }),
      token,
    );
    expect(right.data.warnings).toEqual([]);
    const other = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ buyerReference: 'Bestellung 4711', invoiceNumber: 'RE-3' }),
      token,
    );
    expect(other.data.warnings).toEqual([]);
  });

  it('refuses oversized bodies before reading them', async () => {
    const { t } = await setup();
    const res = await t.call('POST', 'public-api/adresse', {
      login: 'x@y.example',
      filler: 'x'.repeat(70_000),
    });
    // the public calls' own limit, named as it is (64 KB)
    expect(res).toMatchObject({ status: 413, data: { messageKey: 'request.error.tooLarge', maxKb: 64 } });
  });
});

describe('declared body size', () => {
  it('is refused from the Content-Length header alone', async () => {
    const t = await freshApp();
    const res = await t.call('POST', 'public-api/authenticate/', '{}', undefined, {
      'content-length': String(65 * 1024 * 1024),
    });
    expect(res).toMatchObject({ status: 413, data: { messageKey: 'request.error.tooLarge', maxKb: 64 } });
  });
});
