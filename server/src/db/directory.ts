/** Text resources (news) and the local Leitweg-ID directory (not company data: shared by all). */
import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from './connection';
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
  for (const row of rows) await db.insert(leitwegDirectory).values(row).onConflictDoNothing();
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
