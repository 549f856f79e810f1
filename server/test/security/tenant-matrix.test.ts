/**
 * Tenant matrix generated from the OpenAPI document: every authenticated operation is called by an
 * admin of a foreign company (with company A's ids where the path or query takes one) and every
 * admin operation by a plain user of company A. Company A's data must stay as it was, no answer may
 * show it, and a foreign id must answer exactly like a missing one. A new operation in the document
 * is covered without a test written for it; a path parameter of an unknown kind fails the test.
 */

import { describe, expect, it } from 'vitest';
import { archiveInvoice } from '../../src/db/archive';
import { inTransaction } from '../../src/db/connection';
import { archiveOptions } from '../../src/routes/audit/record';
import { freshApp, lastMailToken, PASSWORD, registerCompany, savePayload, sqlRows } from '../helpers';

interface DocOperation {
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
}

interface Op {
  method: string;
  path: string;
  admin: boolean;
  query: string[];
  body?: string;
}

/** Operations that end the caller's own session or company run last. */
const endsCaller = (op: Op) =>
  op.path === '/logout/' ||
  (op.method === 'delete' && (op.path === '/api/ssouser' || op.path === '/api/adresse'));

describe('tenant matrix from the OpenAPI document', () => {
  it('no foreign company and no plain user reaches company A through any operation', async () => {
    const t = await freshApp();
    const a = await registerCompany(t, 'admin@alpha.example', 'Alpha Geheim GmbH');
    await t.call('POST', 'api/masterdata', { Seller_name: 'Alpha Geheim GmbH' }, a.accessToken);
    const inv = (
      await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'ALPHA-RE-1' }), a.accessToken)
    ).data;
    const userA = (await t.call('POST', 'api/ssouser', { login: 'plain@alpha.example' }, a.accessToken)).data;
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'plain@alpha.example'),
      password: PASSWORD,
    });
    const plain = (
      await t.call('POST', 'public-api/authenticate/', { login: 'plain@alpha.example', password: PASSWORD })
    ).data.accessToken as string;
    const schedule = (
      await t.call('POST', 'api/schedules', { invoiceId: inv.id, frequency: 'month' }, a.accessToken)
    ).data;
    await t.call(
      'PUT',
      'api/mail-templates/de',
      { subject: 'Alpha Geheim {invoiceNumber}', body: 'x' },
      a.accessToken,
    );
    const [alpha] = await sqlRows<{ c: number }>(
      t.deps,
      'SELECT company_id c FROM users WHERE login = ?',
      'admin@alpha.example',
    );
    const archived = await inTransaction(t.deps.db, (tx) =>
      archiveInvoice(
        tx,
        {
          companyId: alpha.c,
          invoiceId: inv.id,
          rechnungUUID: inv.rechnungUUID,
          invoiceNumber: 'ALPHA-RE-1',
          sendingMethod: 'manual',
          syntax: 'ubl',
          xml: '<Invoice>Alpha Geheim GmbH ALPHA-RE-1</Invoice>',
        },
        archiveOptions(t.deps),
      ),
    );
    const buyerA = (
      await t.call(
        'POST',
        'api/buyers',
        { customerNumber: 'ALPHA-K-1', BUYER: { Buyer_name: 'Alpha Geheim Kunde' } },
        a.accessToken,
      )
    ).data;
    const articleA = (
      await t.call('POST', 'api/articles', { Item_name: 'Alpha Geheim Artikel' }, a.accessToken)
    ).data;
    const b = await registerCompany(t, 'admin@beta.example', 'Beta GmbH');

    const doc = (await t.call('GET', 'api/openapi.json', undefined, a.accessToken)).data;
    const ops: Op[] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, DocOperation>>)) {
      for (const [method, op] of Object.entries(methods)) {
        if (op.security && op.security.length === 0) continue; // public
        if (path.startsWith('/public-api/')) continue;
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        ops.push({ method, path, admin: /ROLE_WEBERFASSUNG_ADMIN/.test(op.summary ?? ''), query });
      }
    }
    expect(ops.length).toBeGreaterThan(30);
    expect(ops.filter((o) => o.admin).length).toBeGreaterThan(5);
    ops.sort((x, y) => Number(endsCaller(x)) - Number(endsCaller(y)));

    const ids = (missing: boolean) => ({
      rechnung: missing ? 999_999 : inv.id,
      ssouser: missing ? 999_998 : userA.id,
      ssouserroles: missing ? 999_997 : userA.roles[0].id,
      schedules: missing ? 999_996 : schedule.id,
      archive: missing ? 999_995 : archived.id,
      buyers: missing ? 999_994 : buyerA.id,
      articles: missing ? 999_993 : articleA.id,
    });
    const url = (op: Op, missing: boolean) => {
      const known = ids(missing);
      let path = op.path.replace(/\{(\w+)\}/g, (_m, name) => {
        if (name === 'locale') return 'de';
        // a payment is reached only through its invoice ({id}), which is company A's
        if (name === 'paymentId') return missing ? '999992' : '1';
        const segment = op.path.split('/').find((s) => s in known && op.path.includes(`${s}/`)) as
          | keyof typeof known
          | undefined;
        if (!segment || name !== 'id') throw new Error(`unknown id kind in ${op.method} ${op.path}`);
        return String(known[segment]);
      });
      if (op.query.includes('rechnungId')) path += `?rechnungId=${known.rechnung}`;
      if (op.query.includes('filterSSOUser')) path += `?filterSSOUser=${known.ssouser}`;
      return path.replace(/^\//, '');
    };
    const body = (op: Op, missing = false) =>
      op.method === 'get' || op.method === 'delete'
        ? undefined
        : op.path.startsWith('/api/rechnung')
          ? savePayload({ invoiceNumber: 'HIJACKED', id: ids(missing).rechnung })
          : op.path.startsWith('/api/buyers')
            ? { BUYER: { Buyer_name: 'Beta Kunde' } }
            : op.path.startsWith('/api/articles')
              ? { Item_name: 'Beta Artikel' }
              : op.path.startsWith('/api/ssouserrole')
                ? { ssoUserId: ids(missing).ssouser, role: 'ROLE_WEBERFASSUNG_ADMIN' }
                : op.path.startsWith('/api/ssouser')
                  ? { id: ids(missing).ssouser, locked: true }
                  : {};
    const [{ c }] = await sqlRows<{ c: number }>(
      t.deps,
      'SELECT company_id c FROM users WHERE id = ?',
      userA.id,
    );
    const rowsOf = (query: string) => sqlRows(t.deps, query, c);
    const snapshot = async () => [
      await rowsOf(
        'SELECT id, version, invoice_number, status FROM invoices WHERE company_id = ? ORDER BY id',
      ),
      await rowsOf('SELECT id, login, status FROM users WHERE company_id = ? ORDER BY id'),
      await rowsOf(
        'SELECT count(*) n FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.company_id = ?',
      ),
      await rowsOf('SELECT name FROM companies WHERE id = ?'),
      await rowsOf('SELECT json FROM masterdata WHERE company_id = ?'),
      await rowsOf('SELECT id, active, next_date FROM schedules WHERE company_id = ? ORDER BY id'),
      await rowsOf('SELECT subject FROM mail_templates WHERE company_id = ? ORDER BY subject'),
      await rowsOf('SELECT count(*) n FROM audit_log WHERE company_id = ?'),
      await rowsOf('SELECT count(*) n FROM invoice_archive WHERE company_id = ?'),
      await rowsOf('SELECT id, json, updated_date FROM buyers WHERE company_id = ? ORDER BY id'),
      await rowsOf('SELECT id, json, updated_date FROM articles WHERE company_id = ? ORDER BY id'),
    ];
    const before = await snapshot();
    const leaks = /Alpha Geheim|ALPHA-RE-1|ALPHA-K-1|plain@alpha|admin@alpha/;

    const probed: string[] = [];
    for (const op of ops) {
      const real = await t.call(op.method.toUpperCase(), url(op, false), body(op), b.accessToken);
      const text = typeof real.data === 'string' ? real.data : JSON.stringify(real.data ?? '');
      expect([op.method, op.path, leaks.test(text)]).toEqual([op.method, op.path, false]);
      expect([op.method, op.path, await snapshot()]).toEqual([op.method, op.path, before]);
      if (/\{id\}/.test(op.path) || op.query.includes('rechnungId')) {
        const ghost = await t.call(op.method.toUpperCase(), url(op, true), body(op, true), b.accessToken);
        expect([op.method, op.path, real.status, real.data]).toEqual([
          op.method,
          op.path,
          ghost.status,
          ghost.data,
        ]);
      }
      if (op.admin && !endsCaller(op)) {
        const asPlain = await t.call(op.method.toUpperCase(), url(op, false), body(op), plain);
        expect([op.method, op.path, asPlain.status]).toEqual([op.method, op.path, 403]);
        expect([op.method, op.path, await snapshot()]).toEqual([op.method, op.path, before]);
      }
      probed.push(`${op.method} ${op.path}`);
    }
    expect(probed.length).toBe(ops.length);
    await t.deps.mailer.flush();
  }, 180_000);
});
