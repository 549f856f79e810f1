/**
 * Who the caller of an access token is (user, company, login, locale, roles), remembered per token
 * (`jti`) for a few seconds (`AUTH_CACHE_SECONDS`, default 2; 0 = read on every request): a client
 * reuses its token for many calls, and each call would otherwise read the denylist, the user and
 * the roles again. Only the answer "active and not revoked" is kept, never longer than the token.
 *
 * On this instance a change takes effect at once: a logout or revoked session family, a changed,
 * locked or deleted user, a role added or removed, a deleted company forget every entry
 * (`forgetCallers`), and while such a transaction is open no answer is kept (it could be the state
 * before its commit). Another instance's change is seen here within `AUTH_CACHE_SECONDS`
 * (docs/security.md).
 */
import { afterTransaction, type Db } from './connection';

export interface Caller {
  id: number;
  companyId: number;
  login: string;
  locale: string;
  roles: string[];
}

/** More tokens than this in their cache life at once: the cache starts over. */
const MAX_ENTRIES = 50_000;

const entries = new Map<string, { caller: Caller; until: number }>();
/** Bumped by every forget; an answer read across a bump is not kept. */
let generation = 0;
/** Transactions that revoke or change a caller and have not ended yet. */
let revoking = 0;

/** The remembered caller of the token `jti`, if still within its time. */
export function cachedCaller(jti: string, nowMs: number): Caller | undefined {
  const entry = entries.get(jti);
  if (!entry) return undefined;
  if (entry.until > nowMs) return entry.caller;
  entries.delete(jti);
  return undefined;
}

/** The mark to pass to `rememberCaller`: take it before reading the caller from the database. */
export const callerReadMark = () => generation;

/**
 * Keeps `caller` for the token until `untilMs`, unless a forget happened since `mark` was taken or
 * a revoking transaction is still open.
 */
export function rememberCaller(jti: string, caller: Caller, untilMs: number, mark: number): void {
  if (mark !== generation || revoking > 0) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(jti, { caller, until: untilMs });
}

/**
 * Forgets every remembered caller: call it with the handle that writes the change (denylist, user,
 * roles, company). Inside a transaction the entries are forgotten now and again when it ends, and
 * none is kept meanwhile.
 */
export function forgetCallers(db: Db): void {
  generation++;
  entries.clear();
  revoking++;
  afterTransaction(db, () => {
    revoking--;
    generation++;
    entries.clear();
  });
}
