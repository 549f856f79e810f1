/**
 * Login, refresh and logout. An account locks after `lockAfterFailures` wrong passwords in a row
 * (default 5) for `lockMinutes` (default 15); a password reset by mail unlocks it at once.
 */
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { issuePair, signAccess } from '../../auth/session';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/connection';
import { consumeRefreshToken, peekRefreshToken, revokeRefreshToken } from '../../db/tokens';
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

export async function authenticate(deps: Deps, login: string, password: string, client: string) {
  const { loginLimiter, db, config } = deps;
  const normalized = login.trim().toLowerCase();
  if (!loginLimiter.take(`ip:${client}`) || !loginLimiter.take(`login:${normalized}`)) {
    throw new ApiError('login.error.tooManyAttempts');
  }
  const user = findUserByLogin(db, normalized);
  if (!user) {
    dummyHash ??= hashPassword('Dummy-Password-1!');
    await verifyPassword(await dummyHash, password);
    throw new ApiError('login.error.badCredentials');
  }
  const now = Date.now();
  const refused = loginError(user, now);
  if (refused) throw new ApiError(refused);
  const ok = await verifyPassword(user.passwordHash, password);
  if (!ok) {
    inTransaction(db, () => {
      const failures = (findUserById(db, user.id)?.failedLogins ?? 0) + 1;
      const lock = failures >= config.lockAfterFailures;
      updateUser(db, user.id, {
        failedLogins: lock ? 0 : failures,
        ...(lock
          ? { status: 'locked', lockedUntil: new Date(now + config.lockMinutes * 60_000).toISOString() }
          : {}),
      });
    });
    throw new ApiError('login.error.badCredentials');
  }
  const accessToken = await signAccess(deps.session, user.id, user.companyId);
  return inTransaction(db, () => {
    updateUser(db, user.id, { failedLogins: 0, status: 'active', lockedUntil: null });
    const pair = issuePair(db, deps.session, user.id, accessToken);
    return {
      username: user.login,
      ...pair,
      roles: rolesOf(db, user.id).map((r) => r.role),
      locale: user.locale,
      addressSSOUsers: listCompanyUsers(db, user.companyId).map((u) => ({ id: u.id, login: u.login })),
    };
  });
}

export async function refresh(deps: Deps, refreshToken: string) {
  const { db } = deps;
  const userId = peekRefreshToken(db, refreshToken, Date.now());
  const user = userId ? findUserById(db, userId) : undefined;
  if (user?.status !== 'active') throw new ApiError('refresh.error.invalid');
  const accessToken = await signAccess(deps.session, user.id, user.companyId);
  // One transaction: the old token is used up (rotation) and the new pair stored.
  return inTransaction(db, () => {
    if (consumeRefreshToken(db, refreshToken, Date.now()) !== user.id)
      throw new ApiError('refresh.error.invalid');
    return {
      username: user.login,
      ...issuePair(db, deps.session, user.id, accessToken),
      roles: rolesOf(db, user.id).map((r) => r.role),
      locale: user.locale,
    };
  });
}

export function logout(deps: Deps, userId: number, refreshToken: string) {
  inTransaction(deps.db, () => revokeRefreshToken(deps.db, refreshToken, userId));
}
