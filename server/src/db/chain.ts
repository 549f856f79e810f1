/**
 * Hash chains of the archive and the audit trail (per company): each entry stores a place
 * (`chain_seq`, 1, 2, …) and an HMAC-SHA256 over the previous entry's chain hash and its own
 * fields, keyed with a secret kept outside the database (docs/security.md). Someone who can write
 * to the database but does not hold the key cannot change, insert or remove an entry in the middle
 * without the verification noticing — also with the write-once triggers dropped, which the
 * verification reports too. Entries made before the chain began (the migration) keep a null place:
 * the chain starts at the first entry after it.
 */
import { createHmac, createSecretKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { keptPerKey } from '../kept-per-key';
import { afterTransaction, type Db, engineOf, queryNamed, queryRows } from './connection';

/** The key of the chains, derived from the configured secret (never the secret itself). */
export const chainKeyOf = (secret: string) =>
  createHmac('sha256', secret).update('xr-archive-audit-chain').digest('hex');

/** The key as a KeyObject, made once per key (a text key is turned into bytes on every HMAC). */
const keyObjectOf = keptPerKey(16, (key: string) => createSecretKey(Buffer.from(key, 'utf8')));

/** The chain hash of an entry: over the previous one's hash and the entry's fields, in order. */
export const chainHash = (key: string, previous: string, fields: readonly unknown[]) =>
  createHmac('sha256', keyObjectOf(key))
    .update(JSON.stringify([previous, ...fields]))
    .digest('hex');

type ChainTable = 'invoice_archive' | 'audit_log';

/** Where the next entry of a company's chain goes: its place and the previous entry's hash. */
export interface Link {
  seq: number;
  previous: string;
}

/** A chain's last entry as read: its place and hash (none before the first entry). */
export type Head = { seq: number | string | null; hash: string | null };
const linkAfter = (head: Head | undefined): Link => ({
  seq: head?.seq != null ? Number(head.seq) + 1 : 1,
  previous: head?.hash ?? '',
});

/**
 * The chain's head read after its lock is taken, as a column of a PostgreSQL statement (JSON; SQL
 * text with the parameter `@companyId`, `queryNamed`) (`chain_head_locked`, migration 0010: the
 * company's advisory lock of the chain, held until the transaction ends, then the head):
 * `nextLink`'s own statement, or a larger one that hands it to `noteChainHead`.
 */
export const chainHeadSql = (table: ChainTable) =>
  `(SELECT row_to_json(h) FROM chain_head_locked('${table}', @companyId) h)`;

/** Heads a transaction has read with `chainHeadSql` and not used yet. */
const readAhead = new WeakMap<object, Map<string, Link>>();

/** Keeps a head read ahead for the transaction's next entry of that chain. */
export function noteChainHead(tx: Db, table: ChainTable, companyId: number, head: Head | null): void {
  let heads = readAhead.get(tx);
  if (!heads) {
    heads = new Map();
    readAhead.set(tx, heads);
    afterTransaction(tx, () => readAhead.delete(tx));
  }
  heads.set(`${table}|${companyId}`, linkAfter(head ?? undefined));
}

/**
 * The place and previous hash for the company's next entry (inside the inserting transaction). On
 * PostgreSQL the company's chain is locked until the transaction ends, so two instances never
 * append after the same entry (lock and head in one round trip, or read ahead by the
 * transaction's first statement); SQLite's one writer serialises anyway.
 */
export async function nextLink(tx: Db, table: ChainTable, companyId: number): Promise<Link> {
  const key = `${table}|${companyId}`;
  const ahead = readAhead.get(tx)?.get(key);
  if (ahead) {
    readAhead.get(tx)?.delete(key);
    return ahead;
  }
  if (engineOf(tx).kind === 'pg') {
    const [row] = await queryNamed<{ head: Head | null }>(tx, `SELECT ${chainHeadSql(table)} AS head`, {
      companyId,
    });
    return linkAfter(row?.head ?? undefined);
  }
  const [last] = await queryRows<Head>(
    tx,
    sql`SELECT chain_seq AS seq, chain_hash AS hash FROM ${sql.identifier(table)}
        WHERE company_id = ${companyId} AND chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1`,
  );
  return linkAfter(last);
}

export interface ChainEntry {
  id: number;
  seq: number | null;
  hash: string | null;
  /** When the entry was made (ISO): an unchained entry after the chain's start was taken out of it. */
  at: string;
  /** The fields the hash covers, computed from what is stored now. */
  fields: readonly unknown[];
}

export interface ChainReport {
  intact: boolean;
  /** Chained entries checked. */
  chained: number;
  /** Entries from before the chain began (not covered). */
  beforeStart: number;
  /** Ids of entries whose hash, place or predecessor does not fit. */
  broken: number[];
}

/** Recomputes a company's chain; entries in any order. */
export function verifyChain(key: string, entries: ChainEntry[]): ChainReport {
  const chained = entries.filter((e) => e.seq !== null).sort((a, b) => Number(a.seq) - Number(b.seq));
  const start = chained[0]?.at;
  const broken: number[] = [];
  // an entry without a place made after the chain began: its place and hash were removed
  const unchained = entries.filter((e) => e.seq === null);
  for (const e of unchained) if (start !== undefined && e.at > start) broken.push(e.id);
  chained.forEach((e, i) => {
    const before = chained[i - 1];
    // the first remaining entry may follow entries deleted after their retention period
    if (before && Number(before.seq) !== Number(e.seq) - 1) broken.push(e.id);
    else if (before && chainHash(key, before.hash ?? '', [e.seq, ...e.fields]) !== e.hash) broken.push(e.id);
    else if (!before && Number(e.seq) === 1 && chainHash(key, '', [e.seq, ...e.fields]) !== e.hash)
      broken.push(e.id);
  });
  return {
    intact: broken.length === 0,
    chained: chained.length,
    beforeStart: unchained.length - broken.filter((id) => unchained.some((u) => u.id === id)).length,
    broken,
  };
}

const WRITE_ONCE_TRIGGERS: Record<ChainTable, string[]> = {
  invoice_archive: ['invoice_archive_no_update', 'invoice_archive_retained'],
  audit_log: ['audit_log_no_update', 'audit_log_retained'],
};

/** The write-once triggers of the table that are missing (dropped) or disabled. */
export async function missingTriggers(db: Db, table: ChainTable): Promise<string[]> {
  const names = WRITE_ONCE_TRIGGERS[table];
  const present =
    engineOf(db).kind === 'pg'
      ? await queryRows<{ name: string }>(
          db,
          sql`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'D'
              AND tgrelid = ${table}::regclass`,
        )
      : await queryRows<{ name: string }>(
          db,
          sql`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table}`,
        );
  const have = new Set(present.map((p) => p.name));
  return names.filter((n) => !have.has(n));
}
