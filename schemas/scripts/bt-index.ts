import type { Json, JsonObject } from './load';

export interface BtIndexEntry {
  pointers: string[];
  advanced: boolean;
  codelist?: string;
  format?: string;
  ublOnly?: boolean;
  extension?: boolean;
}

/** Walks a bundled schema and lists, per BT/BG id, the JSON pointer patterns (`*` for array
 * items) of the properties that carry it. `advanced` is true when the property or one of its
 * ancestors is flagged `x-advanced`; likewise `ublOnly`. */
export function buildBtIndex(bundled: JsonObject): Record<string, BtIndexEntry> {
  const defs = (bundled.definitions ?? {}) as Record<string, JsonObject>;
  const deref = (s: JsonObject): JsonObject => {
    if (typeof s.$ref !== 'string') return s;
    const target = defs[s.$ref.replace('#/definitions/', '')];
    const { $ref: _r, ...siblings } = s;
    return { ...target, ...siblings };
  };
  const index: Record<string, BtIndexEntry> = {};
  const visit = (raw: JsonObject, pointer: string, advanced: boolean, ublOnly: boolean) => {
    const s = deref(raw);
    const adv = advanced || s['x-advanced'] === true;
    const ubl = ublOnly || s['x-ubl-only'] === true;
    const bt = s['x-bt'];
    if (typeof bt === 'string' && pointer) {
      const entry = index[bt] ?? { pointers: [], advanced: adv };
      entry.pointers.push(pointer);
      entry.advanced = entry.advanced && adv;
      if (typeof s['x-codelist'] === 'string') entry.codelist = s['x-codelist'];
      if (typeof s['x-format'] === 'string') entry.format = s['x-format'];
      if (ubl) entry.ublOnly = true;
      if (s['x-extension'] === true) entry.extension = true;
      index[bt] = entry;
    }
    if (s.type === 'array' && s.items && typeof s.items === 'object') {
      visit(s.items as JsonObject, `${pointer}/*`, adv, ubl);
      return;
    }
    const props = (s.properties ?? {}) as Record<string, Json>;
    for (const [key, child] of Object.entries(props))
      visit(child as JsonObject, `${pointer}/${key}`, adv, ubl);
  };
  visit(bundled, '', false, false);
  return Object.fromEntries(Object.entries(index).sort(([a], [b]) => compareBt(a, b)));
}

/** BG before BT, then numerically: BG-1 < BG-2 < BG-10 < BT-1 < BT-1-1 < BT-2. */
export function compareBt(a: string, b: string): number {
  const key = (s: string) => s.split('-').map((p) => (/^\d+$/.test(p) ? p.padStart(5, '0') : p));
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const x = ka[i] ?? '';
    const y = kb[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
