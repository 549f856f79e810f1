/**
 * The audit trail: one row per action on a company's data, appended in the transaction of the
 * action. There is no update path, and the database refuses one (migration `archive_write_once`).
 */
import { and, asc, desc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import { germanDayEnd, germanDayStart } from '../german-day';
import { type ArchiveOptions, retainUntil } from './archive';
import { chainHash, missingTriggers, nextLink, noteChainHead, verifyChain } from './chain';
import { type Db, insertLater } from './connection';
import { creationTime, randomId } from './random-id';
import { auditLog } from './tables';
import { containsText } from './text-search';

export type AuditRow = typeof auditLog.$inferSelect;

export const AUDIT_ACTIONS = [
  'created',
  'changed',
  'deleted',
  'generated',
  'sent',
  'marked-sent',
  'archived',
  'payment-recorded',
  'payment-undone',
  'reminder-created',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a user, or the system (the scheduler) with `id` null. */
export interface Actor {
  id: number | null;
  companyId: number;
  login: string;
}

export interface AuditEntry {
  action: AuditAction;
  objectType: 'invoice' | 'schedule' | 'mail-template' | 'company' | 'masterdata' | 'user';
  objectId?: number | string;
  objectLabel?: string;
  detail?: string;
}

/** What an entry's chain hash covers (db/chain.ts). */
const chainFields = (r: Omit<AuditRow, 'chainSeq' | 'chainHash'>) => [
  r.companyId,
  r.id,
  r.at,
  r.userId,
  r.userLogin,
  r.action,
  r.objectType,
  r.objectId,
  r.objectLabel,
  r.detail,
  r.retainUntil,
];

/** Appends an entry as the next link of the company's chain (inside the action's transaction). */
export async function recordAudit(
  db: Db,
  actor: Actor,
  entry: AuditEntry,
  opts: ArchiveOptions,
  now?: Date,
): Promise<void> {
  // without a given time: later than every entry before, so the trail keeps the order of the actions
  const at = now ? now.toISOString() : creationTime();
  const link = await nextLink(db, 'audit_log', actor.companyId);
  const row = {
    id: randomId(),
    companyId: actor.companyId,
    at,
    userId: actor.id,
    userLogin: actor.login,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId === undefined ? '' : String(entry.objectId),
    objectLabel: entry.objectLabel ?? '',
    detail: entry.detail ?? '',
    retainUntil: retainUntil(new Date(at), opts.years),
  };
  const hash = chainHash(opts.chainKey, link.previous, [link.seq, ...chainFields(row)]);
  // written with the transaction's next statement or its COMMIT; a second entry follows this one
  await insertLater(db, auditLog, { ...row, chainSeq: link.seq, chainHash: hash });
  noteChainHead(db, 'audit_log', actor.companyId, { seq: link.seq, hash });
}

/** The company's trail checked: its hash chain, and whether the database still refuses changes. */
export async function verifyAudit(db: Db, companyId: number, chainKey: string) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.companyId, companyId));
  const chain = verifyChain(
    chainKey,
    rows.map((r) => ({ id: r.id, seq: r.chainSeq, hash: r.chainHash, at: r.at, fields: chainFields(r) })),
  );
  const missing = await missingTriggers(db, 'audit_log');
  return {
    checked: rows.length,
    intact: chain.intact && missing.length === 0,
    chain,
    writeOnce: { intact: missing.length === 0, missingTriggers: missing },
  };
}

export interface AuditFilter {
  action?: string;
  objectType?: string;
  objectId?: string;
  user?: string;
  /** YYYY-MM-DD, German calendar days (inclusive; `to` covers its whole day) */
  from?: string;
  to?: string;
}

function whereOf(companyId: number, f: AuditFilter) {
  return and(
    eq(auditLog.companyId, companyId),
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.objectType ? eq(auditLog.objectType, f.objectType) : undefined,
    f.objectId ? eq(auditLog.objectId, f.objectId) : undefined,
    f.user ? containsText(sql`lower(${auditLog.userLogin})`, f.user.toLowerCase()) : undefined,
    f.from ? gte(auditLog.at, germanDayStart(f.from)) : undefined,
    f.to ? lte(auditLog.at, germanDayEnd(f.to)) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  userLogin: auditLog.userLogin,
  action: auditLog.action,
  objectType: auditLog.objectType,
  objectId: auditLog.objectId,
  objectLabel: auditLog.objectLabel,
  detail: auditLog.detail,
};

export type AuditView = { [K in keyof typeof columns]: string | number };

export async function listAudit(db: Db, companyId: number, f: AuditFilter, page: number, size: number) {
  const where = whereOf(companyId, f);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(size)
    .offset(page * size);
  const [count] = await db.select({ n: sql<number>`count(*)` }).from(auditLog).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** All matching rows, oldest first (the CSV export), read in pages so memory stays flat. */
export async function* allAudit(db: Db, companyId: number, f: AuditFilter, pageSize = 1000) {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(auditLog)
      .where(
        and(
          whereOf(companyId, f),
          after && or(gt(auditLog.at, after.at), and(eq(auditLog.at, after.at), gt(auditLog.id, after.id))),
        ),
      )
      .orderBy(asc(auditLog.at), asc(auditLog.id))
      .limit(pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

export async function purgeExpiredAudit(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(auditLog)
    .where(sql`${auditLog.retainUntil} <= ${now.toISOString()}`)
    .returning({ id: auditLog.id });
  return gone.length;
}
