/** The company's own invoice mail texts, one row per language; none means the built-in text. */
import { and, eq } from 'drizzle-orm';
import type { Db } from './connection';
import { mailTemplates } from './schema';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

export function templatesOf(db: Db, companyId: number): MailTemplateRow[] {
  return db.select().from(mailTemplates).where(eq(mailTemplates.companyId, companyId)).all();
}

export function templateOf(db: Db, companyId: number, locale: string): MailTemplateRow | undefined {
  return db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.locale, locale)))
    .get();
}

export function saveTemplate(db: Db, companyId: number, locale: string, subject: string, body: string): void {
  const updatedDate = new Date().toISOString();
  db.insert(mailTemplates)
    .values({ companyId, locale, subject, body, updatedDate })
    .onConflictDoUpdate({
      target: [mailTemplates.companyId, mailTemplates.locale],
      set: { subject, body, updatedDate },
    })
    .run();
}

export function removeTemplate(db: Db, companyId: number, locale: string): boolean {
  return (
    db
      .delete(mailTemplates)
      .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.locale, locale)))
      .run().changes > 0
  );
}
