/** The one error type handlers throw; `onError` turns it into the catalogue's JSON body. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnreachable,
  noteDatabaseUnreachable,
} from '../db/availability';
import { catalogue, type MessageKey } from './catalogue';
import { cutEchoes } from './echo';

export class ApiError extends Error {
  constructor(
    readonly messageKey: MessageKey | (string & {}),
    readonly details?: Record<string, unknown>,
    readonly statusOverride?: number,
  ) {
    super(messageKey);
  }
}

export interface ErrorBody {
  status: number;
  code: string;
  messageKey: string;
  message: string;
  [detail: string]: unknown;
}

/**
 * The language the client asks for (Accept-Language led by de or en: the UI sends its own), else
 * the logged-in user's locale, else German.
 */
export function localeOf(c: Context): 'de' | 'en' {
  const asked = (c.req.header('accept-language') ?? '').trim().toLowerCase();
  if (asked.startsWith('en')) return 'en';
  if (asked.startsWith('de')) return 'de';
  const user = c.get('user') as { locale?: string } | undefined;
  return user?.locale === 'en' ? 'en' : 'de';
}

/**
 * `{name}` placeholders of a catalogue text filled from the details (others stay as written); a
 * text that counts (`{count, plural, one {…} other {…}}`) is an ICU message, as the UI's are.
 */
const withValues = (text: string, locale: 'de' | 'en', details?: Record<string, unknown>) => {
  if (!details) return text;
  if (text.includes(', plural,'))
    return String(new IntlMessageFormat(text, locale).format(details as Record<string, string>));
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in details ? String(details[name]) : whole,
  );
};

export function errorBody(
  key: string,
  locale: 'de' | 'en',
  given?: Record<string, unknown>,
  status?: number,
): ErrorBody {
  // what the caller sent is echoed cut (`echo.ts`), in the details and in the message
  const details = given && cutEchoes(given);
  const entry =
    (catalogue as Record<string, (typeof catalogue)[MessageKey]>)[key] ?? catalogue['error.badRequest'];
  return {
    status: status ?? entry.status,
    code: entry.code,
    messageKey: key,
    message: withValues(entry[locale], locale, details),
    ...details,
  };
}

export function onError(err: Error, c: Context): Response {
  const locale = localeOf(c);
  if (err instanceof ApiError) {
    const body = errorBody(err.messageKey, locale, err.details, err.statusOverride);
    return c.json(body, body.status as 400);
  }
  if (err instanceof HTTPException) {
    const key =
      err.status === 401 ? 'error.unauthorized' : err.status === 404 ? 'error.notFound' : 'error.badRequest';
    const body = errorBody(key, locale, undefined, err.status);
    return c.json(body, err.status);
  }
  if (err instanceof SyntaxError) return c.json(errorBody('error.badRequest', locale), 400);
  // the database server is away (stopped, restarting): try again shortly, this instance keeps serving
  if (isDatabaseUnreachable(err)) {
    noteDatabaseUnreachable(err);
    c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(errorBody('error.databaseUnavailable', locale), 503);
  }
  // a unique or foreign key constraint (SQLite's codes; PostgreSQL's SQLSTATE 23xxx), also wrapped by drizzle
  const cause = (err as { cause?: { code?: unknown } }).cause;
  const code = String((err as { code?: unknown }).code ?? cause?.code ?? '');
  if (code.startsWith('SQLITE_CONSTRAINT') || code === '23505' || code === '23503')
    return c.json(errorBody('error.identicalRecord', locale), 409);
  console.error('[server] unexpected error', err);
  return c.json(errorBody('error.technical', locale), 500);
}
