/**
 * Cost of durability on SQLite (WAL): committed invoice saves (the real schema, one transaction
 * each, a 20 KB invoice JSON) one after another and 50 at a time, with the group commit of
 * `src/db/group-commit.ts` (NORMAL + one shared fsync of the WAL before the acknowledgement) and
 * with `synchronous=FULL` (an fsync inside every COMMIT, on the event loop; the former setting).
 * Both acknowledge a save only when it is on disk.
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

async function measure(mode: 'group commit' | 'FULL') {
  const dir = mkdtempSync(join(tmpdir(), 'xr-bench-durability-'));
  const db = await openDatabase(join(dir, 'bench.db'));
  if (mode === 'FULL') db.$client.pragma('synchronous = FULL');
  const [company] = await inTransaction(db, (tx) =>
    tx.insert(companies).values({ name: 'Bench GmbH', contactEmail: 'bench@bench.example' }).returning(),
  );
  const save = (i: number) =>
    inTransaction(db, async (tx) => {
      await tx.insert(invoices).values({
        companyId: company.id,
        rechnungUUID: `bench-${i}`,
        json,
        invoiceNumber: `RE-${i}`,
        createdDate: new Date().toISOString(),
        updatedDate: new Date().toISOString(),
      });
    });
  const times: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const start = process.hrtime.bigint();
    await save(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  // 50 at a time: what a busy server sees
  const t0 = performance.now();
  for (let i = 0; i < SAVES; i += 50)
    await Promise.all(Array.from({ length: 50 }, (_, k) => save(SAVES + i + k)));
  const perSecond = (SAVES / (performance.now() - t0)) * 1000;
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
  return {
    median: times[Math.floor(times.length / 2)],
    p99: times[Math.floor(times.length * 0.99)],
    perSecond,
  };
}

for (const mode of ['group commit', 'FULL'] as const) {
  const r = await measure(mode);
  console.log(
    `${mode.padEnd(12)} ${SAVES} saves one after another: median ${r.median.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms per commit; 50 at a time: ${r.perSecond.toFixed(0)} commits/s`,
  );
}
