/**
 * The document type (BT-3, UNTDID 1001) of listed invoices, read from their stored JSON for the
 * rows of one page or one CSV batch (the list indexes do not carry it), scoped to the company.
 */
import { sql } from 'drizzle-orm';
import { type Db, engineOf, queryRows } from './connection';

export async function typeCodesOf(db: Db, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const code =
    engineOf(db).kind === 'pg'
      ? sql`(json::jsonb ->> 'Invoice_type_code')`
      : sql`json_extract(json, '$.Invoice_type_code')`;
  const rows = await queryRows<{ id: number; code: unknown }>(
    db,
    sql`SELECT id, ${code} AS code FROM invoices WHERE company_id = ${companyId} AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), typeof r.code === 'string' && r.code ? r.code : '380']));
}
