/**
 * The @xr/rules functions the editor uses (CONTRACTS.md), looked up on the module so that the
 * editor keeps working while a function is still missing: a missing normalisation is the
 * identity, a missing `addIds` adds ids itself.
 */

import type { Profile } from '@xr/rules';
import * as rules from '@xr/rules';
import type { Finding, Json } from '../state/types';
import { newId } from './paths';

const api = rules as unknown as Record<string, ((...args: Json[]) => Json) | undefined>;

function addIdsLocal(value: Json): Json {
  if (Array.isArray(value)) return value.map(addIdsLocal);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) out[k] = addIdsLocal(v);
    if (out.id === undefined && !('Content' in value)) out.id = newId();
    return out;
  }
  return value;
}
function stripIdsLocal(value: Json): Json {
  if (Array.isArray(value)) return value.map(stripIdsLocal);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'id') out[k] = stripIdsLocal(v);
    return out;
  }
  return value;
}

export function evaluateInvoice(
  invoice: Json,
  options: { profile: Profile; today?: string; syntax?: 'ubl' | 'cii' },
): Finding[] {
  return rules.evaluate(invoice, options as never) as unknown as Finding[];
}

export function evaluateMasterData(data: Json): Finding[] {
  const fn = api.evaluateMasterData;
  return fn ? (fn(data) as Finding[]) : [];
}

export function calculate(invoice: Json): Json {
  return api.calculate ? api.calculate(invoice) : invoice;
}

export function addIds(invoice: Json): Json {
  return api.addIds ? api.addIds(invoice) : addIdsLocal(invoice);
}

export function stripIds(invoice: Json): Json {
  return api.stripIds ? api.stripIds(invoice) : stripIdsLocal(invoice);
}

/** Load normalisations; the result carries ids (the working form). */
export function onLoad(invoice: Json): { invoice: Json; notes: string[] } {
  if (!api.onLoad) return { invoice: addIds(invoice), notes: [] };
  const r = api.onLoad(invoice);
  return { invoice: r?.invoice ?? invoice, notes: (r?.notes ?? []).map(String) };
}

export function onSave(invoice: Json): Json {
  return api.onSave ? api.onSave(invoice) : invoice;
}

export interface RemovedElement {
  pointer: string;
  bt?: string;
  screen?: string;
}

/** Switch to easy mode: the invoice without advanced-only elements, and what was removed. */
export function toEasyMode(invoice: Json): { invoice: Json; removed: RemovedElement[] } | undefined {
  if (!api.toEasyMode) return undefined;
  const r = api.toEasyMode(invoice);
  const raw = r?.removed ?? [];
  const list: Json[] = Array.isArray(raw) ? raw : Object.values(raw).flat();
  const removed = list.map((x: Json) => (typeof x === 'string' ? { pointer: x } : x));
  return { invoice: r.invoice, removed };
}

const noteCatalogues = new Map<string, Record<string, string>>();

/** Text of a normalisation note key (`note.vatRowsAdded`) in the locale; the key itself otherwise. */
export function noteText(key: string, locale: 'de' | 'en'): string {
  let c = noteCatalogues.get(locale);
  if (!c) {
    c = (api.noteMessages?.(locale) as Record<string, string>) ?? {};
    noteCatalogues.set(locale, c);
  }
  return c[key] ?? key;
}

export const rulesFunction = (name: string) => api[name];
