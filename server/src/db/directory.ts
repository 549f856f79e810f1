/** Text resources (news) and the local Leitweg-ID directory (not company data: shared by all). */
import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from './connection';
import { leitwegDirectory, textResources } from './schema';

export type DirectoryEntry = typeof leitwegDirectory.$inferSelect;

export function textResourcesOf(db: Db, type: string) {
  return db
    .select()
    .from(textResources)
    .where(eq(textResources.type, type))
    .orderBy(desc(textResources.createdDate))
    .all();
}

export function insertTextResource(db: Db, row: typeof textResources.$inferInsert): void {
  db.insert(textResources).values(row).run();
}

export function insertDirectoryEntries(db: Db, rows: DirectoryEntry[]): void {
  for (const row of rows) db.insert(leitwegDirectory).values(row).onConflictDoNothing().run();
}

export function directorySize(db: Db): number {
  return db.select({ n: count() }).from(leitwegDirectory).get()?.n ?? 0;
}

const esc = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export function searchDirectory(
  db: Db,
  f: { postcode?: string; place?: string; name?: string; page: number; size: number },
) {
  const where: SQL[] = [];
  if (f.postcode) where.push(like(leitwegDirectory.postcode, `${esc(f.postcode)}%`));
  if (f.place) where.push(like(leitwegDirectory.place, `%${esc(f.place)}%`));
  if (f.name) where.push(like(leitwegDirectory.name, `%${esc(f.name)}%`));
  const clause = where.length ? and(...where) : undefined;
  const total = db.select({ n: count() }).from(leitwegDirectory).where(clause).get()?.n ?? 0;
  const rows = db
    .select()
    .from(leitwegDirectory)
    .where(clause)
    .orderBy(asc(leitwegDirectory.postcode), asc(leitwegDirectory.name))
    .limit(f.size)
    .offset(f.page * f.size)
    .all();
  return { rows, total };
}
