/**
 * Session life (spec §4): login, token refresh timer, logout, forced logout, the route guard's
 * session check, and the language switch that tells the server when logged in.
 */
import { navigate } from 'wouter/use-browser-location';
import * as api from '../api/calls';
import { BASE_PATH, onForcedLogout } from '../api/client';
import { ACCESS_TOKEN_EXPIRED } from '../api/errors';
import type { AuthResponse, RefreshResponse } from '../api/types';
import { loadCatalogue, t } from '../i18n';
import { configurationAtom, type Locale, localeAtom, masterDataAtom, toLocale } from '../state/app';
import { isLoggedIn, isRefreshTokenValid, type Session, sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { resetWorkingData } from '../state/working-data';
import { showDialog } from '../ui/dialogs';
import { toast } from '../ui/toaster';
import { loadMasterData } from './masterdata';
import { rememberReturnPath } from './return-path';

/** The refresh timer never waits longer than this (the spec caps it without a value). */
export const MAX_REFRESH_DELAY_MS = 10 * 60 * 1000;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Delay until the next refresh: 90 % of the remaining access-token lifetime, capped. */
export function refreshDelay(session: Session, now = Date.now()): number {
  return Math.min(Math.max(0, (session.accessTokenExpiry - now) * 0.9), MAX_REFRESH_DELAY_MS);
}

function withTokens(base: Omit<Session, keyof RefreshTokens>, r: RefreshResponse, now: number): Session {
  const { refreshToken: _notKept, ...rest } = base as Session;
  return {
    ...rest,
    accessToken: r.accessToken,
    accessTokenExpiry: now + Number(r.millisAccessTokenExpiry),
    refreshTokenExpiry: now + Number(r.millisRefreshTokenExpiry),
  };
}

/**
 * A hint shared by the tabs (localStorage, no secret) that this browser has a session cookie: a
 * tab only tries to take up a session when there may be one.
 */
const HINT = 'xr.sessionHint';
function sessionHint(on?: boolean): boolean {
  try {
    if (on === true) globalThis.localStorage?.setItem(HINT, '1');
    if (on === false) globalThis.localStorage?.removeItem(HINT);
    return globalThis.localStorage?.getItem(HINT) === '1';
  } catch {
    return true;
  }
}

/**
 * One refresh at a time across all tabs (the Web Locks API): the shared cookie's token works once,
 * so two tabs refreshing with the same token at once would look like a stolen token.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('xr.session.refresh', work) : work();
}
type RefreshTokens = Pick<
  Session,
  'accessToken' | 'refreshToken' | 'accessTokenExpiry' | 'refreshTokenExpiry'
>;

export function scheduleRefresh(): void {
  stopRefreshTimer();
  const session = appStore.get(sessionAtom);
  if (!session) return;
  timer = setTimeout(() => void refreshSession(), refreshDelay(session));
}

export function stopRefreshTimer(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
}

export const refreshTimerRunning = (): boolean => timer !== undefined;

export async function login(login: string, password: string): Promise<void> {
  const r: AuthResponse = await api.authenticate(login, password);
  const locale = toLocale(r.locale ?? appStore.get(localeAtom));
  const session = withTokens(
    { username: r.username ?? login, roles: r.roles ?? [], locale, addressSSOUsers: r.addressSSOUsers ?? [] },
    r,
    Date.now(),
  );
  appStore.set(sessionAtom, session);
  appStore.set(localeAtom, locale);
  sessionHint(true);
  scheduleRefresh();
  await loadMasterData();
}

/** Refresh both tokens; a failure (or an expired refresh token) logs out. */
export async function refreshSession(): Promise<boolean> {
  timer = undefined;
  const session = appStore.get(sessionAtom);
  if (!session || !isRefreshTokenValid(session)) {
    await logout(t('session.expired'));
    return false;
  }
  try {
    const r = await oneTabAtATime(() => api.refreshToken());
    const current = appStore.get(sessionAtom);
    if (!current) return false;
    appStore.set(sessionAtom, { ...withTokens(current, r, Date.now()), roles: r.roles ?? current.roles });
    scheduleRefresh();
    return true;
  } catch {
    await logout(t('session.expired'));
    return false;
  }
}

/**
 * Logout: calls the server only while both tokens are valid; always clears the session, stops
 * the timer, empties master data and the working data, and goes to the login screen.
 */
export async function logout(reason?: string): Promise<void> {
  const session = appStore.get(sessionAtom);
  stopRefreshTimer();
  if (session && isLoggedIn(session)) {
    await api.logoutCall().catch(() => undefined);
  }
  appStore.set(sessionAtom, null);
  sessionHint(false);
  appStore.set(masterDataAtom, null);
  resetWorkingData();
  navigate(BASE_PATH);
  if (reason && session) toast.warning(reason);
}

onForcedLogout((reason) => {
  if (!appStore.get(sessionAtom)) return;
  void logout(reason === ACCESS_TOKEN_EXPIRED ? ACCESS_TOKEN_EXPIRED : t('session.loggedOutByServer'));
});

/**
 * A tab without a session of its own (a new tab, a link opened from a mail) takes up the browser's
 * session from the shared refresh cookie; false when there is none.
 */
export async function adoptSession(): Promise<boolean> {
  if (!sessionHint()) return false;
  try {
    const r = await oneTabAtATime(() => api.refreshToken());
    if (!r.username) return false;
    const locale = toLocale(r.locale ?? appStore.get(localeAtom));
    const base = {
      username: r.username,
      roles: r.roles ?? [],
      locale,
      addressSSOUsers: r.addressSSOUsers ?? [],
    };
    appStore.set(sessionAtom, withTokens(base, r, Date.now()));
    appStore.set(localeAtom, locale);
    scheduleRefresh();
    void loadMasterData();
    return true;
  } catch {
    sessionHint(false);
    return false;
  }
}

/**
 * The route guard's check (spec §2): passes with a valid session; refreshes first when only the
 * access token expired; logs out when that fails or the refresh token is no longer valid.
 */
export async function ensureSession(): Promise<boolean> {
  const session = appStore.get(sessionAtom);
  if (isLoggedIn(session)) {
    if (!refreshTimerRunning()) scheduleRefresh();
    if (!appStore.get(masterDataAtom)) void loadMasterData();
    return true;
  }
  if (session && isRefreshTokenValid(session)) {
    const ok = await refreshSession();
    if (ok && !appStore.get(masterDataAtom)) void loadMasterData();
    return ok;
  }
  if (!session && (await adoptSession())) return true;
  rememberReturnPath();
  if (session) await logout(t('session.expired'));
  else navigate(BASE_PATH);
  return false;
}

/** Switch the UI language; a logged-in user's choice is stored on the server too. */
export async function switchLanguage(locale: Locale): Promise<void> {
  // the texts change together with the pressed button (English loads on its first choice)
  await loadCatalogue(locale).catch(() => undefined);
  appStore.set(localeAtom, locale);
  const session = appStore.get(sessionAtom);
  if (!session || !isLoggedIn(session)) return;
  appStore.set(sessionAtom, { ...session, locale });
  try {
    await api.setServerLocale(locale);
  } catch (error) {
    const key = (error as { messageKey?: string }).messageKey;
    showDialog({ kind: 'info', message: key ? t(key) : t('error.technical') });
  }
}

export async function loadConfiguration(): Promise<void> {
  try {
    appStore.set(configurationAtom, await api.getConfiguration());
  } catch {
    showDialog({ kind: 'error', title: t('dialog.failure'), message: t('error.technical') });
  }
}
