/** The company's own invoice mail texts, one row per language; none means the built-in text. */
import { and, eq } from 'drizzle-orm';
import type { Db } from './connection';
import { mailTemplates } from './tables';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

export async function templatesOf(db: Db, companyId: number): Promise<MailTemplateRow[]> {
  return db.select().from(mailTemplates).where(eq(mailTemplates.companyId, companyId));
}

export async function templateOf(
  db: Db,
  companyId: number,
  locale: string,
): Promise<MailTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.locale, locale)))
    .limit(1);
  return row;
}

export async function saveTemplate(db: Db, companyId: number, locale: string, subject: string, body: string) {
  const updatedDate = new Date().toISOString();
  await db
    .insert(mailTemplates)
    .values({ companyId, locale, subject, body, updatedDate })
    .onConflictDoUpdate({
      target: [mailTemplates.companyId, mailTemplates.locale],
      set: { subject, body, updatedDate },
    });
}

export async function removeTemplate(db: Db, companyId: number, locale: string): Promise<boolean> {
  const gone = await db
    .delete(mailTemplates)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.locale, locale)))
    .returning({ locale: mailTemplates.locale });
  return gone.length > 0;
}
