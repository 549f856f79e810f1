/** What every route gets: the database, configuration, mailer, session settings and limits. */
import type { Context } from 'hono';
import type { RateLimiter } from './auth/rate-limit';
import type { SessionSettings } from './auth/session';
import type { ServerConfig } from './config';
import type { Db } from './db/connection';
import type { Mailer } from './mail/sender';

export interface Deps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  session: SessionSettings;
  loginLimiter: RateLimiter;
  registrationLimiter: RateLimiter;
}

export interface AuthUser {
  id: number;
  companyId: number;
  login: string;
  locale: string;
  roles: string[];
}

export type AppEnv = { Variables: { user: AuthUser } };
export type AppContext = Context<AppEnv>;

/** The client address for rate limits (first X-Forwarded-For hop, else the socket address). */
export function clientKey(c: Context): string {
  const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (fwd) return fwd;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
