/** Registration, activation, password reset/change and login change (spec §2, §5, §7). */
import { checkPasswordRules, hashPassword, verifyPassword } from '../../auth/passwords';
import type { Deps } from '../../context';
import { contactEmailTaken, insertCompany } from '../../db/companies';
import { inTransaction } from '../../db/connection';
import { queueMail } from '../../db/outbox';
import { consumeMailToken } from '../../db/tokens';
import {
  addRole,
  findUserById,
  findUserByLogin,
  insertUser,
  ROLE_ADMIN,
  ROLE_USER,
  type User,
  updateUser,
} from '../../db/users';
import { ApiError } from '../../errors/api-error';
import { noticeMail } from '../../mail/notices';
import { checkSchema } from '../../validation/schemas';
import { email, locale, text } from '../body';
import { endAllSessions } from '../session/handlers';
import { queueTokenMail } from './mail-tokens';

/** Locked by an administrator (an automatic lock carries its end time): not self-service. */
const lockedByAdmin = (u: User) => u.status === 'locked' && !u.lockedUntil;

/**
 * The current password, required for every change of the logged-in user's credentials. Wrong
 * guesses are counted by the login throttle (per account, on every instance): after its free
 * failures each further try waits longer (429 `login.error.throttled`), so a stolen access token
 * does not turn into the password by guessing.
 */
async function checkCurrentPassword(deps: Deps, user: User, body: Record<string, unknown>, field: string) {
  const key = `current-password|${user.id}`;
  const wait = await inTransaction(deps.db, (tx) => deps.loginThrottle.attempt(tx, key));
  if (wait > 0) throw new ApiError('login.error.throttled', { retryAfterSeconds: Math.ceil(wait / 1000) });
  const given = body[field];
  // a wrong guess stays counted (the attempt was counted as a failure before the check)
  if (typeof given !== 'string' || given === '' || !(await verifyPassword(user.passwordHash, given)))
    throw new ApiError('validation.currentPassword');
  await deps.loginThrottle.succeed(deps.db, key);
}

export function companyFields(body: Record<string, unknown>, nameField = 'name') {
  return {
    name: text(body, nameField, { required: true }),
    street: text(body, 'street', { required: true }),
    number: text(body, 'number', { max: 20 }),
    postcode: text(body, 'postcode', { required: true, max: 10 }),
    city: text(body, 'city', { required: true }),
    contactEmail: email(body, 'contactEmail'),
    locale: locale(body.locale),
    country: text(body, 'country', { max: 2 }) || 'DE',
  };
}

/** Registration: the company and its first user (admin), who activates the account by mail. */
export async function register(deps: Deps, raw: Record<string, unknown>, client: string) {
  if (!(await deps.registrationLimiter.take(deps.db, client)))
    throw new ApiError('registration.error.tooManyAttempts');
  const body = { ...raw };
  if (body.termsAccepted !== true) throw new ApiError('validation.imprintAccepted');
  if (body.privacyAccepted !== true) throw new ApiError('validation.privacyAccepted');
  await checkSchema('registration', body);
  const login = email(body, 'login');
  const company = companyFields(body, 'companyName');
  const givenName = text(body, 'givenName', { required: true });
  const familyName = text(body, 'familyName', { required: true });
  const result = await inTransaction(deps.db, async (tx) => {
    // spec §8: a registration not yet activated already holds its address (company) for the login
    const existing = await findUserByLogin(tx, login);
    if (existing?.status === 'pending') throw new ApiError('error.addressExistsForLogin');
    if (existing) throw new ApiError('error.loginExists');
    if (await contactEmailTaken(tx, company.contactEmail)) throw new ApiError('error.contactEmailExists');
    const created = await insertCompany(tx, company);
    const user = await insertUser(tx, {
      companyId: created.id,
      login,
      givenName,
      familyName,
      locale: company.locale,
      status: 'pending',
    });
    await addRole(tx, user.id, ROLE_USER);
    await addRole(tx, user.id, ROLE_ADMIN);
    await queueTokenMail(deps, tx, user, 'activation');
    // No company id in the answer: a sequential number tells how many companies there are.
    return { login, registered: true };
  });
  void deps.mailer.flush();
  return result;
}

/** Sets the first password of an invited or registered account (or after an expired lock). */
export async function activate(deps: Deps, body: Record<string, unknown>) {
  const token = text(body, 'token', { required: true, max: 200 });
  const passwordHash = await hashPassword(checkPasswordRules(body.password, body.passwordRepeat));
  await inTransaction(deps.db, async (tx) => {
    const row = await consumeMailToken(tx, token, 'activation', Date.now());
    const user = row && (await findUserById(tx, row.userId));
    if (!user || (user.status !== 'invited' && user.status !== 'pending'))
      throw new ApiError('token.error.invalid');
    await updateUser(tx, user.id, { passwordHash, status: 'active', failedLogins: 0 });
  });
  return { activated: true };
}

