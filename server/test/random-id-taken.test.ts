/**
 * A new invoice and its audit entry are plain inserts under random ids (`writeLater`): an id that
 * another row holds already fails the save's transaction, which runs again with new ids. The user
 * sees one save, stored once, with one entry in an unbroken trail. Both engines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { verifyAudit } from '../src/db/audit-log';
import { idSource } from '../src/db/random-id';
import { archiveOptions } from '../src/routes/audit/record';
import { freshApp, registerCompany, savePayload, sqlRows } from './helpers';

const draw = idSource.draw;
/** The next ids drawn: the given ones first (null: a random one), then random ones again. */
function drawNext(ids: (number | null)[]) {
  const queue = [...ids];
  idSource.draw = () => {
    const next = queue.shift();
    if (queue.length === 0) idSource.draw = draw;
    return next ?? draw();
  };
}

afterEach(() => {
  idSource.draw = draw;
});

describe('a random id already taken', () => {
  it('by an invoice or by an audit entry: the save runs again and is stored once', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'vergeben@firma.example');
    const first = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'RE-1' }), accessToken);
    expect(first.status).toBe(201);
    const [entry] = await sqlRows<{ id: number }>(t.deps, 'SELECT id FROM audit_log LIMIT 1');

    // the invoice's id is taken: the transaction fails and runs again
    drawNext([first.data.id]);
    const second = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'RE-2' }), accessToken);
    expect(second.status).toBe(201);
    expect(second.data.id).not.toBe(first.data.id);

    // the audit entry's id is taken (the invoice's is free)
    drawNext([null, entry.id]);
    const third = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'RE-3' }), accessToken);
    expect(third.status).toBe(201);

    const stored = await sqlRows<{ invoice_number: string }>(
      t.deps,
      'SELECT invoice_number FROM invoices ORDER BY invoice_number',
    );
    expect(stored.map((r) => r.invoice_number)).toEqual(['RE-1', 'RE-2', 'RE-3']);
    for (const saved of [first, second, third]) {
      const read = await t.call('GET', `api/rechnung/${saved.data.id}`, undefined, accessToken);
      expect(read.data.invoiceNumber).toBe(saved.data.invoiceNumber);
    }
    const created = await sqlRows<{ object_label: string }>(
      t.deps,
      "SELECT object_label FROM audit_log WHERE action = 'created' ORDER BY object_label",
    );
    expect(created.map((r) => r.object_label)).toEqual(['RE-1', 'RE-2', 'RE-3']);
    const [company] = await sqlRows<{ company_id: number }>(
      t.deps,
      'SELECT company_id FROM invoices LIMIT 1',
    );
    const trail = await verifyAudit(t.deps.db, company.company_id, archiveOptions(t.deps).chainKey);
    expect(trail.intact).toBe(true);
  });
});
