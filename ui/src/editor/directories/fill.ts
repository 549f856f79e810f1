/**
 * Directory entries into the working invoice and back (issue 16): a picked buyer replaces the
 * BUYER group (BG-7 with its address, contact and electronic address) and, when it has one, the
 * buyer reference BT-10 (Leitweg-ID), its customer number as BT-46 (issue 27), and sets the recipient kind (BT-24, model/recipient.ts) to the
 * buyer's; a picked article becomes a new line (one unit, the editor's
 * new-line defaults for what the article leaves open); a line saved as an article keeps its item,
 * unit, price and VAT fields.
 */
import type { ArticleEntry, BuyerEntry } from '../../api/directories';
import { newLine } from '../lines/lineOps';
import { newId } from '../model/paths';
import { recipientKindOf, withRecipientKind } from '../model/recipient';
import { addIds, stripIds } from '../model/rulesApi';
import type { Json, WorkingInvoice } from '../state/types';

export function withBuyer(invoice: WorkingInvoice, entry: BuyerEntry): WorkingInvoice {
  const buyer = { ...addIds(stripIds(entry.BUYER)), id: invoice.BUYER?.id ?? newId() };
  // the customer number as the buyer identifier BT-46 (an identifier the seller gave the buyer,
  // no scheme, as EN 16931 describes it) when the entry carries no BT-46 of its own
  const customerNumber = entry.customerNumber?.trim() ?? '';
  if (!filled(buyer.Buyer_identifier) && customerNumber) buyer.Buyer_identifier = customerNumber;
  const next: WorkingInvoice = { ...invoice, BUYER: buyer };
  if (entry.Buyer_reference) next.Buyer_reference = entry.Buyer_reference;
  return withRecipientKind(next, entry.recipientKind === 'business' ? 'business' : 'public');
}

/** Categories whose rate is 0 (BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05); O has none (BR-O-05). */
const ZERO_RATED = ['Z', 'E', 'AE', 'K', 'G'];

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Drops empty texts (drafts hold "") so the entry is the plain form. */
function plain(value: Json): Json {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      const p = plain(v);
      if (filled(p) && !(typeof p === 'object' && !Array.isArray(p) && Object.keys(p).length === 0))
        out[k] = p;
    }
    return out;
  }
  return value;
}

export function buyerEntryOf(invoice: WorkingInvoice): BuyerEntry {
  const entry: BuyerEntry = {
    customerNumber: '',
    recipientKind: recipientKindOf(invoice),
    BUYER: plain(stripIds(invoice.BUYER ?? {})),
  };
  if (filled(invoice.Buyer_reference)) entry.Buyer_reference = String(invoice.Buyer_reference).trim();
  return entry;
}

export function lineOfArticle(lines: Json[], a: ArticleEntry): Json {
  const line = newLine(lines);
  const item = { ...line.ITEM_INFORMATION, Item_name: a.Item_name };
  if (a.Item_description) item.Item_description = a.Item_description;
  if (a.Item_Sellers_identifier) item.Item_Sellers_identifier = a.Item_Sellers_identifier;
  const vat = { ...line.LINE_VAT_INFORMATION };
  if (a.Invoiced_item_VAT_category_code)
    vat.Invoiced_item_VAT_category_code = a.Invoiced_item_VAT_category_code;
  if (filled(a.Invoiced_item_VAT_rate)) vat.Invoiced_item_VAT_rate = Number(a.Invoiced_item_VAT_rate);
  else if (a.Invoiced_item_VAT_category_code === 'O') delete vat.Invoiced_item_VAT_rate;
  else if (ZERO_RATED.includes(a.Invoiced_item_VAT_category_code ?? '')) vat.Invoiced_item_VAT_rate = 0;
  return {
    ...line,
    ...(a.Invoiced_quantity_unit_of_measure_code
      ? { Invoiced_quantity_unit_of_measure_code: a.Invoiced_quantity_unit_of_measure_code }
      : {}),
    PRICE_DETAILS: {
      ...line.PRICE_DETAILS,
      ...(filled(a.Item_net_price) ? { Item_net_price: Number(a.Item_net_price) } : {}),
    },
    LINE_VAT_INFORMATION: vat,
    ITEM_INFORMATION: item,
  };
}

export function articleOfLine(line: Json): ArticleEntry {
  const item = line?.ITEM_INFORMATION ?? {};
  const vat = line?.LINE_VAT_INFORMATION ?? {};
  const candidate: Record<string, unknown> = {
    Item_name: typeof item.Item_name === 'string' ? item.Item_name.trim() : '',
    Item_description: item.Item_description,
    Item_Sellers_identifier: item.Item_Sellers_identifier,
    Invoiced_quantity_unit_of_measure_code: line?.Invoiced_quantity_unit_of_measure_code,
    Item_net_price: filled(line?.PRICE_DETAILS?.Item_net_price)
      ? String(line.PRICE_DETAILS.Item_net_price)
      : undefined,
    Invoiced_item_VAT_category_code: vat.Invoiced_item_VAT_category_code,
    Invoiced_item_VAT_rate: vat.Invoiced_item_VAT_rate,
  };
  return Object.fromEntries(Object.entries(candidate).filter(([, v]) => filled(v))) as ArticleEntry;
}
