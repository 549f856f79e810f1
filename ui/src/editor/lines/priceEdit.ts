/**
 * Gross price, discount and net price of a line (BT-148, BT-147, BT-146) stay consistent in the
 * value the user typed last: the calculation derives net = gross − discount, so when the user
 * types the net price and a gross price is there, the gross price follows (net + discount) instead
 * of the typed net price jumping back. Typing gross or discount leaves net to the calculation.
 */
import { Dec, toDec } from '@xr/rules';
import type { Json } from '../state/types';

export function keepTypedNetPrice(before: Json, after: Json): Json {
  const old = before?.PRICE_DETAILS ?? {};
  const price = after?.PRICE_DETAILS;
  if (!price || price.Item_net_price === old.Item_net_price) return after;
  const net = toDec(price.Item_net_price);
  if (net === null || toDec(price.Item_gross_price) === null) return after;
  const discount = toDec(price.Item_price_discount) ?? new Dec(0);
  return {
    ...after,
    PRICE_DETAILS: { ...price, Item_gross_price: net.plus(discount).toNumber() },
  };
}
