export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A child object of `holder`, or undefined. */
export function obj(holder: unknown, key: string): Obj | undefined {
  const v = isObj(holder) ? holder[key] : undefined;
  return isObj(v) ? v : undefined;
}

/** The object items of an array property. */
export function list(holder: unknown, key: string): Obj[] {
  const v = isObj(holder) ? holder[key] : undefined;
  return Array.isArray(v) ? v.filter(isObj) : [];
}

/** A child object of `holder`, created when absent. */
export function ensureObj(holder: Obj, key: string): Obj {
  const v = holder[key];
  if (isObj(v)) return v;
  const created: Obj = {};
  holder[key] = created;
  return created;
}

/** A deep copy of JSON data (the normalisations never change their input). */
export function copy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A value that counts as not given: undefined, null or a blank string. */
export function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
