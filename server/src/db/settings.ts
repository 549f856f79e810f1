/** Key/value settings kept in the database (the JWT secret survives restarts). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { settings } from './schema';

export function getOrCreateSecret(db: Db, key: string): string {
  const row = db.select().from(settings).where(eq(settings.key, key)).get();
  if (row) return row.value;
  const value = randomBytes(48).toString('base64url');
  db.insert(settings).values({ key, value }).onConflictDoNothing().run();
  return db.select().from(settings).where(eq(settings.key, key)).get()?.value ?? value;
}

/** Whether the first-start seed ran on this database. */
export function isSeeded(db: Db): boolean {
  return !!db.select().from(settings).where(eq(settings.key, 'seeded')).get();
}

export function markSeeded(db: Db): void {
  db.insert(settings).values({ key: 'seeded', value: new Date().toISOString() }).run();
}
