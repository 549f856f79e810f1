/** What every route gets: the database, configuration, mailer, session settings and limits. */
import type { Context } from 'hono';
import type { LoginThrottle } from './auth/login-throttle';
import type { RateLimiter } from './auth/rate-limit';
import type { SessionSettings } from './auth/session';
import type { ServerConfig } from './config';
import type { Db } from './db/connection';
import type { DeliveryWorker } from './delivery/worker';
import type { Mailer } from './mail/sender';

export interface Deps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  session: SessionSettings;
  loginLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  registrationLimiter: RateLimiter;
  resetMailLimiter: RateLimiter;
  sendLimiter: RateLimiter;
  /** The delivery worker of this instance (started by `startServer`; absent in app-only tests). */
  delivery?: DeliveryWorker;
}

export interface AuthUser {
  id: number;
  companyId: number;
  login: string;
  locale: string;
  roles: string[];
}

/** The access token's ids: `jti` (this token) and `sid` (its login session). */
export interface AccessIds {
  jti: string;
  sid: string;
}

export type AppEnv = { Variables: { user: AuthUser; access: AccessIds } };
export type AppContext = Context<AppEnv>;

const bare = (address: string) => address.replace(/^::ffff:/, '');

/**
 * The client address for rate limits: the socket's peer; when that peer is a configured proxy
 * (`TRUST_PROXY`), the nearest X-Forwarded-For hop that is not itself a configured proxy.
 */
export function clientKey(c: Context, trustProxy: readonly string[] = []): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = bare(env?.incoming?.socket?.remoteAddress ?? 'local');
  if (!trustProxy.includes(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => bare(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trustProxy.includes(hops[i])) return hops[i];
  return hops[0] ?? peer;
}
