/**
 * The GoBD archive of sent invoices: written once when an invoice is sent (portal or manually),
 * never updated; the SHA-256 taken then is recomputed by `verifyArchived`, the company's hash
 * chain (db/chain.ts) by `verifyCompanyArchive`. There is no update or
 * delete path here, and the database refuses one (triggers of migration `archive_write_once`).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { chainHash, missingTriggers, nextLink, verifyChain } from './chain';
import type { Db } from './connection';
import { creationTime, withRandomId } from './random-id';
import { invoiceArchive } from './tables';

export type ArchiveRow = typeof invoiceArchive.$inferSelect;

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The end of the retention period: the period starts at the end of the calendar year in which the
 * document was made (§ 147 (4) AO), and lasts `years` from then.
 */
export function retainUntil(at: Date, years: number): string {
  return `${String(at.getUTCFullYear() + years + 1).padStart(4, '0')}-01-01T00:00:00.000Z`;
}

export interface ArchiveInput {
  companyId: number;
  invoiceId: number;
  rechnungUUID: string;
  invoiceNumber: string;
  sendingMethod: 'portal' | 'email' | 'manual';
  syntax: string;
  xml: string;
  pdf?: Uint8Array | null;
}

/** What an archive entry's chain hash covers (db/chain.ts), the SHA-256 values as recomputed. */
const chainFields = (r: Omit<ArchiveRow, 'xml' | 'pdf' | 'chainSeq' | 'chainHash'>) => [
  r.companyId,
  r.id,
  r.invoiceId,
  r.rechnungUUID,
  r.invoiceNumber,
  r.sendingMethod,
  r.syntax,
  r.xmlSha256,
  r.pdfSha256,
  r.archivedAt,
  r.retainUntil,
];

/** How long entries are kept and the key of the hash chain (`ServerConfig`). */
export interface ArchiveOptions {
  years: number;
  chainKey: string;
}

/** Archives what was sent (inside the send's transaction), as the next link of the company's chain. */
export async function archiveInvoice(
  db: Db,
  input: ArchiveInput,
  opts: ArchiveOptions,
  now?: Date,
): Promise<ArchiveRow> {
  const archivedAt = now ? now.toISOString() : creationTime();
  const pdf = input.pdf ? Buffer.from(input.pdf) : null;
  const link = await nextLink(db, 'invoice_archive', input.companyId);
  return withRandomId((id) => {
    const row = {
      ...input,
      id,
      pdf,
      xmlSha256: sha256(input.xml),
      pdfSha256: pdf ? sha256(pdf) : null,
      archivedAt,
      retainUntil: retainUntil(new Date(archivedAt), opts.years),
    };
    const chainHashOf = chainHash(opts.chainKey, link.previous, [link.seq, ...chainFields(row)]);
    return db
      .insert(invoiceArchive)
      .values({ ...row, chainSeq: link.seq, chainHash: chainHashOf })
      .onConflictDoNothing({ target: invoiceArchive.id })
      .returning();
  });
}

const listColumns = {
  id: invoiceArchive.id,
  invoiceId: invoiceArchive.invoiceId,
  rechnungUUID: invoiceArchive.rechnungUUID,
  invoiceNumber: invoiceArchive.invoiceNumber,
  sendingMethod: invoiceArchive.sendingMethod,
  syntax: invoiceArchive.syntax,
  xmlSha256: invoiceArchive.xmlSha256,
  pdfSha256: invoiceArchive.pdfSha256,
  archivedAt: invoiceArchive.archivedAt,
  retainUntil: invoiceArchive.retainUntil,
};

export async function listArchive(db: Db, companyId: number, page: number, size: number) {
  const where = eq(invoiceArchive.companyId, companyId);
  const rows = await db
    .select(listColumns)
    .from(invoiceArchive)
    .where(where)
    .orderBy(desc(invoiceArchive.archivedAt), desc(invoiceArchive.id))
    .limit(size)
    .offset(page * size);
  const [count] = await db.select({ n: sql<number>`count(*)` }).from(invoiceArchive).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findArchived(db: Db, companyId: number, id: number): Promise<ArchiveRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceArchive)
    .where(and(eq(invoiceArchive.id, id), eq(invoiceArchive.companyId, companyId)))
    .limit(1);
  return row;
}

export async function archivedOfInvoice(db: Db, companyId: number, invoiceId: number) {
  return db
    .select(listColumns)
    .from(invoiceArchive)
    .where(and(eq(invoiceArchive.invoiceId, invoiceId), eq(invoiceArchive.companyId, companyId)));
}

/** Recomputes the hashes of an archived document: `intact` when both match what was taken at sending. */
export function verifyArchived(row: ArchiveRow) {
  const xmlSha256 = sha256(row.xml);
  const pdfSha256 = row.pdf ? sha256(row.pdf) : null;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    intact: xmlSha256 === row.xmlSha256 && pdfSha256 === row.pdfSha256,
    xml: { stored: row.xmlSha256, computed: xmlSha256 },
    ...(row.pdfSha256 || pdfSha256 ? { pdf: { stored: row.pdfSha256, computed: pdfSha256 } } : {}),
  };
}

/**
 * Every archived document of a company, verified: the SHA-256 of each (ids of the ones that are
 * not intact), the hash chain over all of them, and whether the database still refuses changes.
 */
export async function verifyCompanyArchive(db: Db, companyId: number, chainKey: string) {
  const rows = await db.select().from(invoiceArchive).where(eq(invoiceArchive.companyId, companyId));
  const broken = rows.map(verifyArchived).filter((v) => !v.intact);
  const chain = verifyChain(
    chainKey,
    rows.map((r) => ({
      id: r.id,
      seq: r.chainSeq,
      hash: r.chainHash,
      at: r.archivedAt,
      fields: chainFields({ ...r, xmlSha256: sha256(r.xml), pdfSha256: r.pdf ? sha256(r.pdf) : null }),
    })),
  );
  const missing = await missingTriggers(db, 'invoice_archive');
  return {
    checked: rows.length,
    intact: broken.length === 0 && chain.intact && missing.length === 0,
    broken: broken.map((b) => b.id),
    chain,
    writeOnce: { intact: missing.length === 0, missingTriggers: missing },
  };
}

/** Removes what is past its retention period (the only delete the database allows). */
export async function purgeExpiredArchive(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(invoiceArchive)
    .where(sql`${invoiceArchive.retainUntil} <= ${now.toISOString()}`)
    .returning({ id: invoiceArchive.id });
  return gone.length;
}
