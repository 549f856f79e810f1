/** Users and role assignments. Reads by id always carry the caller's company id. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { forgetCallers } from './caller-cache';
import type { Db } from './connection';
import { touchAll } from './list-count-cache';
import { creationTime, withRandomId } from './random-id';
import { mailTokens, userRoles, users } from './tables';

export type User = typeof users.$inferSelect;
export type UserInput = Omit<typeof users.$inferInsert, 'id' | 'createdDate'>;
export type RoleAssignment = typeof userRoles.$inferSelect;

export const ROLE_USER = 'ROLE_WEBERFASSUNG';
export const ROLE_ADMIN = 'ROLE_WEBERFASSUNG_ADMIN';

export async function insertUser(db: Db, input: UserInput): Promise<User> {
  return withRandomId((id) =>
    db
      .insert(users)
      .values({ ...input, id, createdDate: creationTime() })
      .onConflictDoNothing({ target: users.id })
      .returning(),
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Prepared once per database: the lookups every authenticated request makes. */
function prepare(db: Db) {
  return {
    userById: db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
    roles: db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, sql.placeholder('id')))
      .orderBy(asc(userRoles.role))
      .prepare(),
  };
}

function stmts(db: Db) {
  let p = prepared.get(db);
  if (!p) {
    p = prepare(db);
    prepared.set(db, p);
  }
  return p;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [row] = await stmts(db).userById.execute({ id });
  return row;
}

export async function findUserInCompany(db: Db, companyId: number, id: number): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
    .limit(1);
  return row;
}

export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.login, login.trim().toLowerCase())).limit(1);
  return row;
}

export async function updateUser(db: Db, id: number, patch: Partial<UserInput>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
  forgetCallers(db);
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await touchAll(db);
  await db.delete(users).where(eq(users.id, id));
  forgetCallers(db);
}

export type UserSort = 'login' | 'createdDate';

export async function listCompanyUsers(
  db: Db,
  companyId: number,
  sort: UserSort = 'login',
  dir: 'asc' | 'desc' = 'asc',
): Promise<User[]> {
  const column = sort === 'createdDate' ? users.createdDate : users.login;
  return db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(dir === 'desc' ? desc(column) : asc(column));
}

export async function rolesOf(db: Db, userId: number): Promise<RoleAssignment[]> {
  return stmts(db).roles.execute({ id: userId });
}

export async function rolesOfMany(db: Db, userIds: number[]): Promise<Map<number, RoleAssignment[]>> {
  const map = new Map<number, RoleAssignment[]>();
  if (userIds.length === 0) return map;
  for (const r of await db.select().from(userRoles).where(inArray(userRoles.userId, userIds))) {
    map.set(r.userId, [...(map.get(r.userId) ?? []), r]);
  }
  return map;
}

export async function addRole(db: Db, userId: number, role: string): Promise<RoleAssignment> {
  const added = await withRandomId((id) =>
    db
      .insert(userRoles)
      .values({ id, userId, role })
      .onConflictDoNothing({ target: userRoles.id })
      .returning(),
  );
  forgetCallers(db);
  return added;
}

export async function findRoleAssignment(db: Db, id: number): Promise<RoleAssignment | undefined> {
  const [row] = await db.select().from(userRoles).where(eq(userRoles.id, id)).limit(1);
  return row;
}

export async function removeRoleAssignment(db: Db, id: number): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.id, id));
  forgetCallers(db);
}

/** Active, unlocked, enabled admins of the company (the "last admin" rule counts these). */
export async function activeAdminIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.companyId, companyId), eq(userRoles.role, ROLE_ADMIN), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** Whether the user's newest activation token has expired (for the user list). */
export async function activationExpiredMap(
  db: Db,
  companyId: number,
  nowMs: number,
): Promise<Map<number, boolean>> {
  const rows = await db
    .select({ userId: mailTokens.userId, latest: sql<number>`max(${mailTokens.expiresAt})`.mapWith(Number) })
    .from(mailTokens)
    .innerJoin(users, eq(users.id, mailTokens.userId))
    .where(and(eq(users.companyId, companyId), eq(mailTokens.kind, 'activation')))
    .groupBy(mailTokens.userId);
  return new Map(rows.map((r) => [r.userId, r.latest < nowMs]));
}
