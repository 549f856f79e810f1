/**
 * Session data (spec §3): the access token and both expiry times, roles, locale and the company's
 * users, kept in sessionStorage so a reload of the tab keeps its access token. The refresh token
 * itself is an HttpOnly cookie the page never sees; every tab of the browser shares it, so a new
 * tab takes up the session (session/actions.ts `adoptSession`).
 */

import type { Schemas } from '@xr/client';
import { atom } from 'jotai';

export const ROLE_USER = 'ROLE_WEBERFASSUNG';
export const ROLE_ADMIN = 'ROLE_WEBERFASSUNG_ADMIN';

/** The session document of the schemas (schemas/documents/session.schema.json). */
export type Session = Schemas['Session'];

const STORAGE_KEY = 'xr.session';

function readStored(): Session | null {
  try {
    const text = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as Session) : null;
  } catch {
    return null;
  }
}

const baseSessionAtom = atom<Session | null>(readStored());

/** The session; writing it also stores or removes it in sessionStorage. */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (_get, set, next: Session | null) => {
    set(baseSessionAtom, next);
    try {
      if (next) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
      else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    } catch {
      // storage unavailable (private mode): the session lives in memory only
    }
  },
);

export const isAccessTokenValid = (s: Session | null, now = Date.now()): boolean =>
  !!s?.accessToken && s.accessTokenExpiry > now;

export const isRefreshTokenValid = (s: Session | null, now = Date.now()): boolean =>
  !!s && s.refreshTokenExpiry > now;

/** Logged in means: a username, a valid access token and a valid refresh token (spec §4). */
export const isLoggedIn = (s: Session | null, now = Date.now()): boolean =>
  !!s?.username && isAccessTokenValid(s, now) && isRefreshTokenValid(s, now);

export const hasRole = (s: Session | null, role: Session['roles'][number]): boolean =>
  !!s?.roles.includes(role);

export const isAdminAtom = atom((get) => hasRole(get(sessionAtom), ROLE_ADMIN));

/** Username as shown in the header: at most 27 characters, then an ellipsis. */
export function shortUsername(name: string, max = 27): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}
