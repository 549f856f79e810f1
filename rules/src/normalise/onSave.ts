import { cleanAccountIds } from './accountIds';
import { removeEmptyValues } from './emptyValues';
import { stripIds } from './ids';
import { copy, isObj, list, type Obj } from './json';
import { vatPointDateCodeToDocument } from './vatPointDateCode';
import { dropUnusedVatRows } from './vatRows';

/** The base quantity 0 that load puts in means "none" (a quotient only divides by a non-zero one). */
function dropZeroBaseQuantity(invoice: Obj): void {
  for (const line of list(invoice, 'INVOICE_LINE')) {
    const price = isObj(line.PRICE_DETAILS) ? line.PRICE_DETAILS : undefined;
    if (price && Number(price.Item_price_base_quantity) === 0 && price.Item_price_base_quantity !== '') {
      delete price.Item_price_base_quantity;
      delete price.Item_price_base_quantity_unit_of_measure_code;
    }
  }
}

/**
 * The plain form to store or exchange (spec §4 "On save"): unused VAT rows dropped, account ids
 * uppercased and stripped, VAT point date code back to EN 16931's, base quantity 0 dropped,
 * ids and empty optional values removed. The input is not changed.
 */
export function onSave<T>(invoice: T): T {
  if (!isObj(invoice)) throw new TypeError('onSave: the invoice must be a JSON object');
  const out = stripIds(copy(invoice)) as Obj;
  dropUnusedVatRows(out);
  cleanAccountIds(out);
  vatPointDateCodeToDocument(out);
  dropZeroBaseQuantity(out);
  return removeEmptyValues(out) as T;
}
