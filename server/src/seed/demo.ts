/** The demo company of `fixtures/demo.ts`: passwords hashed first, then written in one transaction. */
import { hashPassword } from '../auth/passwords';
import type { Deps } from '../context';
import { insertCompany } from '../db/companies';
import { insertInvoice } from '../db/invoices';
import { replaceMasterData } from '../db/masterdata';
import { addRole, insertUser, ROLE_ADMIN, ROLE_USER } from '../db/users';

type Raw = Record<string, unknown>;
const s = (v: unknown, d = '') => (typeof v === 'string' ? v : d);
const content = (v: unknown) => (typeof v === 'string' ? v : s((v as Raw | undefined)?.Content));

/** Loads the fixture and returns the synchronous writer (run inside the first-start transaction). */
export async function seedDemo(deps: Deps): Promise<(() => void) | undefined> {
  let mod: Raw;
  try {
    const entry = '@xr/fixtures/demo.ts';
    mod = (await import(/* @vite-ignore */ entry)) as Raw;
  } catch (err) {
    console.warn('[server] fixtures/demo.ts not available, no demo data:', String(err).slice(0, 200));
    return undefined;
  }
  const demo = ((mod.demo ?? mod.default ?? mod) as Raw) ?? {};
  const company = (demo.company ?? {}) as Raw;
  const users = ((demo.users ?? []) as Raw[]).filter((u) => typeof u.login === 'string');
  const invoices = (demo.invoices ?? []) as unknown[];
  const hashes = await Promise.all(users.map((u) => hashPassword(s(u.password))));
  return () => {
    const { db } = deps;
    const c = insertCompany(db, {
      name: s(company.name, 'Demo GmbH'),
      street: s(company.street),
      number: s(company.number),
      postcode: s(company.postcode),
      city: s(company.city),
      contactEmail: s(company.contactEmail ?? company.email, 'kontakt@demo.example'),
      locale: s(company.locale, 'de'),
      country: s(company.country, 'DE'),
    });
    const ids = users.map((u, i) => {
      const user = insertUser(db, {
        companyId: c.id,
        login: s(u.login).toLowerCase(),
        passwordHash: hashes[i],
        givenName: s(u.givenName ?? u.firstName),
        familyName: s(u.familyName ?? u.lastName),
        locale: s(u.locale, 'de'),
        status: 'active',
      });
      const roles = Array.isArray(u.roles) ? (u.roles as string[]) : [ROLE_USER];
      for (const role of new Set([ROLE_USER, ...roles.filter((r) => r === ROLE_ADMIN)]))
        addRole(db, user.id, role);
      return user;
    });
    if (demo.masterdata ?? demo.masterData)
      replaceMasterData(db, c.id, JSON.stringify(demo.masterdata ?? demo.masterData));
    const author = ids[0];
    for (const item of invoices) {
      const wrapped = item as Raw;
      const invoice = (wrapped.invoice ?? wrapped) as Raw;
      insertInvoice(db, c.id, { id: author?.id ?? null, login: author?.login ?? '' }, crypto.randomUUID(), {
        invoiceNumber: content(invoice.Invoice_number),
        invoiceIssueDate: s(invoice.Invoice_issue_date),
        buyerReference: s(invoice.Buyer_reference),
        buyerName: s((invoice.BUYER as Raw | undefined)?.Buyer_name),
        valid: wrapped.valid !== false,
        specVersion: s(wrapped.specVersion, '3.0.1'),
        json: JSON.stringify(invoice),
      });
    }
  };
}
