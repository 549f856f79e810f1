/**
 * Session actions against a real local HTTP peer: logout calls the server only while both tokens
 * are valid and always clears the session; a refresh replaces the tokens and re-arms the timer; a
 * refused refresh logs out; login stores expiry times, roles and language and loads master data.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../api/client';
import { localeAtom, masterDataAtom } from '../state/app';
import { type Session, sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { login, logout, refreshSession, refreshTimerRunning, stopRefreshTimer } from './actions';

let server: Server;
const calls: { method: string; path: string; body: string }[] = [];
let refreshStatus = 200;
/** Refreshes answered 409 (another tab rotated the token) before the status above. */
let refreshConflicts = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      res.setHeader('access-control-allow-methods', '*');
      if (req.method === 'OPTIONS') return res.end();
      calls.push({ method: req.method ?? '', path, body });
      res.setHeader('content-type', 'application/json');
      if (path.startsWith('/weberfassung/public-api/refreshtoken')) {
        res.statusCode = refreshConflicts-- > 0 ? 409 : refreshStatus;
        return res.end(
          JSON.stringify({
            accessToken: 'a2',
            refreshToken: 'r2',
            millisAccessTokenExpiry: 60_000,
            millisRefreshTokenExpiry: 120_000,
          }),
        );
      }
      if (path.startsWith('/weberfassung/public-api/authenticate')) {
        return res.end(
          JSON.stringify({
            username: 'u@firma.example',
            accessToken: 'a1',
            refreshToken: 'r1',
            millisAccessTokenExpiry: 30_000,
            millisRefreshTokenExpiry: 90_000,
            roles: ['ROLE_WEBERFASSUNG'],
            locale: 'en',
            addressSSOUsers: [{ id: 1, login: 'u@firma.example' }],
          }),
        );
      }
      if (path.startsWith('/weberfassung/api/masterdata') && req.method === 'GET') return res.end('null');
      if (path.startsWith('/weberfassung/api/masterdata')) return res.end(body);
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  calls.length = 0;
  refreshStatus = 200;
  refreshConflicts = 0;
});
afterEach(() => {
  stopRefreshTimer();
  appStore.set(sessionAtom, null);
  appStore.set(localeAtom, 'de');
});

const session = (accessMs: number, refreshMs: number): Session => ({
  username: 'u@firma.example',
  accessToken: 'a0',
  refreshToken: 'r0',
  accessTokenExpiry: Date.now() + accessMs,
  refreshTokenExpiry: Date.now() + refreshMs,
  roles: [],
  locale: 'de',
  addressSSOUsers: [],
});

describe('session actions', () => {
  it('logs in: tokens with expiry times, roles, language, timer, initial master data', async () => {
    const before = Date.now();
    await login('u@firma.example', 'Geheim-genug-1!');
    const s = appStore.get(sessionAtom);
    expect(s?.accessTokenExpiry).toBeGreaterThanOrEqual(before + 30_000);
    expect(s?.refreshTokenExpiry).toBeGreaterThanOrEqual(before + 90_000);
    expect(s?.roles).toEqual(['ROLE_WEBERFASSUNG']);
    expect(appStore.get(localeAtom)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(refreshTimerRunning()).toBe(true);
    // the initial master data stays in the browser until the user saves it complete
    expect(calls.map((c) => `${c.method} ${c.path}`)).not.toContain('POST /weberfassung/api/masterdata');
    expect(appStore.get(masterDataAtom)).toMatchObject({
      Version: '1.0',
      Seller_country_code: 'DE',
      Payment_means_type_code: '58',
    });
  });

  it('calls the server on logout while both tokens are valid', async () => {
    appStore.set(sessionAtom, session(60_000, 120_000));
    await logout();
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/weberfassung/logout/');
    expect(JSON.parse(calls[0].body)).toEqual({});
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(appStore.get(masterDataAtom)).toBeNull();
    expect(location.pathname).toBe('/weberfassung/');
  });

  it('does not call the server when the access token expired, and still clears the session', async () => {
    appStore.set(sessionAtom, session(-1, 120_000));
    await logout();
    expect(calls).toHaveLength(0);
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('refreshes the tokens and re-arms the timer', async () => {
    appStore.set(sessionAtom, session(1_000, 120_000));
    expect(await refreshSession()).toBe(true);
    expect(appStore.get(sessionAtom)?.accessToken).toBe('a2');
    // the refresh token is the HttpOnly cookie, never in the page's hands
    expect(JSON.parse(calls[0].body)).toEqual({});
    expect(appStore.get(sessionAtom)?.refreshToken).toBeUndefined();
    expect(refreshTimerRunning()).toBe(true);
  });

  it('retries a refresh that another tab won a moment ago (409) and stays logged in', async () => {
    refreshConflicts = 1;
    appStore.set(sessionAtom, session(1_000, 120_000));
    expect(await refreshSession()).toBe(true);
    expect(calls.filter((c) => c.path.includes('refreshtoken'))).toHaveLength(2);
    expect(appStore.get(sessionAtom)?.accessToken).toBe('a2');
  });

  it('logs out when the refresh is refused or the refresh token expired', async () => {
    refreshStatus = 401;
    appStore.set(sessionAtom, session(1_000, 120_000));
    expect(await refreshSession()).toBe(false);
    expect(appStore.get(sessionAtom)).toBeNull();

    calls.length = 0;
    appStore.set(sessionAtom, session(-1, -1));
    expect(await refreshSession()).toBe(false);
    expect(calls).toHaveLength(0);
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});