/** Always answers the same, whether or not the address exists (spec §8). */
export async function requestPasswordReset(deps: Deps, body: Record<string, unknown>, client: string) {
  const login = text(body, 'login', { max: 255 }).toLowerCase();
  if (!(await deps.registrationLimiter.take(deps.db, `reset:${client}`)))
    throw new ApiError('registration.error.tooManyAttempts');
  await inTransaction(deps.db, async (tx) => {
    const user = login ? await findUserByLogin(tx, login) : undefined;
    // Same answer in every case; the mail goes out only to a user who may reset, a few per hour.
    if (
      user &&
      user.status !== 'disabled' &&
      !lockedByAdmin(user) &&
      (await deps.resetMailLimiter.take(tx, `reset:${user.id}`))
    ) {
      await queueTokenMail(
        deps,
        tx,
        user,
        user.status === 'invited' || user.status === 'pending' ? 'activation' : 'reset',
      );
    }
  });
  void deps.mailer.flush();
  return { requested: true };
}

/** New password by mailed token; also unlocks a locked account and ends all sessions. */
export async function changePasswordByToken(deps: Deps, body: Record<string, unknown>) {
  const token = text(body, 'token', { required: true, max: 200 });
  const passwordHash = await hashPassword(checkPasswordRules(body.password, body.passwordRepeat));
  await inTransaction(deps.db, async (tx) => {
    const row = await consumeMailToken(tx, token, 'reset', Date.now());
    const user = row && (await findUserById(tx, row.userId));
    if (!user || user.status === 'disabled') throw new ApiError('token.error.invalid');
    if (lockedByAdmin(user)) throw new ApiError('login.error.lockedByAdmin');
    await updateUser(tx, user.id, { passwordHash, status: 'active', failedLogins: 0, lockedUntil: null });
    await endAllSessions(deps, tx, user.id);
  });
  return { changed: true };
}

/** Logged-in password change: needs the current password; the user's other sessions end. */
export async function changeOwnPassword(
  deps: Deps,
  userId: number,
  sid: string,
  body: Record<string, unknown>,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('error.userNotFound');
  const password = checkPasswordRules(body.password, body.passwordRepeat);
  await checkCurrentPassword(deps, user, body, 'oldPassword');
  const passwordHash = await hashPassword(password);
  await inTransaction(deps.db, async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await endAllSessions(deps, tx, userId, sid);
    await queueMail(tx, { recipient: user.login, ...noticeMail('password-changed', user.locale) });
  });
  void deps.mailer.flush();
  return { changed: true };
}

/**
 * Asks for a new login e-mail (needs the current password): the confirmation link goes to the new
 * address, a notice to the current one.
 */
export async function requestLoginChange(deps: Deps, userId: number, body: Record<string, unknown>) {
  const newLogin = email(body, 'newLogin');
  if (body.newLoginRepeat !== undefined && String(body.newLoginRepeat).trim().toLowerCase() !== newLogin) {
    throw new ApiError('validation.sameAsLogin');
  }
  const current = await findUserById(deps.db, userId);
  if (!current) throw new ApiError('error.userNotFound');
  await checkCurrentPassword(deps, current, body, 'password');
  await inTransaction(deps.db, async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new ApiError('error.userNotFound');
    if (await findUserByLogin(tx, newLogin)) throw new ApiError('error.loginExists');
    await queueTokenMail(deps, tx, user, 'login-change', { to: newLogin, newLogin });
    await queueMail(tx, {
      recipient: user.login,
      ...noticeMail('login-change-requested', user.locale, newLogin),
    });
  });
  void deps.mailer.flush();
  return { requested: true };
}

export async function confirmLoginChange(deps: Deps, body: Record<string, unknown>) {
  const token = text(body, 'token', { required: true, max: 200 });
  const result = await inTransaction(deps.db, async (tx) => {
    const row = await consumeMailToken(tx, token, 'login-change', Date.now());
    const user = row?.newLogin ? await findUserById(tx, row.userId) : undefined;
    if (!row?.newLogin || !user) throw new ApiError('token.error.invalid');
    if (await findUserByLogin(tx, row.newLogin)) throw new ApiError('error.loginExists');
    await updateUser(tx, row.userId, { login: row.newLogin });
    await endAllSessions(deps, tx, row.userId);
    await queueMail(tx, { recipient: user.login, ...noticeMail('login-changed', user.locale, row.newLogin) });
    return { login: row.newLogin };
  });
  void deps.mailer.flush();
  return result;
}
