/** Seller master data: one JSON document per company. */
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { masterdata } from './tables';

export async function findMasterData(db: Db, companyId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ json: masterdata.json })
    .from(masterdata)
    .where(eq(masterdata.companyId, companyId))
    .limit(1);
  return row?.json;
}

export async function insertMasterData(db: Db, companyId: number, json: string): Promise<void> {
  await db.insert(masterdata).values({ companyId, json });
}

export async function replaceMasterData(db: Db, companyId: number, json: string): Promise<void> {
  await db
    .insert(masterdata)
    .values({ companyId, json })
    .onConflictDoUpdate({
      target: masterdata.companyId,
      set: { json, updatedDate: new Date().toISOString() },
    });
}
