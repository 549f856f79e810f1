/**
 * What an authenticated request needs to know about its caller, in one query (one round trip on
 * PostgreSQL instead of three): whether the access token (`jti`) or its session family (`sid`) is
 * on the denylist, the user (company, login, locale, status) and their roles. The middleware
 * remembers an "active, not revoked" answer per token for `AUTH_CACHE_SECONDS` (`caller-cache.ts`):
 * a logout through another instance stops the token here within that time (`two-instances.test.ts`).
 */
import { sql } from 'drizzle-orm';
import { type Db, engineOf, queryRows } from './connection';

export interface RequestUser {
  denied: boolean;
  user?: { id: number; companyId: number; login: string; locale: string; status: string; roles: string[] };
}

interface Row {
  denied: number | boolean;
  id: number | null;
  company_id: number;
  login: string;
  locale: string;
  status: string;
  roles: string | null;
}

export async function requestUser(
  db: Db,
  userId: number,
  claims: { jti: string; sid: string },
  nowSec: number,
): Promise<RequestUser> {
  const roles =
    engineOf(db).kind === 'pg'
      ? sql`(SELECT string_agg(r.role, ',' ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id)`
      : sql`(SELECT group_concat(role, ',') FROM (SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role))`;
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM access_denylist d
        WHERE d.key IN (${`jti:${claims.jti}`}, ${`sid:${claims.sid}`}) AND d.until_sec > ${nowSec}) AS denied,
      u.id, u.company_id, u.login, u.locale, u.status, ${roles} AS roles
    FROM (SELECT 1 AS one) AS probe LEFT JOIN users u ON u.id = ${userId}`,
  );
  const denied = row.denied === true || Number(row.denied) === 1;
  if (row.id === null || row.id === undefined) return { denied };
  return {
    denied,
    user: {
      id: Number(row.id),
      companyId: Number(row.company_id),
      login: row.login,
      locale: row.locale,
      status: row.status,
      roles: row.roles ? row.roles.split(',') : [],
    },
  };
}
