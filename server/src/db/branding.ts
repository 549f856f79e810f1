/** The company's logo and letterhead text for the invoice PDF (table company_branding). */
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { companyBranding } from './tables';

export interface BrandingRow {
  logo: Buffer | null;
  logoType: string | null;
  letterhead: string;
}

export async function findBranding(db: Db, companyId: number): Promise<BrandingRow | undefined> {
  const [row] = await db
    .select({
      logo: companyBranding.logo,
      logoType: companyBranding.logoType,
      letterhead: companyBranding.letterhead,
    })
    .from(companyBranding)
    .where(eq(companyBranding.companyId, companyId))
    .limit(1);
  return row as BrandingRow | undefined;
}

/** Sets the given parts (a logo of `null` removes it), keeping the others. */
export async function saveBranding(
  db: Db,
  companyId: number,
  parts: { logo?: Buffer | null; logoType?: string | null; letterhead?: string },
): Promise<void> {
  const updatedDate = new Date().toISOString();
  await db
    .insert(companyBranding)
    .values({ companyId, letterhead: '', ...parts, updatedDate })
    .onConflictDoUpdate({ target: companyBranding.companyId, set: { ...parts, updatedDate } });
}
