/** Server configuration from the environment (and `startServer` options). */
import type { Configuration } from '@xr/generated';

export interface ServerConfig {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  activationTokenHours: number;
  resetTokenHours: number;
  /** Failed logins in a row after which an account locks, and for how long. */
  lockAfterFailures: number;
  lockMinutes: number;
  loginAttemptsPerMinute: number;
  registrationsPerMinute: number;
  publicUrl: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  buyerReferenceSearchUrl?: string;
  /** The answer of GET /public-api/configuration; legal links default to the UI's placeholder pages (server/API.md). */
  configuration: Configuration;
}

const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);

export function configFromEnv(env: NodeJS.ProcessEnv, dataDir: string): ServerConfig {
  const external = env.BUYER_REFERENCE_SEARCH_URL || undefined;
  return {
    accessTokenSeconds: num(env.ACCESS_TOKEN_SECONDS, 900),
    refreshTokenSeconds: num(env.REFRESH_TOKEN_SECONDS, 8 * 3600),
    activationTokenHours: num(env.ACTIVATION_TOKEN_HOURS, 72),
    resetTokenHours: num(env.RESET_TOKEN_HOURS, 24),
    lockAfterFailures: num(env.LOCK_AFTER_FAILURES, 5),
    lockMinutes: num(env.LOCK_MINUTES, 15),
    loginAttemptsPerMinute: num(env.LOGIN_ATTEMPTS_PER_MINUTE, 20),
    registrationsPerMinute: num(env.REGISTRATIONS_PER_MINUTE, 5),
    publicUrl: env.PUBLIC_URL ?? '',
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'XR Web Capture <no-reply@xr-web-capture.example>',
    outboxDir: env.MAIL_OUTBOX_DIR ?? `${dataDir}/outbox`,
    buyerReferenceSearchUrl: external,
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
