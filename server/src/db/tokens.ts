/** Refresh tokens and mailed one-time tokens; only SHA-256 hashes of the tokens are stored. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from './connection';
import { mailTokens, refreshTokens } from './schema';

export type MailTokenKind = 'activation' | 'reset' | 'login-change';
export type MailToken = typeof mailTokens.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export function storeRefreshToken(db: Db, userId: number, token: string, expiresAt: number): void {
  db.insert(refreshTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt })
    .run();
}

/** The user of a still valid refresh token, without using it up (read before signing). */
export function peekRefreshToken(db: Db, token: string, nowMs: number): number | undefined {
  const row = db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .get();
  return !row || row.revoked || row.expiresAt < nowMs ? undefined : row.userId;
}

/** Marks the token used and returns its user when it was valid (rotation: a token works once). */
export function consumeRefreshToken(db: Db, token: string, nowMs: number): number | undefined {
  const row = db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .get();
  if (!row || row.revoked || row.expiresAt < nowMs) return undefined;
  db.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.id, row.id)).run();
  return row.userId;
}

export function revokeRefreshToken(db: Db, token: string, userId: number): void {
  db.update(refreshTokens)
    .set({ revoked: true })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)))
    .run();
}

export function revokeAllRefreshTokens(db: Db, userId: number): void {
  db.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.userId, userId)).run();
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
