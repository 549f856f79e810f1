/** Users and role assignments. Reads by id always carry the caller's company id. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { touchAll } from './list-count-cache';
import { mailTokens, userRoles, users } from './schema';

export type User = typeof users.$inferSelect;
export type UserInput = Omit<typeof users.$inferInsert, 'id' | 'createdDate'>;
export type RoleAssignment = typeof userRoles.$inferSelect;

export const ROLE_USER = 'ROLE_WEBERFASSUNG';
export const ROLE_ADMIN = 'ROLE_WEBERFASSUNG_ADMIN';

export function insertUser(db: Db, input: UserInput): User {
  return db.insert(users).values(input).returning().get();
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

export function findUserById(db: Db, id: number): User | undefined {
  return stmts(db).userById.get({ id });
}

export function findUserInCompany(db: Db, companyId: number, id: number): User | undefined {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
    .get();
}

export function findUserByLogin(db: Db, login: string): User | undefined {
  return db.select().from(users).where(eq(users.login, login.trim().toLowerCase())).get();
}

export function updateUser(db: Db, id: number, patch: Partial<UserInput>): void {
  db.update(users).set(patch).where(eq(users.id, id)).run();
}

export function deleteUser(db: Db, id: number): void {
  touchAll(db.$client);
  db.delete(users).where(eq(users.id, id)).run();
}

export type UserSort = 'login' | 'createdDate';

export function listCompanyUsers(
  db: Db,
  companyId: number,
  sort: UserSort = 'login',
  dir: 'asc' | 'desc' = 'asc',
): User[] {
  const column = sort === 'createdDate' ? users.createdDate : users.login;
  return db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(dir === 'desc' ? desc(column) : asc(column))
    .all();
}

export function rolesOf(db: Db, userId: number): RoleAssignment[] {
  return stmts(db).roles.all({ id: userId });
}

export function rolesOfMany(db: Db, userIds: number[]): Map<number, RoleAssignment[]> {
  const map = new Map<number, RoleAssignment[]>();
  if (userIds.length === 0) return map;
  for (const r of db.select().from(userRoles).where(inArray(userRoles.userId, userIds)).all()) {
    map.set(r.userId, [...(map.get(r.userId) ?? []), r]);
  }
  return map;
}

export function addRole(db: Db, userId: number, role: string): RoleAssignment {
  return db.insert(userRoles).values({ userId, role }).returning().get();
}

export function findRoleAssignment(db: Db, id: number): RoleAssignment | undefined {
  return db.select().from(userRoles).where(eq(userRoles.id, id)).get();
}

export function removeRoleAssignment(db: Db, id: number): void {
  db.delete(userRoles).where(eq(userRoles.id, id)).run();
}

/** Active, unlocked, enabled admins of the company (the "last admin" rule counts these). */
export function activeAdminIds(db: Db, companyId: number): number[] {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.companyId, companyId), eq(userRoles.role, ROLE_ADMIN), eq(users.status, 'active')))
    .all()
    .map((r) => r.id);
}

/** Whether the user's newest activation token has expired (for the user list). */
export function activationExpiredMap(db: Db, companyId: number, nowMs: number): Map<number, boolean> {
  const rows = db
    .select({ userId: mailTokens.userId, latest: sql<number>`max(${mailTokens.expiresAt})` })
    .from(mailTokens)
    .innerJoin(users, eq(users.id, mailTokens.userId))
    .where(and(eq(users.companyId, companyId), eq(mailTokens.kind, 'activation')))
    .groupBy(mailTokens.userId)
    .all();
  return new Map(rows.map((r) => [r.userId, r.latest < nowMs]));
}
