/** Refresh tokens and mailed one-time tokens; only SHA-256 hashes of the tokens are stored. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, isNull, ne, or } from 'drizzle-orm';
import type { Db } from './connection';
import { mailTokens, refreshTokens } from './tables';

export type MailTokenKind = 'activation' | 'reset' | 'login-change';
export type MailToken = typeof mailTokens.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export type RefreshToken = typeof refreshTokens.$inferSelect;

export async function storeRefreshToken(
  db: Db,
  userId: number,
  token: string,
  expiresAt: number,
  family: string,
): Promise<void> {
  await db.insert(refreshTokens).values({ userId, tokenHash: hashToken(token), expiresAt, family });
}

/** The stored row of a refresh token (also a used or expired one: a replay is recognised). */
export async function findRefreshToken(db: Db, token: string): Promise<RefreshToken | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/**
 * Marks the token used; true when it was still valid (rotation: a token works once). One
 * conditional update: of several requests with the same token, on any instance, one wins.
 */
export async function consumeRefreshToken(db: Db, id: number, nowMs: number): Promise<boolean> {
  const won = await db
    .update(refreshTokens)
    .set({ revoked: true, rotatedAt: nowMs })
    .where(
      and(eq(refreshTokens.id, id), eq(refreshTokens.revoked, false), gte(refreshTokens.expiresAt, nowMs)),
    )
    .returning({ id: refreshTokens.id });
  return won.length > 0;
}

/** Whether the login session still has a live refresh token (not revoked, not expired). */
export async function familyLive(db: Db, userId: number, family: string, nowMs: number): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.family, family),
        eq(refreshTokens.revoked, false),
        gte(refreshTokens.expiresAt, nowMs),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Revokes every token of one login session of the user. */
export async function revokeRefreshFamily(db: Db, userId: number, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked: true })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.family, family)));
}

/**
 * Revokes every refresh token of the user (but those of the session `except`); returns the
 * session families that were still live.
 */
export async function revokeAllRefreshTokens(db: Db, userId: number, except?: string): Promise<string[]> {
  const scope = and(
    eq(refreshTokens.userId, userId),
    except ? or(isNull(refreshTokens.family), ne(refreshTokens.family, except)) : undefined,
  );
  const live = (
    await db
      .selectDistinct({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(and(scope, eq(refreshTokens.revoked, false)))
  ).flatMap((r) => (r.family ? [r.family] : []));
  await db.update(refreshTokens).set({ revoked: true }).where(scope);
  return live;
}

/** Creates a mail token; earlier unused tokens of the same kind stop working. */
export async function createMailToken(
  db: Db,
  userId: number,
  kind: MailTokenKind,
  expiresAt: number,
  newLogin?: string,
): Promise<string> {
  await db
    .update(mailTokens)
    .set({ used: true })
    .where(and(eq(mailTokens.userId, userId), eq(mailTokens.kind, kind)));
  const token = newToken();
  await db.insert(mailTokens).values({ userId, kind, tokenHash: hashToken(token), expiresAt, newLogin });
  return token;
}

export async function consumeMailToken(
  db: Db,
  token: string,
  kind: MailTokenKind,
  nowMs: number,
): Promise<MailToken | undefined> {
  // one conditional update: a token works once, also when two requests bring it at the same time
  const [row] = await db
    .update(mailTokens)
    .set({ used: true })
    .where(
      and(
        eq(mailTokens.tokenHash, hashToken(token)),
        eq(mailTokens.kind, kind),
        eq(mailTokens.used, false),
        gte(mailTokens.expiresAt, nowMs),
      ),
    )
    .returning();
  return row;
}
