import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../src/german-day';
import { addDays } from '../src/schedule/dates';
import {
  freshApp,
  lastMailToken,
  onPostgres,
  PASSWORD,
  registerCompany,
  savePayload,
  sqlRows,
  sqlRun,
} from './helpers';

const fixture = () =>
  JSON.parse(readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'));

async function sentInvoice() {
  const t = await freshApp();
  // the fixture's buyer is reached over HTTP: an access point configured (nothing is delivered here)
  t.deps.config.delivery.httpUrl = 'http://127.0.0.1:9/deliveries';
  const admin = await registerCompany(t, 'archiv@a.example');
  const token = admin.accessToken;
  const invoice = fixture();
  const saved = (
    await t.call(
      'POST',
      'api/rechnung',
      savePayload({
        invoiceNumber: 'RE-2026-0001',
        json: JSON.stringify(invoice),
        jsongroupvalidation: true,
      }),
      token,
    )
  ).data;
  const sent = await t.call('POST', `api/v1_2/ubl-invoices-send?rechnungId=${saved.id}`, undefined, token);
  expect(sent.status).toBe(200);
  return { t, token, saved, xml: sent.data.xml as string };
}

describe('archive of sent invoices', () => {
  it('keeps the sent XML byte for byte with its SHA-256; verification detects one changed byte', async () => {
    const { t, token, saved, xml } = await sentInvoice();
    const list = await t.call('GET', 'api/archive', undefined, token);
    expect(list.data.totalElements).toBe(1);
    const entry = list.data.content[0];
    expect(entry).toMatchObject({
      invoiceId: saved.id,
      invoiceNumber: 'RE-2026-0001',
      sendingMethod: 'portal',
    });
    expect(entry.xmlSha256).toBe(createHash('sha256').update(xml).digest('hex'));
    expect(entry.retainUntil.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 9));
    const download = await t.call('GET', `api/archive/${entry.id}/xml`, undefined, token);
    expect(download.data).toBe(xml);
    expect((await t.call('GET', `api/archive/${entry.id}/verification`, undefined, token)).data.intact).toBe(
      true,
    );

    // the database refuses to change or delete an archived document ...
    await expect(sqlRun(t.deps, "UPDATE invoice_archive SET xml = 'x'")).rejects.toThrow(/write-once/);
    await expect(sqlRun(t.deps, 'DELETE FROM invoice_archive')).rejects.toThrow(/retention/);
    // ... so a forger goes around the app: drops the guard in the database, flips one byte
    await sqlRun(t.deps, `DROP TRIGGER invoice_archive_no_update${onPostgres ? ' ON invoice_archive' : ''}`);
    const at = xml.indexOf('RE-2026-0001') + 11;
    const forged = `${xml.slice(0, at)}2${xml.slice(at + 1)}`;
    await sqlRun(t.deps, 'UPDATE invoice_archive SET xml = ? WHERE id = ?', forged, entry.id);

    const one = await t.call('GET', `api/archive/${entry.id}/verification`, undefined, token);
    expect(one.data).toMatchObject({ intact: false, xml: { stored: entry.xmlSha256 } });
    expect(one.data.xml.computed).not.toBe(entry.xmlSha256);
    const all = await t.call('GET', 'api/archive/verification', undefined, token);
    expect(all.data).toMatchObject({ checked: 1, intact: false, broken: [entry.id] });
  }, 60_000);

  it('archives a manually sent invoice; other companies see nothing of it', async () => {
    const { t, token } = await sentInvoice();
    const other = await registerCompany(t, 'fremd@b.example', 'Fremd GmbH');
    const invoice = fixture();
    invoice.Invoice_number = { Content: 'RE-2026-0002' };
    const saved = (
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({ invoiceNumber: 'RE-2026-0002', json: JSON.stringify(invoice) }),
        token,
      )
    ).data;
    await t.call('POST', `api/v1_2/cefact-invoices?rechnungId=${saved.id}`, undefined, token);
    const marked = await t.call('POST', `api/rechnung/${saved.id}/manually-sent`, undefined, token);
    expect(marked.data.status).toBe('SENT');
    const list = (await t.call('GET', 'api/archive', undefined, token)).data;
    expect(
      list.content.map((e: { sendingMethod: string; syntax: string }) => [e.sendingMethod, e.syntax]),
    ).toEqual([
      ['manual', 'cii'],
      ['portal', 'ubl'],
    ]);
    expect((await t.call('GET', 'api/archive', undefined, other.accessToken)).data.totalElements).toBe(0);
    const id = list.content[0].id;
    expect((await t.call('GET', `api/archive/${id}/xml`, undefined, other.accessToken)).status).toBe(404);
  }, 60_000);
});

