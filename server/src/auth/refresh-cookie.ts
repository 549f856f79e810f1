/**
 * The refresh token as a cookie for the browser UI: HttpOnly, SameSite=Strict, Secure over HTTPS,
 * sent only to the refresh call's path. All tabs of a browser share it, so a new tab continues the
 * session. A cookie alone does not refresh: the call must also carry `X-Requested-With` (a header
 * a foreign page cannot send without a CORS preflight this server never grants).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const REFRESH_COOKIE = 'xr_refresh';
export const REFRESH_COOKIE_PATH = '/weberfassung/public-api/refreshtoken';
export const CSRF_HEADER = 'x-requested-with';

export const overHttps = (c: Context, publicUrl: string) =>
  new URL(c.req.url).protocol === 'https:' || publicUrl.startsWith('https:');

export function setRefreshCookie(c: Context, token: string, seconds: number, https: boolean): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: https,
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: seconds,
  });
}

export function clearRefreshCookie(c: Context, https: boolean): void {
  deleteCookie(c, REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    secure: https,
    httpOnly: true,
    sameSite: 'Strict',
  });
}

/** The cookie's token, only when the call also carries the custom header. */
export function refreshCookie(c: Context): string | undefined {
  if (!c.req.header(CSRF_HEADER)) return undefined;
  return getCookie(c, REFRESH_COOKIE) || undefined;
}
