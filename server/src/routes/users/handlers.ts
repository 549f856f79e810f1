/**
 * Company users and role assignments. Rules: admin role for administration; users of another
 * company are invisible (404); the last active admin can be neither deleted nor demoted; a new
 * user's e-mail must be free.
 */
import type { AuthUser, Deps } from '../../context';
import { lockCompany } from '../../db/companies';
import { type Db, inTransaction } from '../../db/connection';
import * as users from '../../db/users';
import { ApiError } from '../../errors/api-error';
import { checkSchema } from '../../validation/schemas';
import { queueTokenMail } from '../accounts/mail-tokens';
import { audit } from '../audit/record';
import { email, locale, onlyFields, text } from '../body';

const ROLES = [users.ROLE_USER, users.ROLE_ADMIN];

const STATUS: Record<string, string> = {
  invited: 'INVITED',
  pending: 'ACTIVATION_PENDING',
  active: 'ACTIVE',
  locked: 'LOCKED',
  disabled: 'DISABLED',
};

export const roleView = (r: users.RoleAssignment) => ({
  id: r.id,
  ssoUserId: r.userId,
  role: r.role,
  assignedAt: r.assignedAt,
  createdDate: r.assignedAt,
});

function view(u: users.User, roles: users.RoleAssignment[], expired: boolean | undefined) {
  return {
    id: u.id,
    login: u.login,
    givenName: u.givenName,
    familyName: u.familyName,
    locale: u.locale,
    createdDate: u.createdDate,
    status: STATUS[u.status],
    active: u.status === 'active' || u.status === 'locked',
    activationTokenExpired: (u.status === 'invited' || u.status === 'pending') && (expired ?? true),
    locked: u.status === 'locked',
    disabled: u.status === 'disabled',
    roles: roles.map(roleView),
  };
}

export async function listUsers(deps: Deps, me: AuthUser, sort = 'login,asc') {
  const [field, dir] = sort.split(',');
  const list = await users.listCompanyUsers(
    deps.db,
    me.companyId,
    field === 'createdDate' ? 'createdDate' : 'login',
    dir === 'desc' ? 'desc' : 'asc',
  );
  const roles = await users.rolesOfMany(
    deps.db,
    list.map((u) => u.id),
  );
  const expired = await users.activationExpiredMap(deps.db, me.companyId, Date.now());
  return list.map((u) => view(u, roles.get(u.id) ?? [], expired.get(u.id)));
}

async function mine(db: Db, me: AuthUser, id: number) {
  const user = await users.findUserInCompany(db, me.companyId, id);
  if (!user) throw new ApiError('error.notFound');
  return user;
}

export function getUser(deps: Deps, me: AuthUser, id: number) {
  return userView(deps.db, me, id);
}

async function userView(db: Db, me: AuthUser, id: number) {
  const u = await mine(db, me, id);
  return view(
    u,
    await users.rolesOf(db, u.id),
    (await users.activationExpiredMap(db, me.companyId, Date.now())).get(u.id),
  );
}

export async function createUser(deps: Deps, me: AuthUser, raw: Record<string, unknown>) {
  const body = { ...raw };
  onlyFields(body, ['login', 'locale', 'givenName', 'familyName']);
  const login = email(body, 'login');
  const userLocale = locale(body.locale);
  const created = await inTransaction(deps.db, async (tx) => {
    if (await users.findUserByLogin(tx, login))
      throw new ApiError('error.loginExists', { field: 'login', fieldKey: 'isSSOUserEmailTaken' });
    const u = await users.insertUser(tx, {
      companyId: me.companyId,
      login,
      givenName: text(body, 'givenName'),
      familyName: text(body, 'familyName'),
      locale: userLocale,
      status: 'invited',
    });
    await users.addRole(tx, u.id, users.ROLE_USER);
    await queueTokenMail(deps, tx, u, 'activation');
    await audit(deps, tx, me, { action: 'created', objectType: 'user', objectId: u.id, objectLabel: login });
    return userView(tx, me, u.id);
  });
  void deps.mailer.flush();
  return created;
}

/** Updates names, locale and the admin-controlled states `locked` and `disabled`. */
export async function updateUser(deps: Deps, me: AuthUser, id: number, raw: Record<string, unknown>) {
  const body = { ...raw };
  if (body.id !== undefined && Number(body.id) !== id)
    throw new ApiError('error.badRequest', { field: 'id' });
  return await inTransaction(deps.db, async (tx) => {
    const u = await mine(tx, me, id);
    const patch: Partial<users.UserInput> = {};
    if (body.givenName !== undefined) patch.givenName = text(body, 'givenName');
    if (body.familyName !== undefined) patch.familyName = text(body, 'familyName');
    if (body.locale !== undefined) patch.locale = locale(body.locale);
    const activeLike = u.status === 'active' || u.status === 'locked' || u.status === 'disabled';
    if (activeLike && (body.locked !== undefined || body.disabled !== undefined)) {
      const disabled = body.disabled === undefined ? u.status === 'disabled' : body.disabled === true;
      const locked = body.locked === undefined ? u.status === 'locked' : body.locked === true;
      patch.status = disabled ? 'disabled' : locked ? 'locked' : 'active';
      patch.lockedUntil = null;
      patch.failedLogins = 0;
      if (patch.status !== 'active') await guardLastAdmin(tx, me, u, 'lock');
    }
    await users.updateUser(tx, u.id, patch);
    const changed = Object.keys(patch).filter((k) => k !== 'lockedUntil' && k !== 'failedLogins');
    await audit(deps, tx, me, {
      action: 'changed',
      objectType: 'user',
      objectId: u.id,
      objectLabel: u.login,
      detail: changed.map((k) => (k === 'status' ? `status ${patch.status}` : k)).join(', '),
    });
    return userView(tx, me, u.id);
  });
}

