import type { BtIndexEntry, Invoice } from '@xr/generated';
import btIndexJson from '@xr/generated/bt-index.json' with { type: 'json' };
import { calculate } from '../calc/calculate';
import { screenOf } from '../screens';
import { copy, isObj, type Obj } from './json';
import { switchPaymentType } from './paymentType';
import { type Place, places, removePlace } from './pointers';

export interface RemovedElement {
  bt: string;
  pointer: string;
  /** The editor screen (route name) that shows it; also the key it is listed under. */
  screen: string;
}

/** The BT index of the schemas (only this file of @xr/generated, so bundles stay small). */
const btIndex = btIndexJson as Record<string, BtIndexEntry>;

/** Advanced-only pointer patterns (from the schemas' `x-advanced`), shallow ones first. */
const ADVANCED = Object.entries(btIndex)
  .filter(([, entry]) => entry.advanced)
  .flatMap(([bt, entry]) => entry.pointers.map((pattern) => ({ bt, pattern })))
  .sort((a, b) => a.pattern.split('/').length - b.pattern.split('/').length);

const BASE_UNIT = '/INVOICE_LINE/*/PRICE_DETAILS/Item_price_base_quantity_unit_of_measure_code';

function note(removed: Record<string, RemovedElement[]>, element: RemovedElement): void {
  removed[element.screen] = [...(removed[element.screen] ?? []), element];
}

/** What switching to easy mode would remove, per screen (for the confirmation). */
export function advancedElements(invoice: unknown): Record<string, RemovedElement[]> {
  return toEasyMode(invoice as Invoice).removed;
}

/**
 * Switch to easy mode (spec §4): every advanced-only element present is removed and listed per
 * screen; a base quantity unit (BT-150) left without its base quantity goes too; a card payment
 * becomes an empty credit transfer; totals are recalculated.
 */
export function toEasyMode(invoice: Invoice): {
  invoice: Invoice;
  removed: Record<string, RemovedElement[]>;
} {
  let out = copy(invoice) as Obj;
  const removed: Record<string, RemovedElement[]> = {};
  const payment = isObj(out.PAYMENT_INSTRUCTIONS) ? out.PAYMENT_INSTRUCTIONS : undefined;
  const card =
    payment !== undefined &&
    (payment.Payment_means_type_code === '48' || isObj(payment.PAYMENT_CARD_INFORMATION));
  for (const { bt, pattern } of ADVANCED) {
    const found: Place[] = places(out, pattern).reverse(); // array items from the end
    for (const place of found) {
      removePlace(place);
      note(removed, { bt, pointer: place.pointer, screen: screenOf(place.pointer) });
    }
  }
  // the base quantity's unit (BT-150) means nothing without the base quantity (BT-149): it goes too
  for (const place of places(out, BASE_UNIT)) {
    if ((place.holder as Obj).Item_price_base_quantity !== undefined) continue;
    removePlace(place);
    note(removed, { bt: 'BT-150', pointer: place.pointer, screen: screenOf(place.pointer) });
  }
  if (card) {
    out = switchPaymentType(out, 'creditTransfer');
    if (!removed.PaymentDataView?.some((r) => r.bt === 'BG-18'))
      note(removed, {
        bt: 'BG-18',
        pointer: '/PAYMENT_INSTRUCTIONS/PAYMENT_CARD_INFORMATION',
        screen: 'PaymentDataView',
      });
  }
  for (const list of Object.values(removed)) list.sort((a, b) => (a.pointer < b.pointer ? -1 : 1));
  return { invoice: calculate(out as Invoice), removed };
}
