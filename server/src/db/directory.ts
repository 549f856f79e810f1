/** Text resources (news) and the local Leitweg-ID directory (not company data: shared by all). */
import { and, asc, count, desc, eq, ilike, like as likeSqlite, type SQL } from 'drizzle-orm';
import { type Db, engineOf } from './connection';
import { withRandomId } from './random-id';
import { leitwegDirectory, textResources } from './tables';

export type DirectoryEntry = typeof leitwegDirectory.$inferSelect;

export async function textResourcesOf(db: Db, type: string) {
  return db
    .select()
    .from(textResources)
    .where(eq(textResources.type, type))
    .orderBy(desc(textResources.createdDate), desc(textResources.id));
}

export async function insertTextResource(db: Db, row: typeof textResources.$inferInsert): Promise<void> {
  await withRandomId((id) =>
    db
      .insert(textResources)
      .values({ ...row, id })
      .onConflictDoNothing({ target: textResources.id })
      .returning({ id: textResources.id }),
  );
}

export async function insertDirectoryEntries(db: Db, rows: DirectoryEntry[]): Promise<void> {
  // in batches: one statement per 500 rows (a round trip each on PostgreSQL)
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(leitwegDirectory)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
}

export async function directorySize(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leitwegDirectory);
  return row?.n ?? 0;
}

const esc = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function searchDirectory(
  db: Db,
  f: { postcode?: string; place?: string; name?: string; page: number; size: number },
) {
  // case-insensitive on both engines (SQLite's LIKE is, PostgreSQL's is not)
  const like = engineOf(db).kind === 'pg' ? ilike : likeSqlite;
  const where: SQL[] = [];
  if (f.postcode) where.push(like(leitwegDirectory.postcode, `${esc(f.postcode)}%`));
  if (f.place) where.push(like(leitwegDirectory.place, `%${esc(f.place)}%`));
  if (f.name) where.push(like(leitwegDirectory.name, `%${esc(f.name)}%`));
  const clause = where.length ? and(...where) : undefined;
  const [counted] = await db.select({ n: count() }).from(leitwegDirectory).where(clause);
  const rows = await db
    .select()
    .from(leitwegDirectory)
    .where(clause)
    .orderBy(asc(leitwegDirectory.postcode), asc(leitwegDirectory.name))
    .limit(f.size)
    .offset(f.page * f.size);
  return { rows, total: counted?.n ?? 0 };
}
