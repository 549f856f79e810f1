/** Password rules of spec §5 and argon2id hashing (done before any transaction opens). */
import { hash, verify } from '@node-rs/argon2';
import { ApiError } from '../errors/api-error';
import { isCommonPassword } from './common-passwords';

/** Argon2id (algorithm 2), the library's OWASP-level default cost. */
const options = { algorithm: 2 as const };

export function checkPasswordRules(password: unknown, repeat?: unknown): string {
  if (typeof password !== 'string' || !isStrongPassword(password))
    throw new ApiError('validation.passwordRegex');
  if (isCommonPassword(password)) throw new ApiError('validation.passwordCommon');
  if (repeat !== undefined && repeat !== password) throw new ApiError('validation.sameAsPassword');
  return password;
}

export function isStrongPassword(p: string): boolean {
  return (
    p.length >= 12 &&
    p.length <= 255 &&
    /[A-ZÄÖÜ]/.test(p) &&
    /[a-zäöüß]/.test(p) &&
    /[0-9]/.test(p) &&
    /[^A-Za-z0-9ÄÖÜäöüß]/.test(p)
  );
}

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
