/**
 * Bearer access token check; the denylist, the user and their roles are read fresh from the
 * database on every request, in one query (`db/request-user.ts`).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
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
    const { denied, user } = await requestUser(deps.db, claims.sub, claims, Math.floor(Date.now() / 1000));
    if (denied) throw new ApiError('error.unauthorized');
    if (!user || user.companyId !== claims.cid || user.status !== 'active')
      throw new ApiError('error.userNotFound');
    c.set('user', {
      id: user.id,
      companyId: user.companyId,
      login: user.login,
      locale: user.locale,
      roles: user.roles,
    });
    c.set('access', { jti: claims.jti, sid: claims.sid });
    await next();
  };
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user').roles.includes(ROLE_ADMIN)) throw new ApiError('error.forbidden');
  await next();
};
