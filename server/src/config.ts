/** Server configuration from the environment (and `startServer` options). */
import type { Configuration } from '@xr/generated';

export interface ServerConfig {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /**
   * Seconds an access token's caller (user, roles, "not revoked") is remembered by an instance
   * (`AUTH_CACHE_SECONDS`, default 2; 0 = read on every request): the longest a logout or a change
   * made through another instance takes to reach this one (db/caller-cache.ts).
   */
  authCacheSeconds: number;
  activationTokenHours: number;
  resetTokenHours: number;
  /** Wrong passwords per source and login before each further attempt waits (1 s, doubling). */
  loginFreeFailures: number;
  /** The longest such wait. */
  loginMaxDelaySeconds: number;
  loginAttemptsPerMinute: number;
  /** Password-reset mails per target account and hour. */
  resetMailsPerHour: number;
  /** Invoices sent (`-send`) per company and hour. */
  sendsPerCompanyPerHour: number;
  /** Proxy addresses whose X-Forwarded-For is believed (TRUST_PROXY, comma-separated); none by default. */
  trustProxy: string[];
  registrationsPerMinute: number;
  publicUrl: string;
  jwtSecret?: string;
  /** When set, `GET /metrics` answers only a request with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  buyerReferenceSearchUrl?: string;
  /** Characters of stored invoices (JSON and XML) a company may keep (`STORAGE_QUOTA_MB`, default 500). */
  storageQuotaBytes: number;
  /** Largest request body of an /api call (`REQUEST_MAX_MB`, default 30: 10 MB of attachments as base64 in JSON). */
  requestMaxBytes: number;
  /** Delivery of sent invoices (`src/delivery/`, docs/features.md "Server"). */
  delivery: DeliveryConfig;
  /** Years the archive and audit trail are kept (`RETENTION_YEARS`, default 8: § 147 AO, § 14b UStG since 2025). */
  retentionYears: number;
  /**
   * The secret that keys the hash chains of archive and audit trail (`ARCHIVE_CHAIN_KEY`; else
   * derived from JWT_SECRET, else a key file beside the SQLite database; docs/security.md). Kept
   * outside the database: whoever can write there cannot forge the chain.
   */
  archiveChainKey: string;
  /** How often the scheduler of recurring invoices looks for due ones (`SCHEDULER_INTERVAL_SECONDS`, default 300; 0 = off). */
  schedulerIntervalSeconds: number;
  /** Tests only: a file holding the scheduler's "now" as an ISO date (`SCHEDULER_CLOCK_FILE`). */
  schedulerClockFile?: string;
  /** Entries a company may keep in each directory, buyers and articles (`DIRECTORY_MAX_ENTRIES`, default 10 000). */
  directoryMaxEntries: number;
  /** The answer of GET /public-api/configuration; legal links default to the UI's placeholder pages (server/API.md). */
  configuration: Configuration;
}

export interface DeliveryConfig {
  /** The access point or receiving platform that takes every invoice whose BT-49 scheme is not EM. */
  httpUrl?: string;
  httpToken?: string;
  /** The header that carries the token (`Authorization` gets `Bearer <token>`). */
  httpTokenHeader: string;
  /** Attempts before a delivery fails for good. */
  maxAttempts: number;
  /** Wait after the first failed attempt; doubles with each further one. */
  retryBaseMs: number;
  /** The longest wait between two attempts. */
  retryMaxMs: number;
  /** An attempt that has no answer by then counts as failed (temporarily). */
  timeoutMs: number;
  /** How long a claimed delivery stays with its instance (longer than the timeout). */
  leaseMs: number;
  /** How often an idle worker looks for due deliveries. */
  pollMs: number;
}

const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);

