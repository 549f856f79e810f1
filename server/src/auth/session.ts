/**
 * Access tokens (JWT HS256 via hono/jwt) and rotating refresh tokens. Every login starts a session
 * family (`sid`): its refresh tokens rotate within the family, its access tokens carry the `sid`
 * and their own `jti`, so a logout or a revoked family stops them at once (see denylist.ts).
 */
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/connection';
import { newToken, storeRefreshToken } from '../db/tokens';
import type { AccessDenylist } from './denylist';

export interface AccessClaims {
  sub: number;
  cid: number;
  exp: number;
  iat: number;
  jti: string;
  sid: string;
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
  denylist: AccessDenylist;
}

export const newSessionFamily = () => newToken().slice(0, 16);

/** Signs an access token; call before the transaction that stores the refresh token. */
export async function signAccess(
  s: SessionSettings,
  userId: number,
  companyId: number,
  sid: string,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign(
    { sub: userId, cid: companyId, iat, exp: iat + s.accessTokenSeconds, jti: newToken().slice(0, 16), sid },
    s.secret,
    'HS256',
  );
}

/** Stores a fresh refresh token of the family (inside the caller's transaction) and returns the pair. */
export async function issuePair(
  db: Db,
  s: SessionSettings,
  userId: number,
  accessToken: string,
  family: string,
): Promise<TokenPair> {
  const refreshToken = newToken();
  await storeRefreshToken(db, userId, refreshToken, Date.now() + s.refreshTokenSeconds * 1000, family);
  return {
    accessToken,
    refreshToken,
    millisAccessTokenExpiry: s.accessTokenSeconds * 1000,
    millisRefreshTokenExpiry: s.refreshTokenSeconds * 1000,
  };
}

/** Tokens verified before (until they expire): a client reuses its token for many calls. */
const verified = new Map<string, AccessClaims>();

const wellFormed = (c: Partial<AccessClaims>): c is AccessClaims =>
  typeof c.exp === 'number' &&
  typeof c.sub === 'number' &&
  typeof c.cid === 'number' &&
  typeof c.jti === 'string' &&
  typeof c.sid === 'string';

/** The claims of a valid, unexpired, not denied access token; a token without `exp` is refused. */
export async function verifyAccess(
  db: Db,
  s: SessionSettings,
  token: string,
): Promise<AccessClaims | undefined> {
  const claims = await verifiedClaims(s, token);
  if (!claims) return undefined;
  return (await s.denylist.isDenied(db, claims, Math.floor(Date.now() / 1000))) ? undefined : claims;
}

/**
 * The claims of a well-signed access token that has not expired, without the denylist (the
 * request's caller query reads it: `db/request-user.ts`). Verified signatures are remembered.
 */
export async function verifiedClaims(s: SessionSettings, token: string): Promise<AccessClaims | undefined> {
  const now = Math.floor(Date.now() / 1000);
  const key = `${s.secret}.${token}`;
  let claims = verified.get(key);
  if (claims && claims.exp <= now) {
    verified.delete(key);
    return undefined;
  }
  if (!claims) {
    try {
      const read = (await verify(token, s.secret, 'HS256')) as Partial<AccessClaims>;
      if (!wellFormed(read) || read.exp <= now) return undefined;
      claims = read;
    } catch {
      return undefined;
    }
    if (verified.size >= 20_000) verified.clear();
    verified.set(key, claims);
  }
  return claims;
}
