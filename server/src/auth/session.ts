/** Access tokens (JWT HS256 via hono/jwt) and rotating refresh tokens. */
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/connection';
import { newToken, storeRefreshToken } from '../db/tokens';

export interface AccessClaims {
  sub: number;
  cid: number;
  exp: number;
  iat: number;
  jti: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  millisAccessTokenExpiry: number;
  millisRefreshTokenExpiry: number;
}

export interface SessionSettings {
  secret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

/** Signs an access token; call before the transaction that stores the refresh token. */
export async function signAccess(s: SessionSettings, userId: number, companyId: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign(
    { sub: userId, cid: companyId, iat, exp: iat + s.accessTokenSeconds, jti: newToken().slice(0, 12) },
    s.secret,
    'HS256',
  );
}

/** Stores a fresh refresh token (inside the caller's transaction) and returns the pair. */
export function issuePair(db: Db, s: SessionSettings, userId: number, accessToken: string): TokenPair {
  const refreshToken = newToken();
  storeRefreshToken(db, userId, refreshToken, Date.now() + s.refreshTokenSeconds * 1000);
  return {
    accessToken,
    refreshToken,
    millisAccessTokenExpiry: s.accessTokenSeconds * 1000,
    millisRefreshTokenExpiry: s.refreshTokenSeconds * 1000,
  };
}

/** Tokens verified before (until they expire): a client reuses its token for many calls. */
const verified = new Map<string, AccessClaims>();

export async function verifyAccess(s: SessionSettings, token: string): Promise<AccessClaims | undefined> {
  const now = Math.floor(Date.now() / 1000);
  const known = verified.get(`${s.secret}.${token}`);
  if (known) {
    if (known.exp > now) return known;
    verified.delete(`${s.secret}.${token}`);
  }
  try {
    const claims = (await verify(token, s.secret, 'HS256')) as unknown as AccessClaims;
    if (verified.size >= 20_000) verified.clear();
    verified.set(`${s.secret}.${token}`, claims);
    return claims;
  } catch {
    return undefined;
  }
}
