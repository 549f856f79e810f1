// @vitest-environment node
/**
 * The HTTP client against a real local HTTP peer: bearer token, local refusal of an expired
 * access token, forced logout on 401/403 except for the logout call, running-request counter.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runningRequestsAtom } from '../state/app';
import { type Session, sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { listInvoices, logoutCall, refreshToken } from './calls';
import { onForcedLogout, request, setApiOrigin } from './client';
import { ACCESS_TOKEN_EXPIRED } from './errors';

let server: Server;
const seen: IncomingMessage[] = [];
let release = undefined as (() => void) | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const answer = () => {
      if (req.url?.includes('status=401') || req.url?.startsWith('/weberfassung/logout')) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ messageKey: 'error.unauthorized', code: 'UNAUTHORIZED', message: 'x' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ content: [], totalElements: 0, page: 0, size: 20, accessToken: 'a' }));
    };
    if (req.url?.includes('slow')) release = answer;
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const session = (accessValidMs: number): Session => ({
  username: 'a@b.example',
  accessToken: 'token-1',
  refreshToken: 'refresh-1',
  accessTokenExpiry: Date.now() + accessValidMs,
  refreshTokenExpiry: Date.now() + 60_000,
  roles: [],
  locale: 'de',
  addressSSOUsers: [],
});

let logouts: string[] = [];
beforeEach(() => {
  seen.length = 0;
  logouts = [];
  onForcedLogout((reason) => logouts.push(reason));
});

describe('HTTP client', () => {
  it('sends the bearer token', async () => {
    appStore.set(sessionAtom, session(60_000));
    await request('api/adresse');
    expect(seen[0].headers.authorization).toBe('Bearer token-1');
    expect(logouts).toEqual([]);
  });

  it('refuses an expired access token locally and logs out', async () => {
    appStore.set(sessionAtom, session(-1));
    await expect(request('api/adresse')).rejects.toThrow(ACCESS_TOKEN_EXPIRED);
    expect(seen).toHaveLength(0);
    expect(logouts).toEqual([ACCESS_TOKEN_EXPIRED]);
  });

  it('logs out on 401 of an ordinary call but not of the logout call', async () => {
    appStore.set(sessionAtom, session(60_000));
    await expect(request('api/adresse', { query: { status: 401 } })).rejects.toMatchObject({ status: 401 });
    expect(logouts).toHaveLength(1);
    await expect(logoutCall()).rejects.toMatchObject({ status: 401 });
    expect(logouts).toHaveLength(1);
  });

  it('counts running requests except token refresh and the list calls', async () => {
    appStore.set(sessionAtom, session(60_000));
    const counted = request('api/slow');
    await expect.poll(() => release).toBeDefined();
    expect(appStore.get(runningRequestsAtom)).toBe(1);
    release?.();
    await counted;
    expect(appStore.get(runningRequestsAtom)).toBe(0);

    release = undefined;
    const list = listInvoices('inprogress', {
      page: 0,
      size: 20,
      sort: 'createdDate,desc',
      filterSSOUser: 'slow',
    });
    await expect.poll(() => release).toBeDefined();
    expect(appStore.get(runningRequestsAtom)).toBe(0);
    (release as (() => void) | undefined)?.();
    await list;
    await refreshToken();
    expect(appStore.get(runningRequestsAtom)).toBe(0);
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe('which refusals log out', () => {
  it('logs out on 401 and on a plain 403, not on the business refusals', async () => {
    const { forcesLogout } = await import('./client');
    expect(forcesLogout(401)).toBe(true);
    expect(forcesLogout(403, 'error.forbidden')).toBe(true);
    expect(forcesLogout(403, 'error.userDeleteRefused')).toBe(false);
    expect(forcesLogout(409, 'error.loginExists')).toBe(false);
  });
});
