import { expect } from 'vitest';
import type { Finding } from '../../index';
import { evaluate, evaluateMasterData } from '../../index';

export const TODAY = '2026-03-15';

/** A fragment with `value` at a JSON pointer (numeric segments make arrays). */
export function at(
  pointer: string,
  value: unknown,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const root = structuredClone(base);
  const keys = pointer.split('/').slice(1);
  let node: Record<string, unknown> | unknown[] = root;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]);
    const holder = node as Record<string, unknown>;
    if (last) holder[key] = value;
    else {
      holder[key] ??= nextIsIndex ? [] : {};
      node = holder[key] as Record<string, unknown>;
    }
  });
  return root;
}

/** Deep merge of fragments (objects merged, arrays merged by index). */
export function merge(...parts: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const part of parts) mergeInto(out, part);
  return out;
}

function mergeInto(
  target: Record<string, unknown> | unknown[],
  source: Record<string, unknown> | unknown[],
): void {
  for (const [k, v] of Object.entries(source)) {
    const t = target as Record<string, unknown>;
    if (v !== null && typeof v === 'object' && t[k] !== null && typeof t[k] === 'object')
      mergeInto(t[k] as Record<string, unknown>, v as Record<string, unknown>);
    else t[k] = structuredClone(v);
  }
}

export type Kind = 'invoice' | 'masterdata';

function run(kind: Kind, doc: unknown): Finding[] {
  return kind === 'invoice'
    ? evaluate(doc, { profile: 'editor', today: TODAY })
    : evaluateMasterData(doc, { today: TODAY });
}

/** The fragment gives no finding of the rule. */
export function passes(kind: Kind, ruleId: string, doc: unknown): void {
  const found = run(kind, doc).filter((f) => f.ruleId === ruleId);
  expect(found, JSON.stringify(doc)).toEqual([]);
}

/** The fragment gives exactly one finding of the rule, at the pointer; returns it. */
export function fails(kind: Kind, ruleId: string, pointer: string, doc: unknown): Finding {
  const found = run(kind, doc).filter((f) => f.ruleId === ruleId);
  expect(
    found.map((f) => f.pointer),
    JSON.stringify(doc),
  ).toEqual([pointer]);
  fired.add(`${kind} ${ruleId} ${found[0].bt}`);
  return found[0];
}

/** Rule id + BT pairs seen failing (a test checks every rule of the spec families was). */
export const fired = new Set<string>();

/**
 * The fragment with a line for each VAT row's category and rate, so the rows are in use (the
 * editor profile checks the invoice as save leaves it, without unused VAT rows).
 */
export function used(doc: Record<string, unknown>): Record<string, unknown> {
  const rows = Array.isArray(doc.VAT_BREAKDOWN) ? (doc.VAT_BREAKDOWN as Record<string, unknown>[]) : [];
  const lines = Array.isArray(doc.INVOICE_LINE) ? [...(doc.INVOICE_LINE as unknown[])] : [];
  const out = {
    ...doc,
    VAT_BREAKDOWN: rows.map((row): Record<string, unknown> => ({ VAT_category_code: 'S', ...row })),
  };
  for (const row of out.VAT_BREAKDOWN)
    lines.push({
      LINE_VAT_INFORMATION: {
        Invoiced_item_VAT_category_code: row.VAT_category_code,
        Invoiced_item_VAT_rate: row.VAT_category_rate,
      },
    });
  return { ...out, INVOICE_LINE: lines };
}
