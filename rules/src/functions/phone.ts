/**
 * Phone of the spec (§5 "phone pattern: at least 3 digits"): any text with at least three digits.
 * No character whitelist: the KoSIT test suite itself carries numbers such as `[012-3456789]`, and
 * notes like `Tel. 030 123 ext. 4` are common; the message only promises "at least three digits".
 */
export function phone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 100) return false;
  return (value.match(/[0-9]/g)?.length ?? 0) >= 3;
}
