/** The company's logo and letterhead text for the invoice PDF (table company_branding). */
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { companyBranding } from './schema';

export interface BrandingRow {
  logo: Buffer | null;
  logoType: string | null;
  letterhead: string;
}

export function findBranding(db: Db, companyId: number): BrandingRow | undefined {
  return db
    .select({
      logo: companyBranding.logo,
      logoType: companyBranding.logoType,
      letterhead: companyBranding.letterhead,
    })
    .from(companyBranding)
    .where(eq(companyBranding.companyId, companyId))
    .get() as BrandingRow | undefined;
}

/** Sets the given parts (a logo of `null` removes it), keeping the others. */
export function saveBranding(
  db: Db,
  companyId: number,
  parts: { logo?: Buffer | null; logoType?: string | null; letterhead?: string },
): void {
  const updatedDate = new Date().toISOString();
  db.insert(companyBranding)
    .values({ companyId, letterhead: '', ...parts, updatedDate })
    .onConflictDoUpdate({ target: companyBranding.companyId, set: { ...parts, updatedDate } })
    .run();
}
