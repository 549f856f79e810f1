/**
 * A PostgreSQL transaction on one pooled connection, with one round trip less than BEGIN on its
 * own: BEGIN travels with the transaction's first statement. A parameterised statement cannot
 * share a round trip with another one, so the first statement's values are written into its text
 * as quoted literals (`'…'`, escaped as pg escapes them): PostgreSQL reads a quoted literal exactly
 * as it reads an untyped parameter, so the statement means the same; the pair goes out as one
 * simple query. A first statement whose values are not plain (bytes, arrays, objects, dates, texts
 * over 64 KB) or whose text is not plain (comments, dollar quotes, E'' strings) is sent after a
 * BEGIN of its own, as before. A transaction that sends no statement sends no BEGIN and no COMMIT either.
 *
 * Likewise, a statement whose result nobody reads (`deferWrite`: a new invoice, the audit entry
 * of a change) is held back and travels, its values written in as literals, with the next
 * statement or the COMMIT, in the order they were made. PostgreSQL stops such a query at its first
 * error; the transaction is then rolled back as any failed one (the error is the held statement's,
 * reported by the call that sent it).
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { keptPerKey } from '../kept-per-key';

type QueryConfig = { text: string; name?: string; values?: unknown[]; [k: string]: unknown };
type Result = pg.QueryResult;

/**
 * Texts longer than this go as parameters: a literal is escaped here and lexed again by PostgreSQL,
 * cheap for the usual invoice (a few KB) but not for one carrying a 10 MB attachment.
 */
const MAX_LITERAL_CHARS = 64 * 1024;

/**
 * A text as a quoted literal, escaped as pg's `escapeLiteral` escapes it (quotes doubled; with a
 * backslash, backslashes doubled and the literal written E'…'), with one native pass per rule.
 */
function quoted(text: string): string {
  const body = text.replace(/'/g, "''");
  return text.includes('\\') ? ` E'${body.replace(/\\/g, '\\\\')}'` : `'${body}'`;
}

/** The literal PostgreSQL reads as it reads the parameter `value`; undefined when not plain. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.length <= MAX_LITERAL_CHARS ? quoted(value) : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  return undefined;
}

/**
 * A statement's text cut at its `$n` parameters: `parts[i]` comes before parameter `numbers[i]`
 * (1-based), the last part after the last one. Undefined when the text has anything but plain
 * single- and double-quoted strings (where a `$n` would not be a parameter).
 */
interface Template {
  parts: string[];
  numbers: number[];
}

function templateOf(text: string): Template | undefined {
  if (/--|\/\*|[eE]'|\$[^\d]|\$$/.test(text)) return undefined;
  const parts: string[] = [];
  const numbers: number[] = [];
  let from = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '$') {
      let j = i + 1;
      while (j < text.length && text[j] >= '0' && text[j] <= '9') j++;
      parts.push(text.slice(from, i));
      numbers.push(Number(text.slice(i + 1, j)));
      from = j;
      i = j - 1;
    }
  }
  if (quote) return undefined;
  parts.push(text.slice(from));
  return { parts, numbers };
}

/** The template of a statement text, kept per text (the same few statements run again and again). */
const templateFor = keptPerKey(500, (text: string): Template | null => templateOf(text) ?? null);

/**
 * The statement with its `$n` written as literals, or undefined when its text has anything but
 * plain single- and double-quoted strings (where a `$n` would not be a parameter) or a value is
 * not plain.
 */
export function withLiterals(text: string, values: readonly unknown[]): string | undefined {
  const template = templateFor(text);
  if (template === null) return undefined;
  const { parts, numbers } = template;
  let out = parts[0];
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i];
    const literal = n >= 1 && n <= values.length ? literalOf(values[n - 1]) : undefined;
    if (literal === undefined) return undefined;
    out += literal + parts[i + 1];
  }
  return out;
}

/**
 * One connection's statements: BEGIN held back until the first one of a transaction, and the
 * statements nobody reads the result of (`deferWrite`) held back until the next one or COMMIT.
 */
