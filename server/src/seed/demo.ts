/**
 * The demo company of `fixtures/demo.ts` (`demoCompany`): passwords hashed and sent demo
 * invoices' XML generated first, then everything written in the first-start transaction.
 */

import type { Invoice } from '@xr/generated';
import { hashPassword } from '../auth/passwords';
import type { Deps } from '../context';
import { insertCompany } from '../db/companies';
import type { Db } from '../db/connection';
import { insertInvoice, markSent, storeGenerated } from '../db/invoices';
import { replaceMasterData } from '../db/masterdata';
import { addRole, insertUser, ROLE_ADMIN, ROLE_USER } from '../db/users';
import { moneyFieldsOf } from '../invoice-money';
import { loadXml } from '../modules';

type Raw = Record<string, unknown>;
const s = (v: unknown, d = '') => (typeof v === 'string' && v ? v : d);
const content = (v: unknown) => (typeof v === 'string' ? v : s((v as Raw | undefined)?.Content));

/** Loads the fixture and returns the synchronous writer (run inside the first-start transaction). */
export async function seedDemo(_deps: Deps): Promise<((tx: Db) => Promise<void>) | undefined> {
  let mod: Raw;
  try {
    // a literal specifier: the release build bundles the fixture
    mod = (await import('@xr/fixtures/demo.ts' as string)) as Raw;
  } catch (err) {
    console.warn('[server] fixtures/demo.ts not available, no demo data:', String(err).slice(0, 200));
    return undefined;
  }
  const demo = (mod.demoCompany ?? mod.default ?? {}) as Raw;
  const company = (demo.company ?? {}) as Raw;
  const users = ((demo.users ?? []) as Raw[]).filter((u) => typeof u.login === 'string');
  const invoices = (demo.invoices ?? []) as Raw[];
  const hashes = await Promise.all(users.map((u) => hashPassword(s(u.password))));
  const xml = await loadXml();
  const generated = invoices.map((item) => {
    if (item.status !== 'SENT') return undefined;
    try {
      return xml.generateXml(item.invoice as Invoice, { syntax: 'ubl' }).xml;
    } catch (err) {
      console.warn('[server] demo invoice XML not generated:', String(err).slice(0, 200));
      return undefined;
    }
  });
  return async (db: Db) => {
    const c = await insertCompany(db, {
      name: s(company.name, 'Demo GmbH'),
      street: s(company.street),
      number: s(company.number),
      postcode: s(company.postcode),
      city: s(company.city),
      contactEmail: s(company.contactEmail, 'kontakt@demo.example'),
      locale: s(company.locale, 'de'),
      country: s(company.country, 'DE'),
    });
    const byLogin = new Map<string, { id: number; login: string }>();
    for (const [i, u] of users.entries()) {
      const user = await insertUser(db, {
        companyId: c.id,
        login: s(u.login).toLowerCase(),
        passwordHash: hashes[i],
        locale: s(u.locale, 'de'),
        status: 'active',
      });
      const roles = Array.isArray(u.roles) ? (u.roles as string[]) : [];
      for (const role of new Set([ROLE_USER, ...roles.filter((r) => r === ROLE_ADMIN)]))
        await addRole(db, user.id, role);
      byLogin.set(user.login, user);
    }
    if (demo.masterData) await replaceMasterData(db, c.id, JSON.stringify(demo.masterData));
    const first = [...byLogin.values()][0];
    for (const [i, item] of invoices.entries()) {
      const invoice = (item.invoice ?? {}) as Raw;
      const author = byLogin.get(s(item.author).toLowerCase()) ?? first;
      const row = await insertInvoice(
        db,
        c.id,
        { id: author?.id ?? null, login: author?.login ?? '' },
        crypto.randomUUID(),
        {
          invoiceNumber: content(invoice.Invoice_number),
          invoiceIssueDate: s(invoice.Invoice_issue_date),
          buyerReference: s(invoice.Buyer_reference),
          buyerName: s((invoice.BUYER as Raw | undefined)?.Buyer_name),
          ...moneyFieldsOf(invoice),
          valid: item.status !== 'INVALID',
          specVersion: '3.0.1',
          json: JSON.stringify(invoice),
        },
      );
      const xmlText = generated[i];
      if (item.status === 'SENT') {
        if (xmlText)
          await storeGenerated(
            db,
            c.id,
            row.id,
            xmlText,
            'ubl',
            JSON.stringify({ valid: true, syntax: 'ubl', findings: [] }),
          );
        await markSent(db, c.id, row.id, item.sendingMethod === 'PORTAL' ? 'portal' : 'manual');
      }
    }
  };
}
