/**
 * The settings (environment variables) checked before the server starts: every setting the server
 * reads is known here with what it accepts, and a variable one or two letters away from a setting
 * (a typo such as `DELIVERY_HTTP_URLL`) is a problem too. `settingsProblems` returns
 * every problem at once, so an operator fixes them in one round; `main.ts` stops the start with one
 * message listing them. Secret values (JWT_SECRET, tokens, passwords in URLs) are never repeated.
 */
import { isIP } from 'node:net';

type Check = (value: string) => string | undefined;

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max
      ? undefined
      : `a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''} is expected / erwartet wird eine ganze Zahl von ${min}${max < Number.MAX_SAFE_INTEGER ? ` bis ${max}` : ''}`;

/** A duration or size that may have decimals (`DELIVERY_POLL_SECONDS=0.5`). */
const amount =
  (min: number): Check =>
  (v) =>
    /^\d+(\.\d+)?$/.test(v) && Number(v) >= min
      ? undefined
      : `a number of at least ${min} is expected / erwartet wird eine Zahl ab ${min}`;

const url =
  (...schemes: string[]): Check =>
  (v) => {
    try {
      const u = new URL(v);
      if (!schemes.includes(u.protocol.replace(/:$/, '')))
        return `a ${schemes.join(' or ')} URL is expected / erwartet wird eine ${schemes.join('- oder ')}-URL`;
      return undefined;
    } catch {
      return 'not a URL / keine URL';
    }
  };

/** A link of the UI: an absolute http(s) URL or a path of this server. */
const link: Check = (v) => (v.startsWith('/') ? undefined : url('http', 'https')(v));

const oneOf =
  (...values: string[]): Check =>
  (v) =>
    values.includes(v)
      ? undefined
      : `one of ${values.join(', ')} is expected / erwartet: ${values.join(', ')}`;

const anything: Check = () => undefined;

/** DATABASE_URL: a PostgreSQL URL with a host (or `?host=` socket directory), or a SQLite file path. */
const databaseUrl: Check = (v) => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)?.[1]?.toLowerCase();
  if (!scheme || scheme === 'file' || scheme === 'sqlite' || /^[a-z]$/i.test(scheme)) return undefined;
  if (scheme !== 'postgres' && scheme !== 'postgresql')
    return `unknown scheme "${scheme}:" (postgres://…, postgresql://… or a file path) / unbekanntes Schema "${scheme}:" (postgres://…, postgresql://… oder ein Dateipfad)`;
  // pg's own syntax, not WHATWG's: `postgresql://user@/db?host=/socket/dir` is fine
  const m = /^postgres(?:ql)?:\/\/([^/?#]*)(\/[^?#]*)?(\?[^#]*)?$/i.exec(v);
  if (!m) return 'not a valid PostgreSQL URL / keine gültige PostgreSQL-URL';
  const hostPort = m[1].replace(/^.*@/, '');
  const port = /:(\d*)$/.exec(hostPort)?.[1];
  if (port !== undefined && !/^\d{1,5}$/.test(port))
    return 'the port of the PostgreSQL URL is not a number / der Port der PostgreSQL-URL ist keine Zahl';
  if (!hostPort.replace(/:\d*$/, '') && !new URLSearchParams(m[3] ?? '').get('host'))
    return 'the PostgreSQL URL names no host / die PostgreSQL-URL nennt keinen Host';
  return undefined;
};

const proxies: Check = (v) => {
  const bad = v
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a && !isIP(a));
  return bad.length
    ? `not IP addresses: ${bad.join(', ')} / keine IP-Adressen: ${bad.join(', ')}`
    : undefined;
};

const host: Check = (v) =>
  isIP(v) || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(v)
    ? undefined
    : 'not an IP address or host name / keine IP-Adresse und kein Hostname';

const jwtSecret: Check = (v) =>
  v.length >= 32
    ? undefined
    : `${v.length} characters; at least 32 are needed (e.g. openssl rand -hex 32) / ${v.length} Zeichen; mindestens 32 sind nötig`;

const metricsToken: Check = (v) =>
  v.length >= 16
    ? undefined
    : `${v.length} characters; at least 16 are needed (e.g. openssl rand -hex 16) / ${v.length} Zeichen; mindestens 16 sind nötig`;

const mailFrom: Check = (v) =>
  /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/.test(v)
    ? undefined
    : 'holds no e-mail address / enthält keine E-Mail-Adresse';