const lastAdminKeys = {
  delete: 'error.lastAdminDelete',
  role: 'error.lastAdminRole',
  lock: 'error.lastAdminLock',
} as const;

/**
 * A company keeps one active administrator. Only an administrator gets here, so the last one is
 * the caller: the refusal says so and what to do first ("Sie sind der letzte Administrator …").
 */
async function guardLastAdmin(db: Db, me: AuthUser, u: { id: number }, action: keyof typeof lastAdminKeys) {
  // read after the lock: a concurrent demotion committed meanwhile is counted
  await lockCompany(db, me.companyId);
  const admins = await users.activeAdminIds(db, me.companyId);
  if (admins.length === 1 && admins[0] === u.id)
    throw new ApiError(lastAdminKeys[action], { reason: 'lastAdmin' });
}

export async function deleteUser(deps: Deps, me: AuthUser, id: number) {
  await inTransaction(deps.db, async (tx) => {
    const u = await users.findUserById(tx, id);
    // spec (accounts §5/§8): a user of another company cannot be deleted — its own refusal, the
    // same for an id that does not exist, so the answer tells nothing about other companies
    if (!u || u.companyId !== me.companyId)
      throw new ApiError('error.userDeleteRefused', { reason: 'otherCompany' });
    await guardLastAdmin(tx, me, u, 'delete');
    await users.deleteUser(tx, u.id);
    await audit(deps, tx, me, {
      action: 'deleted',
      objectType: 'user',
      objectId: u.id,
      objectLabel: u.login,
    });
  });
  return { deleted: true };
}

/** Own account: login and credentials go, the invoices stay (author name kept on them). */
export function deleteOwnAccount(deps: Deps, me: AuthUser) {
  return deleteUser(deps, me, me.id);
}

export async function resendActivation(deps: Deps, me: AuthUser, id: number) {
  await inTransaction(deps.db, async (tx) => {
    const u = await mine(tx, me, id);
    if (u.status !== 'invited' && u.status !== 'pending')
      throw new ApiError('error.badRequest', { reason: 'alreadyActive' });
    await queueTokenMail(deps, tx, u, 'activation');
  });
  void deps.mailer.flush();
  return { sent: true };
}

export async function setLocale(deps: Deps, me: AuthUser, body: Record<string, unknown>) {
  const value = locale(body.locale);
  await inTransaction(deps.db, async (tx) => await users.updateUser(tx, me.id, { locale: value }));
  return { locale: value };
}

export async function assignRole(deps: Deps, me: AuthUser, body: Record<string, unknown>) {
  await checkSchema('roleAssignment', body);
  const role = text(body, 'role', { required: true });
  if (!ROLES.includes(role)) throw new ApiError('error.badRequest', { field: 'role' });
  return await inTransaction(deps.db, async (tx) => {
    const u = await users.findUserInCompany(tx, me.companyId, Number(body.ssoUserId));
    if (!u) throw new ApiError('error.roleChangeRefused');
    if ((await users.rolesOf(tx, u.id)).some((r) => r.role === role))
      throw new ApiError('error.identicalRecord');
    await audit(deps, tx, me, {
      action: 'changed',
      objectType: 'user',
      objectId: u.id,
      objectLabel: u.login,
      detail: `role ${role} added`,
    });
    return roleView(await users.addRole(tx, u.id, role));
  });
}

export async function removeRole(deps: Deps, me: AuthUser, assignmentId: number) {
  await inTransaction(deps.db, async (tx) => {
    const r = await users.findRoleAssignment(tx, assignmentId);
    const u = r && (await users.findUserInCompany(tx, me.companyId, r.userId));
    if (!r || !u) throw new ApiError('error.roleChangeRefused');
    // Every account keeps the company-user role; only the admin role comes and goes.
    if (r.role === users.ROLE_USER) throw new ApiError('error.baseRoleRefused', { reason: 'baseRole' });
    if (r.role === users.ROLE_ADMIN) await guardLastAdmin(tx, me, u, 'role');
    await users.removeRoleAssignment(tx, r.id);
    await audit(deps, tx, me, {
      action: 'changed',
      objectType: 'user',
      objectId: u.id,
      objectLabel: u.login,
      detail: `role ${r.role} removed`,
    });
  });
  return { deleted: true };
}
