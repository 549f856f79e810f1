/**
 * An article directory entry, in the invoice line's names: Item_name (BT-153), Item_description
 * (BT-154), Item_Sellers_identifier (BT-155), Invoiced_quantity_unit_of_measure_code (BT-130),
 * Item_net_price (BT-146), Invoiced_item_VAT_category_code (BT-151), Invoiced_item_VAT_rate
 * (BT-152). The price is kept as an exact decimal string (decimal.js, up to 6 places like the
 * editor's unit price) and answered as that string; codes must be codes of their lists; the entry
 * placed in an invoice line is checked against the invoice schema and its VAT rules are shown as
 * findings (a standard-rate article without a rate, say).
 */
import { isCode } from '@xr/codelists';
import Decimal from 'decimal.js';
import type { ArticleColumns, ArticleRow } from '../../db/articles';
import { ApiError } from '../../errors/api-error';
import { checkSchema } from '../../validation/schemas';
import { onlyFields } from '../body';
import { findingsOf } from '../directory-entries';
import { TEXT_LIMIT, textsTooLong } from '../invoices/content';

export const articleFields = [
  'Item_name',
  'Item_description',
  'Item_Sellers_identifier',
  'Invoiced_quantity_unit_of_measure_code',
  'Item_net_price',
  'Invoiced_item_VAT_category_code',
  'Invoiced_item_VAT_rate',
] as const;

type Field = (typeof articleFields)[number];
export type ArticleEntry = Partial<Record<Field, string | number>>;

const text = (body: Record<string, unknown>, field: Field): string | undefined => {
  const v = body[field];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw new ApiError('directory.error.invalidField', { field });
  if (v.length > TEXT_LIMIT)
    throw new ApiError('validation.text.tooLong', { field, fields: textsTooLong({ [field]: v }) });
  return v.trim() || undefined;
};

/** A decimal from a JSON number or a text ("12.50"; a CSV may write "12,50"). */
function decimal(
  v: unknown,
  field: Field,
  messageKey: string,
  max: number,
  places: number,
): Decimal | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const raw = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : '';
  if (!/^\d{1,15}(\.\d+)?$/.test(raw)) throw new ApiError(messageKey, { field });
  const d = new Decimal(raw);
  if (d.gt(max) || d.decimalPlaces() > places) throw new ApiError(messageKey, { field });
  return d;
}

function code(body: Record<string, unknown>, field: Field, codelist: 'UNECE_REC20' | 'UNTDID5305') {
  const value = text(body, field);
  if (value !== undefined && !isCode(codelist, value))
    throw new ApiError('directory.error.code', { field, codelist });
  return value;
}

/** Checks an entry from a request or a CSV row; answers the entry (price as a decimal string). */
export async function articleEntryOf(body: Record<string, unknown>): Promise<ArticleEntry> {
  onlyFields(body, articleFields);
  const name = text(body, 'Item_name');
  if (!name) throw new ApiError('directory.error.itemNameRequired', { field: 'Item_name' });
  const price = decimal(body.Item_net_price, 'Item_net_price', 'directory.error.netPrice', 1e15, 6);
  const rate = decimal(
    body.Invoiced_item_VAT_rate,
    'Invoiced_item_VAT_rate',
    'directory.error.vatRate',
    100,
    2,
  );
  const entry: ArticleEntry = {
    Item_name: name,
    Item_description: text(body, 'Item_description'),
    Item_Sellers_identifier: text(body, 'Item_Sellers_identifier'),
    Invoiced_quantity_unit_of_measure_code: code(
      body,
      'Invoiced_quantity_unit_of_measure_code',
      'UNECE_REC20',
    ),
    Item_net_price: price?.toFixed(Math.max(2, price.decimalPlaces())),
    Invoiced_item_VAT_category_code: code(body, 'Invoiced_item_VAT_category_code', 'UNTDID5305'),
    Invoiced_item_VAT_rate: rate?.toNumber(),
  };
  for (const key of articleFields) if (entry[key] === undefined) delete entry[key];
  await checkSchema('invoice', { INVOICE_LINE: [lineOf(entry)] });
  return entry;
}

/** The invoice line (BG-25) an article fills; the UI does the same when one is picked. */
export function lineOf(a: ArticleEntry): Record<string, unknown> {
  const line: Record<string, unknown> = {
    ITEM_INFORMATION: {
      Item_name: a.Item_name,
      ...(a.Item_description ? { Item_description: a.Item_description } : {}),
      ...(a.Item_Sellers_identifier ? { Item_Sellers_identifier: a.Item_Sellers_identifier } : {}),
    },
  };
  if (a.Invoiced_quantity_unit_of_measure_code)
    line.Invoiced_quantity_unit_of_measure_code = a.Invoiced_quantity_unit_of_measure_code;
  if (a.Item_net_price !== undefined) line.PRICE_DETAILS = { Item_net_price: Number(a.Item_net_price) };
  const vat: Record<string, unknown> = {};
  if (a.Invoiced_item_VAT_category_code)
    vat.Invoiced_item_VAT_category_code = a.Invoiced_item_VAT_category_code;
  if (a.Invoiced_item_VAT_rate !== undefined) vat.Invoiced_item_VAT_rate = Number(a.Invoiced_item_VAT_rate);
  if (Object.keys(vat).length) line.LINE_VAT_INFORMATION = vat;
  return line;
}

export function articleColumns(entry: ArticleEntry): ArticleColumns {
  return {
    itemName: String(entry.Item_name),
    searchText: [entry.Item_name, entry.Item_Sellers_identifier, entry.Item_description]
      .filter((s) => s !== undefined)
      .map((s) => String(s).toLowerCase())
      .join('\n'),
    json: JSON.stringify(entry),
  };
}

/** The answer for one stored article, with the VAT rule findings of the line it would fill. */
export async function articleAnswer(row: ArticleRow, locale: string) {
  const entry = JSON.parse(row.json) as ArticleEntry;
  const findings = await findingsOf(
    { INVOICE_LINE: [lineOf(entry)] },
    ['/INVOICE_LINE/0/LINE_VAT_INFORMATION', '/INVOICE_LINE/0/Invoiced_quantity_unit_of_measure_code'],
    locale,
  );
  return {
    id: row.id,
    ...entry,
    findings,
    flagged: findings.some((f) => f.severity === 'error'),
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}
