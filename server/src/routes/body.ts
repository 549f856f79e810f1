/** Request body helpers: JSON parsing and minimal field checks (ajv schemas where they exist). */
import type { Context } from 'hono';
import { ApiError } from '../errors/api-error';

export async function readJson(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('error.badRequest', { reason: 'body is not JSON' });
  }
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      throw new ApiError('error.badRequest', { reason: 'body is not JSON' });
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('error.badRequest');
  return body as Record<string, unknown>;
}

export function text(
  body: Record<string, unknown>,
  field: string,
  opts: { required?: boolean; max?: number } = {},
): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (opts.required) throw new ApiError('error.badRequest', { field, reason: 'required' });
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new ApiError('error.badRequest', { field, reason: 'type' });
  const s = String(value).trim();
  if (s.length > (opts.max ?? 255)) throw new ApiError('error.badRequest', { field, reason: 'maxLength' });
  return s;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(body: Record<string, unknown>, field: string, required = true): string {
  const value = text(body, field, { required });
  if (value && !EMAIL.test(value)) throw new ApiError('error.badRequest', { field, reason: 'email' });
  return value.toLowerCase();
}

export function locale(value: unknown): 'de' | 'en' {
  if (value === undefined || value === null || value === '') return 'de';
  if (value !== 'de' && value !== 'en') throw new ApiError('error.badRequest', { field: 'locale' });
  return value;
}

export function idParam(c: Context, name = 'id'): number {
  const id = Number(c.req.param(name));
  if (!Number.isInteger(id) || id <= 0) throw new ApiError('error.notFound');
  return id;
}

/** Refuses a body field the call does not know (one spelling per field: the schemas' names). */
export function onlyFields(body: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown !== undefined) throw new ApiError('error.badRequest', { field: unknown, reason: 'unknown' });
}

/** A whole number within [min, max] from the query (absent: the fallback); anything else answers 400. */
export function queryNumber(
  q: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = q[name];
  if (raw === undefined || raw === '') return fallback;
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(n >= min && n <= max)) throw new ApiError('error.badRequest', { field: name });
  return n;
}

/** Looks a request value up among the map's own keys only (`constructor`, `__proto__` are none). */
export const ownValue = <T>(map: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;
