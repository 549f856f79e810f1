/**
 * The article directory (issue 16), every call scoped to the caller's company, one transaction
 * each: GET /api/articles?search=&page=&size= (search: name, seller item id, description),
 * GET/PUT/DELETE /api/articles/{id}, POST /api/articles (by hand, or an invoice line saved as an
 * article), POST /api/articles/import (a CSV file; all rows or none).
 */

import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppContext, AppEnv, Deps } from '../../context';
import * as db from '../../db/articles';
import { inTransaction } from '../../db/connection';
import { ApiError, localeOf } from '../../errors/api-error';
import { idParam, readJson } from '../body';
import { directoryCsv, insertEach } from '../directory-csv';
import { csvHeaders, directoryExport, directoryTemplate } from '../directory-csv-export';
import { checkQuota, listQuery } from '../directory-entries';
import { articleAnswer, articleColumns, articleEntryOf } from './entry';

export function articleRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/articles', requireAuth(deps));
  app.use('/api/articles/*', requireAuth(deps));
  const company = (c: AppContext) => c.get('user').companyId;
  const answer = async (c: AppContext, id: number) =>
    articleAnswer((await db.findArticle(deps.db, company(c), id)) as db.ArticleRow, c.get('user').locale);

  app.get('/api/articles', async (c) => {
    const { term, page, size } = listQuery(c);
    const { rows, total } = await db.listArticles(deps.db, company(c), term, page, size);
    const content = await Promise.all(rows.map((r) => articleAnswer(r, c.get('user').locale)));
    return c.json({ content, totalElements: total, page, size });
  });

  app.get('/api/articles/:id{[0-9]+}', async (c) => {
    const row = await db.findArticle(deps.db, company(c), idParam(c));
    if (!row) throw new ApiError('error.notFound');
    return c.json(await articleAnswer(row, c.get('user').locale));
  });

  app.post('/api/articles', async (c) => {
    const values = articleColumns(await articleEntryOf(await readJson(c)));
    const id = await inTransaction(deps.db, async (tx) => {
      await checkQuota(deps, tx, company(c), db.countArticles, 1);
      return db.insertArticle(tx, company(c), values);
    });
    return c.json(await answer(c, id), 201);
  });

  // the directory in the import's format, and the import's template (directory-csv-export.ts)
  app.get('/api/articles/export', async (c) =>
    c.body(await directoryExport(deps.db, company(c), 'articles'), 200, csvHeaders('artikel.csv')),
  );
  app.get('/api/articles/import-template', (c) =>
    c.body(directoryTemplate('articles'), 200, csvHeaders('artikel-vorlage.csv')),
  );

  app.post('/api/articles/import', async (c) => {
    const stored = await db.countArticles(deps.db, company(c));
    const entries = await directoryCsv<db.ArticleColumns>(
      deps,
      c.get('user'),
      'articles',
      c.req.raw,
      stored,
      localeOf(c),
    );
    await inTransaction(deps.db, async (tx) => {
      await checkQuota(deps, tx, company(c), db.countArticles, entries.length);
      await insertEach(entries, (values) => db.insertArticle(tx, company(c), values));
    });
    return c.json({ imported: entries.length });
  });

  app.put('/api/articles/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    if (!(await db.findArticle(deps.db, company(c), id))) throw new ApiError('error.notFound');
    const values = articleColumns(await articleEntryOf(await readJson(c)));
    if (!(await inTransaction(deps.db, (tx) => db.updateArticle(tx, company(c), id, values))))
      throw new ApiError('error.notFound');
    return c.json(await answer(c, id));
  });

  app.delete('/api/articles/:id{[0-9]+}', async (c) => {
    if (!(await inTransaction(deps.db, (tx) => db.deleteArticle(tx, company(c), idParam(c)))))
      throw new ApiError('error.notFound');
    return c.body(null, 204);
  });
  return app;
}
