/**
 * Login, refresh and logout. Wrong passwords slow down further attempts of the same source on the
 * same login (auth/login-throttle.ts); they never lock the account or end its sessions: locking is
 * an administrator's decision. Refresh tokens rotate; a replayed (already used) token revokes its
 * whole session family.
 */
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { issuePair, newSessionFamily, signAccess } from '../../auth/session';
import type { Deps } from '../../context';
import { type Db, inTransaction } from '../../db/connection';
import {
  consumeRefreshToken,
  familyLive,
  findRefreshToken,
  type RefreshToken,
  revokeAllRefreshTokens,
  revokeRefreshFamily,
} from '../../db/tokens';
import {
  findUserById,
  findUserByLogin,
  listCompanyUsers,
  rolesOf,
  type User,
  updateUser,
} from '../../db/users';
import { ApiError } from '../../errors/api-error';

let dummyHash: Promise<string> | undefined;

function loginError(user: User, now: number): string | undefined {
  if (user.status === 'disabled') return 'login.error.disabled';
  if (user.status === 'invited' || user.status === 'pending') return 'login.error.notActivated';
  if (user.status === 'locked' && (!user.lockedUntil || Date.parse(user.lockedUntil) > now))
    return 'login.error.locked';
  return undefined;
}

function throttled(waitMs: number): never {
  throw new ApiError('login.error.throttled', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

export async function authenticate(deps: Deps, login: string, password: string, client: string) {
  const { loginLimiter, loginThrottle, db } = deps;
  const normalized = login.trim().toLowerCase();
  const key = `${client}|${normalized}`;
  // one transaction: the attempt is counted by the rate limit and, if it may go ahead, by the
  // throttle as a failure until it succeeds (shared by every instance)
  const wait = await inTransaction(db, async (tx) =>
    (await loginLimiter.take(tx, `ip:${client}`)) ? await loginThrottle.attempt(tx, key) : undefined,
  );
  if (wait === undefined) throw new ApiError('login.error.tooManyAttempts');
  if (wait > 0) throttled(wait);
  const user = await findUserByLogin(db, normalized);
  if (!user) {
    dummyHash ??= hashPassword('Dummy-Password-1!');
    await verifyPassword(await dummyHash, password);
    throw new ApiError('login.error.badCredentials');
  }
  const refused = loginError(user, Date.now());
  if (refused) throw new ApiError(refused);
  const ok = await verifyPassword(user.passwordHash, password);
  if (!ok) {
    await inTransaction(db, async (tx) => {
      await updateUser(tx, user.id, {
        failedLogins: ((await findUserById(tx, user.id))?.failedLogins ?? 0) + 1,
      });
    });
    throw new ApiError('login.error.badCredentials');
  }
  const family = newSessionFamily();
  const accessToken = await signAccess(deps.session, user.id, user.companyId, family);
  return await inTransaction(db, async (tx) => {
    await loginThrottle.succeed(tx, key);
    await updateUser(tx, user.id, { failedLogins: 0, status: 'active', lockedUntil: null });
    const pair = await issuePair(tx, deps.session, user.id, accessToken, family);
    return {
      username: user.login,
      ...pair,
      roles: (await rolesOf(tx, user.id)).map((r) => r.role),
      locale: user.locale,
      addressSSOUsers: (await listCompanyUsers(tx, user.companyId)).map((u) => ({
        id: u.id,
        login: u.login,
      })),
    };
  });
}

/** How long after a rotation the used token counts as a concurrent refresh, not as a replay. */
export const REFRESH_GRACE_MS = 10_000;

/** The token was rotated within the grace window and its session still has a live token. */
async function rotatedJustNow(db: Db, row: RefreshToken): Promise<boolean> {
  const now = Date.now();
  if (!row.family || row.rotatedAt === null || now - row.rotatedAt > REFRESH_GRACE_MS) return false;
  return familyLive(db, row.userId, row.family, now);
}

export async function refresh(deps: Deps, refreshToken: string) {
  const { db } = deps;
  const row = await findRefreshToken(db, refreshToken);
  if (!row) throw new ApiError('refresh.error.invalid');
  const family = row.family ?? newSessionFamily();
  if (row.revoked) {
    // Two tabs refreshed with the same cookie: the other one rotated it a moment ago. Not a replay;
    // the client retries and its cookie now holds the winner's token.
    if (await rotatedJustNow(db, row)) throw new ApiError('refresh.error.concurrent');
    // A used token came back: whoever holds the family's live token may have stolen it.
    await inTransaction(db, async (tx) => {
      await revokeRefreshFamily(tx, row.userId, family);
      await deps.session.denylist.denySessions(tx, [family]);
    });
    throw new ApiError('refresh.error.invalid');
  }
  const user = row.expiresAt < Date.now() ? undefined : await findUserById(db, row.userId);
  if (user?.status !== 'active') throw new ApiError('refresh.error.invalid');
  const accessToken = await signAccess(deps.session, user.id, user.companyId, family);
  // One transaction: the old token is used up (rotation) and the new pair stored.
  return await inTransaction(db, async (tx) => {
    // another request with the same token won the rotation in the meantime: the same as above
    if (!(await consumeRefreshToken(tx, row.id, Date.now()))) throw new ApiError('refresh.error.concurrent');
    return {
      username: user.login,
      ...(await issuePair(tx, deps.session, user.id, accessToken, family)),
      roles: (await rolesOf(tx, user.id)).map((r) => r.role),
      locale: user.locale,
      addressSSOUsers: (await listCompanyUsers(tx, user.companyId)).map((u) => ({
        id: u.id,
        login: u.login,
      })),
    };
  });
}

/**
 * Ends the caller's session (its refresh-token family and, at once, its access tokens); with
 * `allSessions` every session of the user.
 */
export async function logout(
  deps: Deps,
  user: { id: number },
  access: { jti: string; sid: string },
  allSessions: boolean,
) {
  const { db, session } = deps;
  await inTransaction(db, async (tx) => {
    let families = [access.sid];
    if (allSessions) families = await revokeAllRefreshTokens(tx, user.id);
    else await revokeRefreshFamily(tx, user.id, access.sid);
    await session.denylist.denyToken(tx, access.jti);
    await session.denylist.denySessions(tx, families);
  });
}

/**
 * After a credential change (inside its transaction): every session of the user ends at once,
 * except `keep`, the session that made the change with the current password.
 */
export async function endAllSessions(deps: Deps, tx: Db, userId: number, keep?: string): Promise<void> {
  await deps.session.denylist.denySessions(tx, await revokeAllRefreshTokens(tx, userId, keep));
}
