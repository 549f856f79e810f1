/** Invoice number counters and the numbers a company already used; every statement scoped by company. */
import { and, eq, lt, sql } from 'drizzle-orm';
import { chainHeadSql, type Head, noteChainHead } from './chain';
import { type Db, engineOf, queryNamed } from './connection';
import { bumpListVersion, bumpListVersionSql, noteBumped } from './list-versions';
import { invoiceNumberCounters, invoices } from './tables';

/**
 * Takes the period's counter row for the rest of the transaction and answers its highest number
 * so far: PostgreSQL holds the row lock of the upsert until commit (a second save of the same
 * period waits, then reads what the first stored); SQLite's one writer serialises anyway.
 */
export async function lockPeriod(db: Db, companyId: number, period: string): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ companyId, period, lastNumber: 0 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.companyId, invoiceNumberCounters.period],
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber}` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  return row.lastNumber;
}

/** Records the highest number given in the period (kept for the administration's view). */
export async function raiseCounter(db: Db, companyId: number, period: string, n: number): Promise<void> {
  await db
    .update(invoiceNumberCounters)
    .set({ lastNumber: n })
    .where(
      and(
        eq(invoiceNumberCounters.companyId, companyId),
        eq(invoiceNumberCounters.period, period),
        lt(invoiceNumberCounters.lastNumber, n),
      ),
    );
}

/** The invoice numbers of the company (every status) matching a LIKE pattern (`\` escapes). */
export async function numbersLike(db: Db, companyId: number, like: string): Promise<string[]> {
  const rows = await db
    .select({ n: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), sql`${invoices.invoiceNumber} LIKE ${like} ESCAPE '\\'`));
  return rows.map((r) => r.n);
}

type UsedBy = 'sent' | 'inprogress' | undefined;

/**
 * One indexed look-up per status (invoices_number_idx): none read beyond the first. SQL text with
 * the parameters `@companyId`, `@invoiceNumber` and, with `exceptOne`, `@exceptId` (`queryNamed`).
 */
function holders(exceptOne: boolean) {
  const other = exceptOne ? ' AND id <> @exceptId' : '';
  const holder = (status: 'sent' | 'inprogress') =>
    `(SELECT 1 FROM invoices WHERE company_id = @companyId AND status = '${status}'
      AND invoice_number = @invoiceNumber${other} LIMIT 1)`;
  return `${holder('sent')} AS sent, ${holder('inprogress')} AS inprogress`;
}

const usedByOf = (row: { sent: unknown; inprogress: unknown } | undefined): UsedBy =>
  row?.sent != null ? 'sent' : row?.inprogress != null ? 'inprogress' : undefined;

/**
 * The status of another invoice of the company with this number: 'sent' before 'inprogress'. One
 * statement (one round trip on PostgreSQL): however many invoices in progress share the number,
 * none is read beyond the first.
 */
export async function numberUsedBy(
  db: Db,
  companyId: number,
  invoiceNumber: string,
  exceptId?: number,
): Promise<UsedBy> {
  const [row] = await queryNamed<{ sent: unknown; inprogress: unknown }>(
    db,
    `SELECT ${holders(exceptId !== undefined)}`,
    { companyId, invoiceNumber, exceptId },
  );
  return usedByOf(row);
}

/**
 * A save's look-ups in one statement (one round trip on PostgreSQL, inside the save's transaction):
 * the characters the company stores (the storage quota's measure, kept in `invoice_counts`) and,
 * as `numberUsedBy`, the status of another invoice with this number; on PostgreSQL the same
 * statement bumps the company's list version that the save's write needs anyway
 * (`list-versions.ts`; the save's insert or update then skips its own bump).
 */
export async function saveLookups(
  db: Db,
  companyId: number,
  invoiceNumber: string,
  exceptId?: number,
): Promise<{ storedCharacters: number; usedBy: UsedBy }> {
  const lookups = `(SELECT coalesce(sum(chars), 0) FROM invoice_counts WHERE company_id = @companyId) AS stored,
      ${holders(exceptId !== undefined)}`;
  const params = { companyId, invoiceNumber, exceptId };
  type Row = { stored: number | string; sent: unknown; inprogress: unknown; audit_head: Head | null };
  let row: Row | undefined;
  if (engineOf(db).kind === 'pg') {
    // one round trip: the list version's bump, the lookups and the head of the audit trail the
    // save appends to (its lock taken here, after the bump: the order every transaction takes them)
    [row] = await queryNamed<Row>(
      db,
      `WITH bump AS (${bumpListVersionSql} RETURNING 1) SELECT (SELECT count(*) FROM bump) AS bumped,
        ${chainHeadSql('audit_log')} AS audit_head, ${lookups}`,
      params,
    );
    noteBumped(db, companyId);
    noteChainHead(db, 'audit_log', companyId, row?.audit_head ?? null);
  } else {
    await bumpListVersion(db, companyId);
    [row] = await queryNamed<Row>(db, `SELECT ${lookups}`, params);
  }
  return { storedCharacters: Number(row?.stored ?? 0), usedBy: usedByOf(row) };
}
