/**
 * Issue 30 item 10: archive and audit trail are hash chains keyed outside the database. Someone
 * with write access to the database (the write-once triggers dropped) who changes an archived XML
 * together with its SHA-256, or edits or removes an audit entry, is found by the verification; a
 * dropped trigger is reported as such. Entries from before the chain began are counted, not failed.
 */
import { describe, expect, it } from 'vitest';
import { archiveInvoice, sha256 } from '../../src/db/archive';
import { inTransaction } from '../../src/db/connection';
import { archiveOptions } from '../../src/routes/audit/record';
import { freshApp, onPostgres, registerCompany, savePayload, sqlRows, sqlRun } from '../helpers';

const dropTrigger = (t: Awaited<ReturnType<typeof freshApp>>, name: string, table: string) =>
  sqlRun(t.deps, `DROP TRIGGER ${name}${onPostgres ? ` ON ${table}` : ''}`);

describe('the archive chain', () => {
  it('finds an XML changed together with its SHA-256, and reports the dropped trigger', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'kette@archiv.example');
    const [{ c: companyId }] = await sqlRows<{ c: number }>(
      t.deps,
      "SELECT company_id c FROM users WHERE login = 'kette@archiv.example'",
    );
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const row = await inTransaction(t.deps.db, (tx) =>
        archiveInvoice(
          tx,
          {
            companyId,
            invoiceId: n,
            rechnungUUID: `00000000-0000-4000-8000-00000000000${n}`,
            invoiceNumber: `RE-${n}`,
            sendingMethod: 'manual',
            syntax: 'ubl',
            xml: `<Invoice><ID>RE-${n}</ID><Amount>100.00</Amount></Invoice>`,
          },
          archiveOptions(t.deps),
        ),
      );
      ids.push(row.id);
    }
    const verify = async () => (await t.call('GET', 'api/archive/verification', undefined, accessToken)).data;
    expect(await verify()).toMatchObject({
      checked: 3,
      intact: true,
      chain: { intact: true, chained: 3, beforeStart: 0, broken: [] },
      writeOnce: { intact: true, missingTriggers: [] },
    });

    await dropTrigger(t, 'invoice_archive_no_update', 'invoice_archive');
    const dropped = await verify();
    expect(dropped).toMatchObject({
      intact: false,
      writeOnce: { intact: false, missingTriggers: ['invoice_archive_no_update'] },
    });
    expect(dropped.chain.intact).toBe(true);

    // the forger changes the amount and stores the matching SHA-256: each row alone looks intact
    const forged = '<Invoice><ID>RE-2</ID><Amount>1.00</Amount></Invoice>';
    await sqlRun(
      t.deps,
      'UPDATE invoice_archive SET xml = ?, xml_sha256 = ? WHERE id = ?',
      forged,
      sha256(forged),
      ids[1],
    );
    const after = await verify();
    expect(after.broken).toEqual([]);
    expect(after).toMatchObject({ intact: false, chain: { intact: false, broken: [ids[1]] } });
    // recomputing the chain without the key does not help: a plain SHA-256 is not the keyed hash
    await sqlRun(t.deps, 'UPDATE invoice_archive SET chain_hash = ? WHERE id = ?', sha256(forged), ids[1]);
    expect((await verify()).chain.broken).toContain(ids[1]);
  });
});

describe('the audit chain', () => {
  it('finds an edited and a removed entry; entries from before the chain began are counted apart', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'kette@audit.example');
    for (const n of [1, 2, 3, 4, 5, 6])
      expect(
        (await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: `RE-${n}` }), accessToken)).status,
      ).toBe(201);
    const verify = async () => (await t.call('GET', 'api/audit/verification', undefined, accessToken)).data;
    const first = await verify();
    expect(first).toMatchObject({
      intact: true,
      chain: { intact: true, broken: [] },
      writeOnce: { intact: true },
    });
    expect(first.chain.chained).toBeGreaterThanOrEqual(4);

    // an entry from before the chain (as the migration found it): no place, an earlier time
    await sqlRun(
      t.deps,
      "INSERT INTO audit_log (id, company_id, at, user_login, action, object_type, retain_until) SELECT 77, company_id, '2020-01-01T00:00:00.000Z', 'alt@audit.example', 'created', 'invoice', '2030-01-01T00:00:00.000Z' FROM users WHERE login = 'kette@audit.example'",
    );
    expect(await verify()).toMatchObject({ intact: true, chain: { beforeStart: 1, broken: [] } });

    await dropTrigger(t, 'audit_log_no_update', 'audit_log');
    await dropTrigger(t, 'audit_log_retained', 'audit_log');
    const entries = await sqlRows<{ id: number; seq: number }>(
      t.deps,
      'SELECT id, chain_seq seq FROM audit_log WHERE chain_seq IS NOT NULL ORDER BY chain_seq',
    );
    const dropped = await verify();
    expect(dropped.writeOnce.missingTriggers.sort()).toEqual(['audit_log_no_update', 'audit_log_retained']);
    expect(dropped.intact).toBe(false);

    await sqlRun(t.deps, "UPDATE audit_log SET object_label = 'RE-X' WHERE id = ?", entries[1].id);
    await sqlRun(t.deps, 'DELETE FROM audit_log WHERE id = ?', entries[3].id);
    const broken = (await verify()).chain;
    expect(broken.intact).toBe(false);
    expect(broken.broken).toContain(entries[1].id);
    // the entry after the removed one no longer follows its predecessor
    expect(broken.broken).toContain(entries[4].id);
  });

  it('stays one unbroken chain when a company saves many invoices at the same moment', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'gleichzeitig@audit.example');
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: `G-${n}` }), accessToken),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(created.map(() => 201));
    // changes of the saved ones and new saves, all at once
    const mixed = await Promise.all([
      ...created
        .slice(0, 12)
        .map((r) =>
          t.call(
            'PUT',
            `api/rechnung/${r.data.id}`,
            savePayload({ id: r.data.id, version: r.data.version, invoiceNumber: `G-${r.data.id}-b` }),
            accessToken,
          ),
        ),
      ...Array.from({ length: 12 }, (_, n) =>
        t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: `H-${n}` }), accessToken),
      ),
    ]);
    expect(mixed.map((r) => r.status).sort()).toEqual(
      [...Array(12).fill(200), ...Array(12).fill(201)].sort(),
    );
    const seqs = await sqlRows<{ seq: number }>(
      t.deps,
      "SELECT a.chain_seq seq FROM audit_log a JOIN users u ON u.company_id = a.company_id WHERE u.login = 'gleichzeitig@audit.example' AND a.chain_seq IS NOT NULL ORDER BY a.chain_seq",
    );
    // every entry has its own place, one after the other (registration's entries included)
    expect(seqs.map((r) => Number(r.seq))).toEqual(seqs.map((_, i) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(48);
    const verification = (await t.call('GET', 'api/audit/verification', undefined, accessToken)).data;
    expect(verification).toMatchObject({ intact: true, chain: { intact: true, broken: [] } });
  });
});
