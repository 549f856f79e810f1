import { cleanAccountIds } from './accountIds';
import { removeEmptyValues } from './emptyValues';
import { stripIds } from './ids';
import { copy, isObj, type Obj } from './json';
import { dropPriceDefaults, dropSameAccountingCurrency } from './saveDefaults';
import { vatPointDateCodeToDocument } from './vatPointDateCode';
import { dropUnusedVatRows } from './vatRows';

/**
 * The plain form to store or exchange (spec §4 "On save"): unused VAT rows dropped, account ids
 * uppercased and stripped, VAT point date code back to EN 16931's, load's price defaults and an
 * accounting currency equal to the invoice currency dropped, ids and empty optional values
 * removed. The input is not changed.
 */
export function onSave<T>(invoice: T): T {
  if (!isObj(invoice)) throw new TypeError('onSave: the invoice must be a JSON object');
  const out = stripIds(copy(invoice)) as Obj;
  dropUnusedVatRows(out);
  cleanAccountIds(out);
  vatPointDateCodeToDocument(out);
  dropPriceDefaults(out);
  dropSameAccountingCurrency(out);
  return removeEmptyValues(out) as T;
}
