/**
 * The typed HTTP client's core (spec §7): base path, bearer token, local refusal of an expired
 * access token, forced logout on 401/403 (not for the logout call), running-request counter.
 */
import { localeAtom, runningRequestsAtom } from '../state/app';
import { isAccessTokenValid, sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { ACCESS_TOKEN_EXPIRED, ApiError, errorFromBody } from './errors';

export const BASE_PATH = '/weberfassung/';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body */
  body?: unknown;
  /** raw body (XML text, or a file such as a ZUGFeRD PDF) with its content type */
  raw?: { text: string | Blob; contentType: string };
  query?: Record<string, string | number | boolean | undefined>;
  /** public calls send no token (default false) */
  isPublic?: boolean;
  /** counted as running request (default true; false for token refresh and the list calls) */
  counted?: boolean;
  /** the logout call: 401/403 do not force a logout */
  isLogout?: boolean;
  responseType?: 'json' | 'text' | 'blob';
  /** extra request headers */
  headers?: Record<string, string>;
}

type ForcedLogout = (reason: string) => void;
let forcedLogout: ForcedLogout = () => {};

/** The session module registers what a forced logout does (clear session, go to login). */
export function onForcedLogout(handler: ForcedLogout): void {
  forcedLogout = handler;
}

let origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
/** Tests that run outside a browser page point the client at a server. */
export function setApiOrigin(value: string): void {
  origin = value;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(BASE_PATH + path.replace(/^\//, ''), origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  }
  return url.toString();
}

/**
 * 401 and 403 log out (spec §7). Exception: the server's business refusals that come as 403 (last
 * admin, user or role of another company) are messages to show, not a lost session.
 */
export const REFUSALS_WITHOUT_LOGOUT = new Set([
  'error.userDeleteRefused',
  'error.roleChangeRefused',
  'error.baseRoleRefused',
  'error.lastAdminDelete',
  'error.lastAdminRole',
  'error.lastAdminLock',
]);

export const forcesLogout = (status: number, messageKey?: string): boolean =>
  status === 401 || (status === 403 && !REFUSALS_WITHOUT_LOGOUT.has(messageKey ?? ''));

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', isPublic = false, counted = true, responseType = 'json' } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': appStore.get(localeAtom),
    ...options.headers,
  };
  if (!isPublic) {
    const session = appStore.get(sessionAtom);
    if (!session || !isAccessTokenValid(session)) {
      if (!options.isLogout) forcedLogout(ACCESS_TOKEN_EXPIRED);
      throw new ApiError(ACCESS_TOKEN_EXPIRED, 0);
    }
    headers.Authorization = `Bearer ${session.accessToken}`;
  }
  let body: string | Blob | undefined;
  if (options.raw) {
    headers['Content-Type'] = options.raw.contentType;
    body = options.raw.text;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (counted) appStore.set(runningRequestsAtom, (n) => n + 1);
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path, options.query), { method, headers, body });
    } catch (error) {
      throw new ApiError(String(error), 0);
    }
    if (!response.ok) {
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON
      }
      const error = errorFromBody(response.status, parsed);
      if (forcesLogout(response.status, error.messageKey) && !options.isLogout && !isPublic) {
        forcedLogout(error.message);
      }
      throw error;
    }
    if (responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (responseType === 'text') return text as T;
    return (text ? JSON.parse(text) : undefined) as T;
  } finally {
    if (counted) appStore.set(runningRequestsAtom, (n) => Math.max(0, n - 1));
  }
}
