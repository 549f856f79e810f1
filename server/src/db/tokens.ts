/** Refresh tokens and mailed one-time tokens; only SHA-256 hashes of the tokens are stored. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from './connection';
import { mailTokens, refreshTokens } from './schema';

export type MailTokenKind = 'activation' | 'reset' | 'login-change';
export type MailToken = typeof mailTokens.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export type RefreshToken = typeof refreshTokens.$inferSelect;

export function storeRefreshToken(
  db: Db,
  userId: number,
  token: string,
  expiresAt: number,
  family: string,
): void {
  db.insert(refreshTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt, family })
    .run();
}

/** The stored row of a refresh token (also a used or expired one: a replay is recognised). */
export function findRefreshToken(db: Db, token: string): RefreshToken | undefined {
  return db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .get();
}

/** Marks the token used; true when it was still valid (rotation: a token works once). */
export function consumeRefreshToken(db: Db, id: number, nowMs: number): boolean {
  const row = db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).get();
  if (!row || row.revoked || row.expiresAt < nowMs) return false;
  db.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.id, row.id)).run();
  return true;
}

/** Revokes every token of one login session of the user. */
export function revokeRefreshFamily(db: Db, userId: number, family: string): void {
  db.update(refreshTokens)
    .set({ revoked: true })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.family, family)))
    .run();
}

/**
 * Revokes every refresh token of the user (but those of the session `except`); returns the
 * session families that were still live.
 */
export function revokeAllRefreshTokens(db: Db, userId: number, except?: string): string[] {
  const scope = and(
    eq(refreshTokens.userId, userId),
    except ? or(isNull(refreshTokens.family), ne(refreshTokens.family, except)) : undefined,
  );
  const live = db
    .selectDistinct({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(and(scope, eq(refreshTokens.revoked, false)))
    .all()
    .flatMap((r) => (r.family ? [r.family] : []));
  db.update(refreshTokens).set({ revoked: true }).where(scope).run();
  return live;
}

/** Creates a mail token; earlier unused tokens of the same kind stop working. */
export function createMailToken(
  db: Db,
  userId: number,
  kind: MailTokenKind,
  expiresAt: number,
  newLogin?: string,
): string {
  db.update(mailTokens)
    .set({ used: true })
    .where(and(eq(mailTokens.userId, userId), eq(mailTokens.kind, kind)))
    .run();
  const token = newToken();
  db.insert(mailTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt, newLogin })
    .run();
  return token;
}

export function consumeMailToken(
  db: Db,
  token: string,
  kind: MailTokenKind,
  nowMs: number,
): MailToken | undefined {
  const row = db
    .select()
    .from(mailTokens)
    .where(and(eq(mailTokens.tokenHash, hashToken(token)), eq(mailTokens.kind, kind)))
    .get();
  if (!row || row.used || row.expiresAt < nowMs) return undefined;
  db.update(mailTokens).set({ used: true }).where(eq(mailTokens.id, row.id)).run();
  return row;
}
