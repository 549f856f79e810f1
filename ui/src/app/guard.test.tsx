/**
 * The route guard and page titles (spec §2), rendered with the real App shell and simple screens:
 * no session → login screen; plain user on an admin route → refused with a message and sent to
 * the dashboard; the admin passes; an expired access token with an expired refresh token logs out.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MasterData } from '../api/types';
import { stopRefreshTimer } from '../session/actions';
import { takeReturnPath } from '../session/return-path';
import { masterDataAtom } from '../state/app';
import { ROLE_ADMIN, ROLE_USER, type Session, sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { closeDialog, dialogsAtom } from '../ui/dialogs';
import { App } from './App';
import type { AppRoute } from './routes';

const page = (text: string) => () => <p>{text}</p>;
const routes: AppRoute[] = [
  { path: '/', component: page('login screen'), layout: 'login', titleKey: 'title.login', auth: false },
  {
    path: '/Dashboard',
    component: page('dashboard screen'),
    layout: 'dashboard',
    titleKey: 'title.dashboard',
    auth: true,
  },
  {
    path: '/ssouser',
    component: page('user admin screen'),
    layout: 'admin',
    titleKey: 'title.users',
    auth: true,
    admin: true,
  },
];

const session = (roles: Session['roles'], accessMs = 60_000, refreshMs = 120_000): Session => ({
  username: 'someone@company.example',
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpiry: Date.now() + accessMs,
  refreshTokenExpiry: Date.now() + refreshMs,
  roles,
  locale: 'de',
  addressSSOUsers: [],
});

function open(path: string) {
  history.replaceState(null, '', `/weberfassung${path}`);
  return render(<App routes={routes} />);
}

beforeEach(() => {
  appStore.set(masterDataAtom, { Version: '1.0' } as MasterData);
  appStore.set(dialogsAtom, []);
});
afterEach(() => {
  stopRefreshTimer();
  appStore.set(sessionAtom, null);
});

describe('route guard', () => {
  it('sends a visitor without session to the login screen', async () => {
    open('/Dashboard');
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(location.pathname).toBe('/weberfassung/');
    expect(takeReturnPath()).toBe('/Dashboard');
    expect(takeReturnPath()).toBe('/Dashboard'); // the default once taken
  });

  it('remembers a deep link for after the login', async () => {
    open('/ssouser?tab=1');
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(takeReturnPath()).toBe('/ssouser?tab=1');
  });

  it('shows a logged-in user the screen with the title "product – screen"', async () => {
    appStore.set(sessionAtom, session([ROLE_USER]));
    open('/Dashboard');
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    expect(document.title).toBe('XR Web Capture – Startseite');
    expect(screen.getByTestId('user-menu').textContent).toBe('someone@company.example');
  });

  it('refuses a plain user on an admin route with a message and goes to the dashboard', async () => {
    appStore.set(sessionAtom, session([ROLE_USER]));
    open('/ssouser');
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    expect(screen.queryByText('user admin screen')).toBeNull();
    expect(location.pathname).toBe('/weberfassung/Dashboard');
    expect(appStore.get(dialogsAtom).map((d) => d.message)).toContain(
      'Sie haben nicht die nötigen Berechtigungen.',
    );
  });

  it('lets the admin in', async () => {
    appStore.set(sessionAtom, session([ROLE_USER, ROLE_ADMIN]));
    open('/ssouser');
    expect(await screen.findByText('user admin screen')).toBeTruthy();
  });

  it('logs out when both tokens expired', async () => {
    appStore.set(sessionAtom, session([ROLE_USER], -1000, -1));
    open('/Dashboard');
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('redirects a logged-in user from the login route to the dashboard', async () => {
    appStore.set(sessionAtom, session([ROLE_USER]));
    open('/');
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    await act(async () => undefined);
  });
});

describe('unknown path', () => {
  it('says the page does not exist and goes back to the last page', async () => {
    appStore.set(sessionAtom, session([ROLE_USER]));
    open('/Dashboard');
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    await act(async () => {
      history.pushState(null, '', '/weberfassung/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Die Seite existiert nicht.', { selector: 'h1' })).toBeTruthy();
    const dialog = appStore.get(dialogsAtom).at(-1);
    expect(dialog?.message).toBe('Die Seite existiert nicht.');
    await act(async () => closeDialog(dialog?.id ?? 0, true));
    await waitFor(() => expect(location.pathname).toBe('/weberfassung/Dashboard'));
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
  });
});