describe('audit trail', () => {
  it('records who created, changed, generated, sent, deleted what; admins filter, page and export CSV', async () => {
    const { t, token, saved } = await sentInvoice();
    const draft = (await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'ENTWURF-1' }), token))
      .data;
    await t.call(
      'PUT',
      `api/rechnung/${draft.id}`,
      savePayload({ invoiceNumber: 'ENTWURF-2', version: 1 }),
      token,
    );
    await t.call('DELETE', `api/rechnung/${draft.id}`, undefined, token);

    const log = await t.call('GET', 'api/audit?size=100', undefined, token);
    const trail = log.data.content
      .map((r: { action: string; objectId: string; objectLabel: string; userLogin: string }) =>
        [r.action, r.objectId, r.objectLabel, r.userLogin].join(' '),
      )
      .reverse();
    expect(trail).toEqual([
      `created ${saved.id} RE-2026-0001 archiv@a.example`,
      `generated ${saved.id} RE-2026-0001 archiv@a.example`,
      `sent ${saved.id} RE-2026-0001 archiv@a.example`,
      `archived ${saved.id} RE-2026-0001 archiv@a.example`,
      `created ${draft.id} ENTWURF-1 archiv@a.example`,
      `changed ${draft.id} ENTWURF-2 archiv@a.example`,
      `deleted ${draft.id} ENTWURF-2 archiv@a.example`,
    ]);
    const deletes = await t.call('GET', 'api/audit?action=deleted', undefined, token);
    expect(deletes.data.totalElements).toBe(1);
    const page = await t.call('GET', 'api/audit?size=2&page=1', undefined, token);
    expect(page.data).toMatchObject({ totalElements: 7, page: 1, size: 2 });
    expect(page.data.content.map((r: { action: string }) => r.action)).toEqual(['created', 'archived']);
    // the German day after today (the filter's days are German days; from 23:00 UTC they differ)
    const tomorrow = addDays(todayInGermany(), 1);
    expect((await t.call('GET', `api/audit?from=${tomorrow}`, undefined, token)).data.totalElements).toBe(0);
    expect((await t.call('GET', 'api/audit?action=rm', undefined, token)).status).toBe(400);

    const csv = await t.call('GET', `api/audit/csv?objectId=${draft.id}`, undefined, token);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-log-${todayInGermany()}.csv"`,
    );
    const lines = (csv.data as string)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,userLogin,action,objectType,objectId,objectLabel,detail');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['created', 'changed', 'deleted']);

    await expect(sqlRun(t.deps, "UPDATE audit_log SET user_login = 'someone'")).rejects.toThrow(
      /append-only/,
    );
    await expect(sqlRun(t.deps, 'DELETE FROM audit_log')).rejects.toThrow(/retention/);
  }, 60_000);

  it('is for admins only; deleting the company keeps its archive and trail for the retention period', async () => {
    const { t, token } = await sentInvoice();
    await t.call('POST', 'api/ssouser', { login: 'user@a.example', locale: 'en' }, token);
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'user@a.example'),
      password: PASSWORD,
    });
    const user = (
      await t.call('POST', 'public-api/authenticate/', { login: 'user@a.example', password: PASSWORD })
    ).data;
    const users = (await t.call('GET', 'api/audit?objectType=user', undefined, token)).data.content;
    expect(users.map((r: { action: string; objectLabel: string }) => `${r.action} ${r.objectLabel}`)).toEqual(
      ['created user@a.example'],
    );
    expect((await t.call('GET', 'api/audit', undefined, user.accessToken)).status).toBe(403);
    expect((await t.call('GET', 'api/audit/csv', undefined, user.accessToken)).status).toBe(403);
    expect((await t.call('GET', 'api/archive', undefined, user.accessToken)).data.totalElements).toBe(1);

    const gone = await t.call('DELETE', 'api/adresse?confirmLogin=archiv@a.example', undefined, token);
    expect(gone.data).toMatchObject({ deleted: true, archiveKeptYears: 8 });
    const [left] = await sqlRows(
      t.deps,
      'SELECT (SELECT count(*) FROM invoice_archive) a, (SELECT count(*) FROM companies) c',
    );
    expect(left).toEqual({ a: 1, c: 0 });
    const [last] = await sqlRows(
      t.deps,
      'SELECT action, object_type FROM audit_log ORDER BY at DESC, id DESC LIMIT 1',
    );
    expect(last).toEqual({ action: 'deleted', object_type: 'company' });
  }, 60_000);
});
