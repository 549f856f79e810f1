/** Seller master data: one JSON document per company. */
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { masterdata } from './schema';

export function findMasterData(db: Db, companyId: number): string | undefined {
  return db
    .select({ json: masterdata.json })
    .from(masterdata)
    .where(eq(masterdata.companyId, companyId))
    .get()?.json;
}

export function insertMasterData(db: Db, companyId: number, json: string): void {
  db.insert(masterdata).values({ companyId, json }).run();
}

export function replaceMasterData(db: Db, companyId: number, json: string): void {
  db.insert(masterdata)
    .values({ companyId, json })
    .onConflictDoUpdate({
      target: masterdata.companyId,
      set: { json, updatedDate: new Date().toISOString() },
    })
    .run();
}
