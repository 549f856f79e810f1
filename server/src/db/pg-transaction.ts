/**
 * A PostgreSQL transaction on one pooled connection, with one round trip less than BEGIN on its
 * own: BEGIN travels with the transaction's first statement. A parameterised statement cannot
 * share a round trip with another one, so the first statement's values are written into its text
 * as quoted literals (`'…'`, escaped as pg escapes them): PostgreSQL reads a quoted literal exactly
 * as it reads an untyped parameter, so the statement means the same; the pair goes out as one
 * simple query. A first statement whose values are not plain (bytes, arrays, objects, dates) or
 * whose text is not plain (comments, dollar quotes, E'' strings) is sent after a BEGIN of its own,
 * as before. A transaction that sends no statement sends no BEGIN and no COMMIT either.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

type QueryConfig = { text: string; name?: string; values?: unknown[]; [k: string]: unknown };
type Result = pg.QueryResult;

/** The literal PostgreSQL reads as it reads the parameter `value`; undefined when not plain. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  return undefined;
}

/**
 * The statement with its `$n` written as literals, or undefined when its text has anything but
 * plain single- and double-quoted strings (where a `$n` would not be a parameter) or a value is
 * not plain.
 */
export function withLiterals(text: string, values: readonly unknown[]): string | undefined {
  if (/--|\/\*|[eE]'|\$[^\d]|\$$/.test(text)) return undefined;
  const literals = values.map(literalOf);
  if (literals.some((l) => l === undefined)) return undefined;
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
      out += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
    } else if (c === '$') {
      let j = i + 1;
      while (j < text.length && text[j] >= '0' && text[j] <= '9') j++;
      const literal = literals[Number(text.slice(i + 1, j)) - 1];
      if (literal === undefined) return undefined;
      out += literal;
      i = j - 1;
    } else out += c;
  }
  return quote ? undefined : out;
}

/** One connection's statements: BEGIN held back until the first one of a transaction. */
interface PgTxClient {
  query(config: string | QueryConfig, values?: unknown[]): Promise<Result>;
  /** A transaction starts: its BEGIN goes with its first statement. */
  begin(): void;
  /** Whether BEGIN has been sent (some statement ran in the transaction). */
  began(): boolean;
  /** The transaction has ended: statements go out as they are again. */
  end(): void;
}

function txClientOf(client: pg.PoolClient): PgTxClient {
  let pending = false;
  const send = client.query.bind(client) as (c: string | QueryConfig, v?: unknown[]) => Promise<Result>;
  return {
    begin: () => {
      pending = true;
    },
    began: () => !pending,
    end: () => {
      pending = false;
    },
    async query(config, values) {
      if (!pending) return send(config, values);
      pending = false;
      const {
        text,
        values: inConfig,
        name: _prepared,
        ...rest
      } = typeof config === 'string' ? { text: config } : config;
      const inlined = withLiterals(text, values ?? inConfig ?? []);
      if (inlined === undefined) {
        await send('BEGIN');
        return send(config, values);
      }
      const results = (await send({ ...rest, text: `BEGIN; ${inlined}` })) as unknown as Result | Result[];
      return Array.isArray(results) ? results[results.length - 1] : results;
    },
  };
}

/** Each pooled connection's statement sender (its prepared statements are kept per sender). */
const senders = new WeakMap<pg.PoolClient, PgTxClient>();

/**
 * Runs `work` in a transaction on a connection of `pool`, with a drizzle handle made for it (as
 * drizzle's own transactions make one) on the connection's sender, whose prepared statements
 * (`preparedOn`) serve every transaction on that connection.
 */
export async function pgTransaction<T>(pool: pg.Pool, work: (tx: NodePgDatabase) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let sender = senders.get(client);
  if (!sender) {
    sender = txClientOf(client);
    senders.set(client, sender);
  }
  sender.begin();
  const tx = drizzle({ client: sender as unknown as pg.PoolClient });
  // a connection that failed to end its transaction is closed, not given to the next request
  let broken: Error | undefined;
  try {
    const result = await work(tx);
    if (sender.began()) await client.query('COMMIT');
    return result;
  } catch (e) {
    if (sender.began())
      await client.query('ROLLBACK').catch((lost: Error) => {
        broken = lost;
      });
    throw e;
  } finally {
    sender.end();
    client.release(broken);
  }
}