export function configFromEnv(env: NodeJS.ProcessEnv, dataDir: string): ServerConfig {
  const external = env.BUYER_REFERENCE_SEARCH_URL || undefined;
  return {
    accessTokenSeconds: num(env.ACCESS_TOKEN_SECONDS, 900),
    refreshTokenSeconds: num(env.REFRESH_TOKEN_SECONDS, 8 * 3600),
    authCacheSeconds: num(env.AUTH_CACHE_SECONDS, 2),
    activationTokenHours: num(env.ACTIVATION_TOKEN_HOURS, 72),
    resetTokenHours: num(env.RESET_TOKEN_HOURS, 24),
    loginFreeFailures: num(env.LOGIN_FREE_FAILURES, 3),
    loginMaxDelaySeconds: num(env.LOGIN_MAX_DELAY_SECONDS, 900),
    loginAttemptsPerMinute: num(env.LOGIN_ATTEMPTS_PER_MINUTE, 20),
    resetMailsPerHour: num(env.RESET_MAILS_PER_HOUR, 3),
    sendsPerCompanyPerHour: num(env.SENDS_PER_COMPANY_PER_HOUR, 200),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    registrationsPerMinute: num(env.REGISTRATIONS_PER_MINUTE, 5),
    publicUrl: env.PUBLIC_URL ?? '',
    jwtSecret: env.JWT_SECRET || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'XR Web Capture <no-reply@xr-web-capture.example>',
    outboxDir: env.MAIL_OUTBOX_DIR ?? `${dataDir}/outbox`,
    buyerReferenceSearchUrl: external,
    storageQuotaBytes: num(env.STORAGE_QUOTA_MB, 500) * 1024 * 1024,
    requestMaxBytes: num(env.REQUEST_MAX_MB, 30) * 1024 * 1024,
    delivery: {
      httpUrl: env.DELIVERY_HTTP_URL || undefined,
      httpToken: env.DELIVERY_HTTP_TOKEN || undefined,
      httpTokenHeader: env.DELIVERY_HTTP_TOKEN_HEADER || 'Authorization',
      maxAttempts: Math.max(1, num(env.DELIVERY_MAX_ATTEMPTS, 6)),
      retryBaseMs: num(env.DELIVERY_RETRY_BASE_SECONDS, 60) * 1000,
      retryMaxMs: num(env.DELIVERY_RETRY_MAX_SECONDS, 3600) * 1000,
      timeoutMs: num(env.DELIVERY_TIMEOUT_SECONDS, 30) * 1000,
      leaseMs: num(env.DELIVERY_LEASE_SECONDS, 120) * 1000,
      pollMs: num(env.DELIVERY_POLL_SECONDS, 5) * 1000,
    },
    retentionYears: num(env.RETENTION_YEARS, 8),
    archiveChainKey: env.ARCHIVE_CHAIN_KEY ?? '',
    schedulerIntervalSeconds: num(env.SCHEDULER_INTERVAL_SECONDS, 300),
    schedulerClockFile: env.SCHEDULER_CLOCK_FILE || undefined,
    directoryMaxEntries: num(env.DIRECTORY_MAX_ENTRIES, 10_000),
    configuration: {
      buyerReferenceSearchUrl: '/weberfassung/api/leitweg-ids',
      xrechnungSpec: env.XRECHNUNG_SPEC ?? '3.0.1',
      motd_de_title: env.MOTD_DE_TITLE ?? 'Willkommen',
      motd_de_text: env.MOTD_DE_TEXT ?? 'Erfassen Sie Ihre XRechnung direkt im Browser.',
      motd_en_title: env.MOTD_EN_TITLE ?? 'Welcome',
      motd_en_text: env.MOTD_EN_TEXT ?? 'Capture your XRechnung right in the browser.',
      isTestSystem: env.IS_TEST_SYSTEM === 'true',
      links: {
        privacy: env.PRIVACY_URL || '/weberfassung/privacy',
        imprint: env.IMPRINT_URL || '/weberfassung/imprint',
        termsOfUse: env.TERMS_URL || '/weberfassung/terms',
      },
      ...(env.TEXT_MANUAL_URL ? { textManualUrl: env.TEXT_MANUAL_URL } : {}),
      ...(env.VIDEO_MANUAL_URL ? { videoManualUrl: env.VIDEO_MANUAL_URL } : {}),
      ...(env.ACCESSIBILITY_CONTACT ? { accessibilityContact: env.ACCESSIBILITY_CONTACT } : {}),
    },
  };
}
