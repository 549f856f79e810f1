/** Bearer access token check; loads the user fresh from the database on every request. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { findUserById, ROLE_ADMIN, rolesOf } from '../db/users';
import { ApiError } from '../errors/api-error';
import { verifyAccess } from './session';

export function requireAuth(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // routers' patterns overlap (`/api/rechnung` and `/api/rechnung/*` both match the first): one
    // check per request is enough
    if (c.get('user')) return next();
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = token ? await verifyAccess(deps.db, deps.session, token) : undefined;
    if (!claims) throw new ApiError('error.unauthorized');
    const user = await findUserById(deps.db, claims.sub);
    if (!user || user.companyId !== claims.cid || user.status !== 'active')
      throw new ApiError('error.userNotFound');
    c.set('user', {
      id: user.id,
      companyId: user.companyId,
      login: user.login,
      locale: user.locale,
      roles: (await rolesOf(deps.db, user.id)).map((r) => r.role),
    });
    c.set('access', { jti: claims.jti, sid: claims.sid });
    await next();
  };
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user').roles.includes(ROLE_ADMIN)) throw new ApiError('error.forbidden');
  await next();
};