interface PgTxClient {
  query(config: string | QueryConfig, values?: unknown[]): Promise<Result>;
  /** A transaction starts: its BEGIN goes with its first statement. */
  begin(): void;
  /** Whether BEGIN has been sent (some statement ran in the transaction). */
  began(): boolean;
  /** Holds a statement (`$n` parameters) back for the next one; false when it cannot be inlined. */
  defer(text: string, values: readonly unknown[]): boolean;
  /** Sends what is held back and COMMIT, when the transaction sent or holds anything. */
  commit(): Promise<void>;
  /** The transaction has ended: statements go out as they are again. */
  end(): void;
}

function txClientOf(client: pg.PoolClient): PgTxClient {
  let pending = false;
  /** Statements held back, as literal texts, each ending with `; `. */
  let held = '';
  const send = client.query.bind(client) as (c: string | QueryConfig, v?: unknown[]) => Promise<Result>;
  /** BEGIN (when still pending) and the held statements, to go before the next statement. */
  const takePrefix = () => {
    const prefix = (pending ? 'BEGIN; ' : '') + held;
    pending = false;
    held = '';
    return prefix;
  };
  return {
    begin: () => {
      pending = true;
    },
    began: () => !pending,
    defer: (text, values) => {
      const inlined = withLiterals(text, values);
      if (inlined === undefined) return false;
      held += `${inlined}; `;
      return true;
    },
    async commit() {
      if (pending && !held) return;
      await send(`${takePrefix()}COMMIT`);
    },
    end: () => {
      pending = false;
      held = '';
    },
    async query(config, values) {
      if (!pending && !held) return send(config, values);
      const prefix = takePrefix();
      const {
        text,
        values: inConfig,
        name: _prepared,
        ...rest
      } = typeof config === 'string' ? { text: config } : config;
      const inlined = withLiterals(text, values ?? inConfig ?? []);
      if (inlined === undefined) {
        await send(prefix.slice(0, -2));
        return send(config, values);
      }
      const results = (await send({ ...rest, text: `${prefix}${inlined}` })) as unknown as Result | Result[];
      return Array.isArray(results) ? results[results.length - 1] : results;
    },
  };
}

/** Each pooled connection's statement sender (its prepared statements are kept per sender). */
const senders = new WeakMap<pg.PoolClient, PgTxClient>();
/**
 * Each sender's drizzle handle: made once per connection (a connection runs one transaction at a
 * time), as drizzle's own transactions make one per transaction.
 */
const handlesOfSenders = new WeakMap<PgTxClient, NodePgDatabase>();
/** The sender of each open transaction's drizzle handle. */
const sendersOfHandles = new WeakMap<object, PgTxClient>();

/**
 * Holds a statement (`$n` parameters) whose result nobody reads back in the open transaction
 * `handle` belongs to: it travels with the transaction's next statement or its COMMIT, in order.
 * False when `handle` is no open transaction's or a value cannot be inlined (the caller runs the
 * statement itself then).
 */
export function deferWrite(handle: object, text: string, values: readonly unknown[]): boolean {
  return sendersOfHandles.get(handle)?.defer(text, values) ?? false;
}

/**
 * Runs `work` in a transaction on a connection of `pool`, with the drizzle handle of the
 * connection's sender, whose prepared statements serve every transaction on that connection.
 */
export async function pgTransaction<T>(pool: pg.Pool, work: (tx: NodePgDatabase) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let sender = senders.get(client);
  if (!sender) {
    sender = txClientOf(client);
    senders.set(client, sender);
    handlesOfSenders.set(sender, drizzle({ client: sender as unknown as pg.PoolClient }));
  }
  sender.begin();
  const tx = handlesOfSenders.get(sender) as NodePgDatabase;
  sendersOfHandles.set(tx, sender);
  // a connection that failed to end its transaction is closed, not given to the next request
  let broken: Error | undefined;
  try {
    const result = await work(tx);
    await sender.commit();
    return result;
  } catch (e) {
    if (sender.began())
      await client.query('ROLLBACK').catch((lost: Error) => {
        broken = lost;
      });
    throw e;
  } finally {
    sendersOfHandles.delete(tx);
    sender.end();
    client.release(broken);
  }
}
