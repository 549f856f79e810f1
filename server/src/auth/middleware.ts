/**
 * Bearer access token check; the denylist, the user and their roles are read from the database in
 * one query (`db/request-user.ts`), and the answer "active, not revoked" is remembered per token
 * for `AUTH_CACHE_SECONDS` (`db/caller-cache.ts`).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { cachedCaller, callerReadMark, rememberCaller } from '../db/caller-cache';
import { requestUser } from '../db/request-user';
import { ROLE_ADMIN } from '../db/users';
import { ApiError } from '../errors/api-error';
import { verifiedClaims } from './session';

export function requireAuth(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // routers' patterns overlap (`/api/rechnung` and `/api/rechnung/*` both match the first): one
    // check per request is enough
    if (c.get('user')) return next();
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = token ? await verifiedClaims(deps.session, token) : undefined;
    if (!claims) throw new ApiError('error.unauthorized');
    const now = Date.now();
    let caller = cachedCaller(claims.jti, now);
    if (!caller) {
      const mark = callerReadMark();
      const { denied, user } = await requestUser(deps.db, claims.sub, claims, Math.floor(now / 1000));
      if (denied) throw new ApiError('error.unauthorized');
      if (!user || user.companyId !== claims.cid || user.status !== 'active')
        throw new ApiError('error.userNotFound');
      // shared by the requests of the token while remembered: frozen
      caller = Object.freeze({
        id: user.id,
        companyId: user.companyId,
        login: user.login,
        locale: user.locale,
        roles: Object.freeze(user.roles) as string[],
      });
      const seconds = deps.config.authCacheSeconds;
      if (seconds > 0)
        rememberCaller(claims.jti, caller, Math.min(now + seconds * 1000, claims.exp * 1000), mark);
    }
    c.set('user', caller);
    c.set('access', { jti: claims.jti, sid: claims.sid });
    await next();
  };
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user').roles.includes(ROLE_ADMIN)) throw new ApiError('error.forbidden');
  await next();
};