/** Every setting the server reads, with what it accepts. */
export const settings: Record<string, Check> = {
  PORT: integer(0, 65535),
  HOST: host,
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: integer(1, 1000),
  JWT_SECRET: jwtSecret,
  METRICS_TOKEN: metricsToken,
  PUBLIC_URL: url('http', 'https'),
  TRUST_PROXY: proxies,
  SMTP_URL: url('smtp', 'smtps'),
  MAIL_FROM: mailFrom,
  MAIL_OUTBOX_DIR: anything,
  LOG_LEVEL: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  ACCESS_TOKEN_SECONDS: amount(1),
  AUTH_CACHE_SECONDS: amount(0),
  REFRESH_TOKEN_SECONDS: amount(1),
  ACTIVATION_TOKEN_HOURS: amount(1),
  RESET_TOKEN_HOURS: amount(1),
  LOGIN_FREE_FAILURES: integer(0),
  LOGIN_MAX_DELAY_SECONDS: amount(0),
  LOGIN_ATTEMPTS_PER_MINUTE: integer(1),
  RESET_MAILS_PER_HOUR: integer(1),
  SENDS_PER_COMPANY_PER_HOUR: integer(1),
  REGISTRATIONS_PER_MINUTE: integer(1),
  STORAGE_QUOTA_MB: integer(1),
  REQUEST_MAX_MB: integer(1, 1024),
  RETENTION_YEARS: integer(1, 100),
  DIRECTORY_MAX_ENTRIES: integer(1),
  SCHEDULER_INTERVAL_SECONDS: amount(0),
  SCHEDULER_CLOCK_FILE: anything,
  BUYER_REFERENCE_SEARCH_URL: url('http', 'https'),
  DELIVERY_HTTP_URL: url('http', 'https'),
  DELIVERY_HTTP_TOKEN: anything,
  DELIVERY_HTTP_TOKEN_HEADER: (v) =>
    /^[A-Za-z0-9-]+$/.test(v) ? undefined : 'not a header name / kein Header-Name',
  DELIVERY_MAX_ATTEMPTS: integer(1),
  DELIVERY_RETRY_BASE_SECONDS: amount(0),
  DELIVERY_RETRY_MAX_SECONDS: amount(0),
  DELIVERY_TIMEOUT_SECONDS: amount(0),
  DELIVERY_LEASE_SECONDS: amount(0),
  DELIVERY_POLL_SECONDS: amount(0),
  WORK_THREADS: integer(1, 64),
  WORK_JOB_SECONDS: amount(0),
  WORK_MEMORY_MB: integer(64),
  WORK_JOBS_PER_USER: integer(1),
  XR_RULES_DIR: anything,
  XR_RULES_WATCH: oneOf('0', '1'),
  XRECHNUNG_SPEC: (v) =>
    /^\d+\.\d+\.\d+$/.test(v)
      ? undefined
      : 'a version such as 3.0.2 is expected / erwartet: eine Version wie 3.0.2',
  IS_TEST_SYSTEM: oneOf('true', 'false'),
  MOTD_DE_TITLE: anything,
  MOTD_DE_TEXT: anything,
  MOTD_EN_TITLE: anything,
  MOTD_EN_TEXT: anything,
  PRIVACY_URL: link,
  IMPRINT_URL: link,
  TERMS_URL: link,
  TEXT_MANUAL_URL: link,
  VIDEO_MANUAL_URL: link,
  ACCESSIBILITY_CONTACT: anything,
};

/** Values never repeated in a message. */
const secret = new Set(['JWT_SECRET', 'METRICS_TOKEN', 'DELIVERY_HTTP_TOKEN', 'DATABASE_URL', 'SMTP_URL']);

/** Letters to change, add or drop to turn `a` into `b` (Levenshtein distance). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** The setting an unknown variable name is a typo of (one or two letters off), if any. */
function typoOf(name: string): string | undefined {
  if (name.length < 6) return undefined;
  return Object.keys(settings).find((known) => distance(name, known) <= 2);
}

/** Each problem of `env` as one line naming the setting; empty when every setting is fine. */
export function settingsProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const check = settings[name];
    if (!check) {
      const meant = typoOf(name);
      if (meant)
        problems.push(
          `${name}: not a setting of XR Web Capture; did you mean ${meant}? / keine Einstellung von XR Web Capture; ist ${meant} gemeint?`,
        );
      continue;
    }
    // an empty value means "not set" for the optional settings (compose passes `${X:-}`)
    if (value === '') continue;
    const problem = check(value);
    if (problem) problems.push(`${name}${secret.has(name) ? '' : `=${JSON.stringify(value)}`}: ${problem}`);
  }
  return problems;
}
