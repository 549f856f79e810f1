/**
 * The article directory of a company (issue 16): every statement is scoped by the company; callers
 * hold the request's transaction.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from './connection';
import { creationTime, withRandomId } from './random-id';
import { articles } from './tables';
import { containsText } from './text-search';

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
  and(eq(articles.companyId, companyId), term ? containsText(articles.searchText, term) : undefined);

/** One page of the company's articles whose search text holds `term` (lower case), by name. */
export async function listArticles(
  db: Db,
  companyId: number,
  term: string,
  page: number,
  size: number,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(articles)
    .where(matching(companyId, term))
    .orderBy(asc(articles.itemName), asc(articles.createdDate), asc(articles.id))
    .limit(size)
    .offset(page * size);
  return { rows, total: await countArticles(db, companyId, term) };
}

export async function countArticles(db: Db, companyId: number, term = ''): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(matching(companyId, term));
  return Number(row?.n ?? 0);
}

export async function findArticle(db: Db, companyId: number, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(articles)
    .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
    .limit(1);
  return row;
}

export async function insertArticle(db: Db, companyId: number, values: ArticleColumns): Promise<number> {
  const row = await withRandomId((id) =>
    db
      .insert(articles)
      .values({ id, companyId, ...values, createdDate: creationTime() })
      .onConflictDoNothing({ target: articles.id })
      .returning({ id: articles.id }),
  );
  return row.id;
}

/** Replaces the entry's values; answers false when the company has no such entry. */
export async function updateArticle(
  db: Db,
  companyId: number,
  id: number,
  values: ArticleColumns,
): Promise<boolean> {
  const changed = await db
    .update(articles)
    .set({ ...values, updatedDate: new Date().toISOString() })
    .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
    .returning({ id: articles.id });
  return changed.length > 0;
}

export async function deleteArticle(db: Db, companyId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(articles)
    .where(and(eq(articles.companyId, companyId), eq(articles.id, id)))
    .returning({ id: articles.id });
  return gone.length > 0;
}
