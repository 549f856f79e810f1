/**
 * Cost of `synchronous=FULL` against `NORMAL` (WAL): the median and p99 time of one committed
 * invoice save (the real schema, one transaction each, a 20 KB invoice JSON) on this disk.
 *
 *   npm run bench:durability -w @xr/server
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, inTransaction, openDatabase } from '../src/db/connection';
import { companies, invoices } from '../src/db/tables';

const SAVES = Number(process.env.SAVES ?? 400);
const json = JSON.stringify({ note: 'x'.repeat(20_000) });

async function measure(mode: 'FULL' | 'NORMAL') {
  const dir = mkdtempSync(join(tmpdir(), 'xr-bench-durability-'));
  const db = await openDatabase(join(dir, 'bench.db'));
  db.$client.pragma(`synchronous = ${mode}`);
  const [company] = await inTransaction(db, (tx) =>
    tx.insert(companies).values({ name: 'Bench GmbH', contactEmail: 'bench@bench.example' }).returning(),
  );
  const times: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const start = process.hrtime.bigint();
    await inTransaction(db, async (tx) => {
      await tx.insert(invoices).values({
        companyId: company.id,
        rechnungUUID: `bench-${i}`,
        json,
        invoiceNumber: `RE-${i}`,
        createdDate: new Date().toISOString(),
        updatedDate: new Date().toISOString(),
      });
    });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] };
}

for (const mode of ['NORMAL', 'FULL'] as const) {
  const r = await measure(mode);
  console.log(
    `synchronous=${mode.padEnd(6)} ${SAVES} saves: median ${r.median.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms per commit`,
  );
}
