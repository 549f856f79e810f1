/**
 * The article directory of a company (issue 16): every statement is scoped by the company; callers
 * hold the request's transaction.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { articles } from './schema';

export interface ArticleColumns {
  itemName: string;
  searchText: string;
  json: string;
}

export interface ArticleRow extends ArticleColumns {
  id: number;
  createdDate: string;
  updatedDate: string;
}

const columns = {
  id: articles.id,
  itemName: articles.itemName,
  searchText: articles.searchText,
  json: articles.json,
  createdDate: articles.createdDate,
  updatedDate: articles.updatedDate,
};

const matching = (companyId: number, term: string) =>
  and(eq(articles.companyId, companyId), term ? sql`instr(${articles.searchText}, ${term}) > 0` : undefined);

/** One page of the company's articles whose search text holds `term` (lower case), by name. */
export function listArticles(
  db: Db,
  companyId: number,
  term: string,
  page: number,
  size: number,
): { rows: ArticleRow[]; total: number } {
  const rows = db
    .select(columns)
    .from(articles)
    .where(matching(companyId, term))
    .orderBy(asc(articles.itemName), asc(articles.id))
    .limit(size)
    .offset(page * size)
    .all();
  return { rows, total: countArticles(db, companyId, term) };
}

export function countArticles(db: Db, companyId: number, term = ''): number {
  return db.select({ n: count() }).from(articles).where(matching(companyId, term)).get()?.n ?? 0;
}

export function findArticle(db: Db, companyId: number, id: number): ArticleRow | undefined {
  return db
    .select(columns)
    .from(articles)
    .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
    .get();
}

export function insertArticle(db: Db, companyId: number, values: ArticleColumns): number {
  return db
    .insert(articles)
    .values({ companyId, ...values })
    .returning({ id: articles.id })
    .get().id;
}

/** Replaces an article's values; answers false when the company has no such article. */
export function updateArticle(db: Db, companyId: number, id: number, values: ArticleColumns): boolean {
  const result = db
    .update(articles)
    .set({ ...values, updatedDate: new Date().toISOString() })
    .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
    .run();
  return result.changes > 0;
}

export function deleteArticle(db: Db, companyId: number, id: number): boolean {
  return (
    db
      .delete(articles)
      .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
      .run().changes > 0
  );
}
