/**
 * A PostgreSQL transaction sends its BEGIN with its first statement, that statement's values
 * written as quoted literals (`db/pg-transaction.ts`): the values arrive exactly as parameters
 * would, a statement that cannot be written so still runs, and a save costs one round trip less.
 * A write nobody reads back (`writeLater`) travels with the next statement or COMMIT.
 * The literal writing is checked on every engine; the database part on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction, queryRows, writeLater } from '../src/db/connection';
import { withLiterals } from '../src/db/pg-transaction';
import { dbRoundTrips } from '../src/db/round-trips';
import { freshApp, onPostgres, registerCompany, savePayload } from './helpers';

describe('a statement with its values written as literals', () => {
  it('quotes every value as PostgreSQL reads an untyped parameter, quotes and backslashes escaped', () => {
    expect(withLiterals('SELECT $1, $2, $10, $3, $4', [7, "O'Brien", true, null, 5, 6, 7, 8, 9, 'x'])).toBe(
      "SELECT '7', 'O''Brien', 'x', 'true', NULL",
    );
    expect(withLiterals('SELECT $1', ['a\\b'])).toBe("SELECT  E'a\\\\b'");
  });

  it('leaves a `$1` inside a quoted string or name alone', () => {
    expect(withLiterals(`SELECT '$1 costs', "col$1" FROM t WHERE a = $1`, ['v'])).toBe(
      `SELECT '$1 costs', "col$1" FROM t WHERE a = 'v'`,
    );
  });

  it('refuses what it cannot write safely: bytes, arrays, objects, dates, comments, dollar quotes', () => {
    // a text over 64 KB (an invoice carrying an attachment) goes as a parameter
    for (const value of [Buffer.from('x'), [1], { a: 1 }, new Date(), Number.NaN, 'x'.repeat(70_000)])
      expect(withLiterals('SELECT $1', [value])).toBeUndefined();
    for (const text of [
      'SELECT $1 -- c',
      'SELECT /* c */ $1',
      'SELECT $$a$$, $1',
      "SELECT E'\\n', $1",
      'SELECT $2',
    ])
      expect(withLiterals(text, ['v'])).toBeUndefined();
  });
});

describe.runIf(onPostgres)('transactions on PostgreSQL', () => {
  const roundTrips = async () => (await dbRoundTrips.get()).values[0]?.value ?? 0;

  it('reads back tricky values exactly, in one round trip with BEGIN, and rolls back on failure', async () => {
    const { deps } = await freshApp();
    const tricky = `O'Brien \\ "quoted" $1 -- not a comment ${'ü€'}`;
    const before = await roundTrips();
    const rows = await inTransaction(deps.db, (tx) =>
      queryRows<{ a: string; n: number; b: boolean; z: null }>(
        tx,
        sql`SELECT ${tricky}::text AS a, ${42}::int AS n, ${true}::boolean AS b, ${null}::text AS z`,
      ),
    );
    expect(rows).toEqual([{ a: tricky, n: 42, b: true, z: null }]);
    // BEGIN with the SELECT, then COMMIT
    expect((await roundTrips()) - before).toBe(2);

    // a failing first statement: nothing stays, the connection serves the next transaction
    await expect(
      inTransaction(deps.db, async (tx) => {
        await queryRows(tx, sql`CREATE TABLE rolled_back (id int)`);
        await queryRows(tx, sql`SELECT 1 / ${0}::int`);
      }),
    ).rejects.toThrow(/Failed query: SELECT 1 \//);
    const left = await queryRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'rolled_back'`,
    );
    expect(left).toEqual([{ n: 0 }]);

    // a transaction that sends nothing sends no BEGIN and no COMMIT
    const idle = await roundTrips();
    await inTransaction(deps.db, async () => 'nothing');
    expect((await roundTrips()) - idle).toBe(0);
  });

  it('holds a write nobody reads back until the next statement or COMMIT, in order; its failure rolls all back', async () => {
    const { deps } = await freshApp();
    await queryRows(deps.db, sql`CREATE TABLE held (n int PRIMARY KEY, t text)`);
    const before = await roundTrips();
    const seen = await inTransaction(deps.db, async (tx) => {
      await writeLater(tx, 'INSERT INTO held (n, t) VALUES (@n, @t)', { n: 1, t: "it's held" });
      await writeLater(tx, 'INSERT INTO held (n, t) VALUES (@n, @t)', { n: 2, t: 'second' });
      // the next statement sees both: they went before it, with BEGIN, in one round trip
      const rows = await queryRows<{ n: number }>(tx, sql`SELECT n FROM held ORDER BY n`);
      await writeLater(tx, 'INSERT INTO held (n, t) VALUES (@n, @t)', { n: 3, t: 'with COMMIT' });
      return rows.map((r) => r.n);
    });
    expect(seen).toEqual([1, 2]);
    expect((await roundTrips()) - before).toBe(2);
    // a text too long to be written as a literal goes as a parameter at once, after what is held
    const long = `\\'${'x'.repeat(70_000)}`;
    await inTransaction(deps.db, async (tx) => {
      await writeLater(tx, 'INSERT INTO held (n, t) VALUES (@n, @t)', { n: 5, t: 'held before it' });
      await writeLater(tx, 'INSERT INTO held (n, t) VALUES (@n, @t)', { n: 6, t: long });
    });
    const stored = await queryRows<{ n: number; t: string }>(deps.db, sql`SELECT n, t FROM held ORDER BY n`);
    expect(stored).toEqual([
      { n: 1, t: "it's held" },
      { n: 2, t: 'second' },
      { n: 3, t: 'with COMMIT' },
      { n: 5, t: 'held before it' },
      { n: 6, t: long },
    ]);

    // a held write that fails at COMMIT: the transaction's other writes are gone too
    await expect(
      inTransaction(deps.db, async (tx) => {
        await queryRows(tx, sql`INSERT INTO held (n, t) VALUES (${4}, ${'sent at once'})`);
        await writeLater(tx, 'INSERT INTO held (n, t) VALUES (@n, @t)', { n: 1, t: 'taken' });
      }),
    ).rejects.toThrow(/duplicate key/);
    const after = await queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM held`);
    expect(after).toEqual([{ n: 5 }]);
  });

  it('saves a new invoice in two round trips (BEGIN with the look-ups; the invoice and its audit entry with COMMIT)', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'rt@firma.example');
    // the caller's look-up is remembered per token: the first call pays it
    expect((await t.call('POST', 'api/rechnung', savePayload(), accessToken)).status).toBe(201);
    const before = await roundTrips();
    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ invoiceNumber: 'RE-RT-2' }),
      accessToken,
    );
    expect(saved.status).toBe(201);
    expect((await roundTrips()) - before).toBe(2);
    // what the save answered is what is stored
    const read = await t.call('GET', `api/rechnung/${saved.data.id}`, undefined, accessToken);
    const { warnings: _none, ...answered } = saved.data;
    expect(read.data).toEqual(expect.objectContaining(answered));
  });
});
