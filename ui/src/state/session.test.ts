import { describe, expect, it } from 'vitest';
import { MAX_REFRESH_DELAY_MS, refreshDelay } from '../session/actions';
import { isLoggedIn, type Session, shortUsername } from './session';

const now = 1_000_000;
const session = (accessMs: number, refreshMs: number): Session => ({
  username: 'u@example.org',
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpiry: now + accessMs,
  refreshTokenExpiry: now + refreshMs,
  roles: [],
  locale: 'de',
  addressSSOUsers: [],
});

describe('session rules of spec §4', () => {
  it('is logged in only with a username and both tokens valid', () => {
    expect(isLoggedIn(session(1000, 2000), now)).toBe(true);
    expect(isLoggedIn(session(-1, 2000), now)).toBe(false);
    expect(isLoggedIn(session(1000, -1), now)).toBe(false);
    expect(isLoggedIn({ ...session(1000, 2000), username: '' }, now)).toBe(false);
  });

  it('refreshes at 90 % of the remaining access-token lifetime, capped', () => {
    expect(refreshDelay(session(10_000, 60_000), now)).toBe(9_000);
    expect(refreshDelay(session(24 * 3600_000, 48 * 3600_000), now)).toBe(MAX_REFRESH_DELAY_MS);
    expect(refreshDelay(session(-5, 60_000), now)).toBe(0);
  });

  it('shortens the username to 27 characters', () => {
    expect(shortUsername('short@example.org')).toBe('short@example.org');
    const long = 'a-very-long-login-name@some-company.example';
    expect(shortUsername(long)).toBe(`${long.slice(0, 27)}…`);
  });
});
