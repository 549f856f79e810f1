/** Reading the invoice model loosely: the preview shows drafts, so any part may be missing. */
export type Obj = Record<string, unknown>;

export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

export const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);

/** A text value, also from the spec's `{ Content }` wrappers. */
export function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Obj).Content);
  return String(v).trim();
}

/** Only the fields that have a value. */
export const present = <T extends { value: string }>(items: T[]): T[] => items.filter((f) => f.value !== '');

export const joined = (parts: string[], sep = ', ') => parts.filter(Boolean).join(sep);
