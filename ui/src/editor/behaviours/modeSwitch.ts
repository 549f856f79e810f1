/**
 * Mode switch (spec §4). To advanced: immediate. To easy: list, per screen, the advanced-only
 * elements present (from the schema's `x-advanced` flags), ask, then remove them; a card payment
 * becomes an empty SEPA credit transfer; totals are recalculated by live validation.
 */
import { type ScreenId, screenOfPointer } from '../screens/screenDefs';
import type { Json } from '../state/types';
import { switchPaymentType } from './paymentType';

export interface AdvancedElement {
  pointer: string;
  name: string;
  screen: ScreenId;
}

function hasValue(v: Json): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (Array.isArray(v)) return v.some(hasValue);
  if (typeof v === 'object') return Object.entries(v).some(([k, x]) => k !== 'id' && hasValue(x));
  return true;
}

function walk(value: Json, schema: Json, pointer: string, out: AdvancedElement[]): void {
  if (!schema || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, schema.items, `${pointer}/${i}`, out);
    });
    return;
  }
  for (const [key, v] of Object.entries<Json>(value)) {
    const s = schema.properties?.[key];
    if (!s || !hasValue(v)) continue;
    // a number 0 the load normalisation puts in (base quantity) means "none"
    if (s.type === 'number' && v === 0 && s['x-advanced'] === true) continue;
    // the base quantity unit (BT-150) the load defaults from the quantity unit says nothing
    // without a base quantity (BT-149 absent or 0); save drops it too
    if (key === 'Item_price_base_quantity_unit_of_measure_code' && !value.Item_price_base_quantity) continue;
    const advanced = s['x-advanced'] === true || (s.type === 'array' && s.items?.['x-advanced'] === true);
    if (advanced)
      out.push({
        pointer: `${pointer}/${key}`,
        name: key,
        screen: screenOfPointer(`${pointer}/${key}`, false),
      });
    else walk(v, s, `${pointer}/${key}`, out);
  }
}

export function advancedElements(invoice: Json, fullSchema: Json): AdvancedElement[] {
  const out: AdvancedElement[] = [];
  walk(invoice, fullSchema, '', out);
  const card = '/PAYMENT_INSTRUCTIONS/PAYMENT_CARD_INFORMATION';
  if (
    invoice?.PAYMENT_INSTRUCTIONS?.Payment_means_type_code === '48' &&
    !out.some((e) => e.pointer === card)
  ) {
    out.push({ pointer: card, name: 'PAYMENT_CARD_INFORMATION', screen: 'PaymentDataView' });
  }
  return out;
}

function removeAt(value: Json, segments: string[]): Json {
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = segments;
  if (Array.isArray(value)) {
    const i = Number(head);
    const copy = value.slice();
    if (rest.length === 0) copy.splice(i, 1);
    else copy[i] = removeAt(copy[i], rest);
    return copy;
  }
  const copy = { ...value };
  if (rest.length === 0) delete copy[head];
  else copy[head] = removeAt(copy[head], rest);
  return copy;
}

/** The invoice without the given advanced elements (deepest first so indices stay right). */
export function removeAdvancedElements(invoice: Json, elements: AdvancedElement[]): Json {
  let out = invoice;
  const sorted = [...elements].sort((a, b) => b.pointer.localeCompare(a.pointer, 'en', { numeric: true }));
  for (const e of sorted) out = removeAt(out, e.pointer.split('/').slice(1));
  if (
    out.PAYMENT_INSTRUCTIONS?.Payment_means_type_code === '48' ||
    out.PAYMENT_INSTRUCTIONS?.PAYMENT_CARD_INFORMATION
  ) {
    const { PAYMENT_CARD_INFORMATION: _card, ...rest } = out.PAYMENT_INSTRUCTIONS;
    out = { ...out, PAYMENT_INSTRUCTIONS: switchPaymentType(rest, 'CREDIT_TRANSFER_SEPA') };
  }
  return out;
}

/** Elements grouped by screen, for the confirmation text. */
export function groupByScreen(elements: AdvancedElement[]): Map<ScreenId, AdvancedElement[]> {
  const map = new Map<ScreenId, AdvancedElement[]>();
  for (const e of elements) map.set(e.screen, [...(map.get(e.screen) ?? []), e]);
  return map;
}
