/**
 * Where to go after login: a protected page opened without a session (a bookmark, a link in a
 * mail, an expired session) is remembered and shown once the user has logged in.
 */
const KEY = 'xr.returnTo';
const BASE = '/weberfassung';

export function rememberReturnPath(): void {
  if (typeof location === 'undefined') return;
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) || '/' : '/';
  if (path === '/') return;
  try {
    sessionStorage.setItem(KEY, path + location.search);
  } catch {
    // no storage: the dashboard it is
  }
}

/** The remembered path (once), else the dashboard. */
export function takeReturnPath(): string {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (path?.startsWith('/') && !path.startsWith('//')) return path;
  } catch {
    // ignore
  }
  return '/Dashboard';
}
