/** Phone of the spec: at least three digits; besides digits only spaces and `+ - / ( ) .`. */
export function phone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 100) return false;
  if (!/^[0-9+\-/(). ]+$/.test(value)) return false;
  return (value.match(/[0-9]/g)?.length ?? 0) >= 3;
}
