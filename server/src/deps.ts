/** Builds the dependencies of the app from a database path and configuration. */

import { dirname } from 'node:path';
import { AccessDenylist } from './auth/denylist';
import { LoginThrottle } from './auth/login-throttle';
import { RateLimiter } from './auth/rate-limit';
import { resolveChainKey } from './chain-key';
import { configFromEnv, type ServerConfig } from './config';
import type { Deps } from './context';
import { inTransaction, isPostgresUrl, openDatabase } from './db/connection';
import { getOrCreateSecret } from './db/settings';
import { createMailer } from './mail/sender';

export interface DepsOptions {
  databasePath: string;
  smtpUrl?: string;
  env?: NodeJS.ProcessEnv;
  overrides?: Partial<ServerConfig>;
}

export async function createDeps(opts: DepsOptions): Promise<Deps> {
  const postgres = isPostgresUrl(opts.databasePath);
  const dataDir = opts.databasePath === ':memory:' || postgres ? '.' : dirname(opts.databasePath);
  const config = { ...configFromEnv(opts.env ?? process.env, dataDir), ...opts.overrides };
  if (opts.smtpUrl !== undefined) config.smtpUrl = opts.smtpUrl || undefined;
  // Several instances share one PostgreSQL database: each must sign and check with the same secret.
  if (postgres && !config.jwtSecret)
    throw new Error(
      'JWT_SECRET must be set with PostgreSQL (the same value for every instance) / JWT_SECRET muss mit PostgreSQL gesetzt sein (derselbe Wert für jede Instanz)',
    );
  config.archiveChainKey = resolveChainKey(config, opts.databasePath, postgres);
  const db = await openDatabase(opts.databasePath);
  const secret = config.jwtSecret ?? (await inTransaction(db, (tx) => getOrCreateSecret(tx, 'jwt-secret')));
  return {
    db,
    config,
    mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir }),
    session: {
      secret,
      accessTokenSeconds: config.accessTokenSeconds,
      refreshTokenSeconds: config.refreshTokenSeconds,
      denylist: new AccessDenylist(config.accessTokenSeconds),
    },
    loginLimiter: new RateLimiter('login', config.loginAttemptsPerMinute),
    loginThrottle: new LoginThrottle(config.loginFreeFailures, config.loginMaxDelaySeconds),
    registrationLimiter: new RateLimiter('registration', config.registrationsPerMinute),
    resetMailLimiter: new RateLimiter('reset-mail', config.resetMailsPerHour, 3_600_000),
    sendLimiter: new RateLimiter('send', config.sendsPerCompanyPerHour, 3_600_000),
  };
}
