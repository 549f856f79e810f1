/**
 * The buyer directory (issue 16), every call scoped to the caller's company, one transaction each:
 * GET /api/buyers?search=&page=&size= (search: name, trading name, Leitweg-ID / buyer reference,
 * VAT id, customer number), GET/PUT/DELETE /api/buyers/{id}, POST /api/buyers (by hand or with
 * one click from the editor's buyer group), POST /api/buyers/from-invoice?rechnungId= (from a
 * stored or imported invoice), POST /api/buyers/import (a CSV file; all rows or none).
 */

import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppContext, AppEnv, Deps } from '../../context';
import * as db from '../../db/buyers';
import { inTransaction } from '../../db/connection';
import { findInvoice } from '../../db/invoices';
import { ApiError, localeOf } from '../../errors/api-error';
import { idParam, readJson } from '../body';
import { directoryCsv, insertEach } from '../directory-csv';
import { csvHeaders, directoryExport, directoryTemplate } from '../directory-csv-export';
import { checkQuota, listQuery } from '../directory-entries';
import { customerNumbersFor } from '../numbering/customer-number';
import { buyerAnswer, buyerColumns, recipientKindOfInvoice, withCustomerNumber } from './entry';

export function buyerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/buyers', requireAuth(deps));
  app.use('/api/buyers/*', requireAuth(deps));
  const company = (c: AppContext) => c.get('user').companyId;

  app.get('/api/buyers', async (c) => {
    const { term, page, size } = listQuery(c);
    const { rows, total } = await db.listBuyers(deps.db, company(c), term, page, size);
    const content = await Promise.all(rows.map((r) => buyerAnswer(r, c.get('user').locale)));
    return c.json({ content, totalElements: total, page, size });
  });

  app.get('/api/buyers/:id{[0-9]+}', async (c) => {
    const row = await db.findBuyer(deps.db, company(c), idParam(c));
    if (!row) throw new ApiError('error.notFound');
    return c.json(await buyerAnswer(row, c.get('user').locale));
  });

  const create = async (c: AppContext, values: db.BuyerColumns) => {
    const row = await inTransaction(deps.db, async (tx) => {
      await checkQuota(deps, tx, company(c), db.countBuyers, 1);
      const [number] = await customerNumbersFor(tx, company(c), [values.customerNumber]);
      const id = await db.insertBuyer(tx, company(c), withCustomerNumber(values, number));
      return (await db.findBuyer(tx, company(c), id)) as db.BuyerRow;
    });
    return c.json(await buyerAnswer(row, c.get('user').locale), 201);
  };

  app.post('/api/buyers', async (c) => create(c, await buyerColumns(await readJson(c))));

  app.post('/api/buyers/from-invoice', async (c) => {
    const id = Number(c.req.query('rechnungId'));
    const invoice = Number.isInteger(id) && id > 0 ? await findInvoice(deps.db, company(c), id) : undefined;
    if (!invoice) throw new ApiError('error.notFound');
    const json = JSON.parse(invoice.json) as Record<string, unknown>;
    return create(
      c,
      await buyerColumns({
        recipientKind: recipientKindOfInvoice(json),
        Buyer_reference: json.Buyer_reference,
        BUYER: json.BUYER ?? {},
      }),
    );
  });

  // the directory in the import's format, and the import's template (directory-csv-export.ts)
  app.get('/api/buyers/export', async (c) =>
    c.body(await directoryExport(deps.db, company(c), 'buyers'), 200, csvHeaders('kunden.csv')),
  );
  app.get('/api/buyers/import-template', (c) =>
    c.body(directoryTemplate('buyers'), 200, csvHeaders('kunden-vorlage.csv')),
  );

  app.post('/api/buyers/import', async (c) => {
    const stored = await db.countBuyers(deps.db, company(c));
    const entries = await directoryCsv<db.BuyerColumns>(
      deps,
      c.get('user'),
      'buyers',
      c.req.raw,
      stored,
      localeOf(c),
    );
    await inTransaction(deps.db, async (tx) => {
      await checkQuota(deps, tx, company(c), db.countBuyers, entries.length);
      const numbers = await customerNumbersFor(
        tx,
        company(c),
        entries.map((e) => e.customerNumber),
      );
      await insertEach(
        entries.map((e, i) => withCustomerNumber(e, numbers[i])),
        (values) => db.insertBuyer(tx, company(c), values),
      );
    });
    return c.json({ imported: entries.length });
  });

  app.put('/api/buyers/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    if (!(await db.findBuyer(deps.db, company(c), id))) throw new ApiError('error.notFound');
    const values = await buyerColumns(await readJson(c));
    const row = await inTransaction(deps.db, async (tx) => {
      const [number] = await customerNumbersFor(tx, company(c), [values.customerNumber], id);
      const stored = await db.updateBuyer(tx, company(c), id, withCustomerNumber(values, number));
      return stored ? db.findBuyer(tx, company(c), id) : undefined;
    });
    if (!row) throw new ApiError('error.notFound');
    return c.json(await buyerAnswer(row, c.get('user').locale));
  });

  app.delete('/api/buyers/:id{[0-9]+}', async (c) => {
    if (!(await inTransaction(deps.db, (tx) => db.deleteBuyer(tx, company(c), idParam(c)))))
      throw new ApiError('error.notFound');
    return c.body(null, 204);
  });
  return app;
}
