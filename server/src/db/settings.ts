/** Key/value settings kept in the database (the JWT secret survives restarts). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { settings } from './tables';

async function settingOf(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

export async function getOrCreateSecret(db: Db, key: string): Promise<string> {
  const existing = await settingOf(db, key);
  if (existing) return existing;
  const value = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
  return (await settingOf(db, key)) ?? value;
}

/** Whether the first-start seed ran on this database. */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await settingOf(db, 'seeded')) !== undefined;
}

/**
 * Marks the database seeded (inside the seed's transaction, first); false when another instance
 * starting at the same time did so first: its seed stands.
 */
export async function markSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .insert(settings)
    .values({ key: 'seeded', value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return rows.length > 0;
}
