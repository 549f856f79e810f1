/**
 * The directories' CSV export and import template (issue 27): the buyer and the article directory
 * written in exactly the import's format (the import's columns in its order, `;` as separator,
 * UTF-8 with a byte-order mark so spreadsheets read umlauts), so that export → import stores the
 * same entries again; and a template (the header and one example row) that imports as it is.
 * Cells go through the exports' `csvCell` (a formula is defused with an apostrophe); the import
 * takes that apostrophe off again (`undefuse` in csv.ts).
 */
import { listArticles } from '../db/articles';
import { listBuyers } from '../db/buyers';
import type { Db } from '../db/connection';
import { articleFields } from './articles/entry';
import { csvCell } from './audit/csv';
import { buyerCsvColumns, buyerCsvHeader } from './buyers/entry';
import type { DirectoryKind } from './directory-csv';
import { disposition } from './download-names';

const PAGE = 500;

const line = (cells: readonly unknown[]) => `${cells.map(csvCell).join(';')}\r\n`;

type Json = Record<string, unknown>;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** A stored buyer entry as the import's record (column → text). */
function buyerRecord(customerNumber: string, recipientKind: string, json: string): Json {
  const entry = JSON.parse(json) as { Buyer_reference?: string; BUYER?: Json };
  const buyer = entry.BUYER ?? {};
  const group = (name: 'BUYER_POSTAL_ADDRESS' | 'BUYER_CONTACT') => (buyer[name] ?? {}) as Json;
  const record: Json = { customerNumber, recipientKind, Buyer_reference: entry.Buyer_reference };
  for (const f of buyerCsvColumns.BUYER) record[f] = buyer[f];
  for (const f of buyerCsvColumns.BUYER_POSTAL_ADDRESS) record[f] = group('BUYER_POSTAL_ADDRESS')[f];
  for (const f of buyerCsvColumns.BUYER_CONTACT) record[f] = group('BUYER_CONTACT')[f];
  return record;
}

export const directoryHeader: Record<DirectoryKind, readonly string[]> = {
  buyers: buyerCsvHeader,
  articles: articleFields,
};

/** Every entry of the company's directory as CSV text (page by page, by name). */
export async function directoryExport(db: Db, companyId: number, kind: DirectoryKind): Promise<string> {
  const header = directoryHeader[kind];
  let out = `\uFEFF${line(header)}`;
  for (let page = 0; ; page++) {
    const records =
      kind === 'buyers'
        ? (await listBuyers(db, companyId, '', page, PAGE)).rows.map((r) =>
            buyerRecord(r.customerNumber, r.recipientKind, r.json),
          )
        : (await listArticles(db, companyId, '', page, PAGE)).rows.map((r) => JSON.parse(r.json) as Json);
    for (const record of records) out += line(header.map((h) => text(record[h])));
    if (records.length < PAGE) return out;
  }
}

const EXAMPLES: Record<DirectoryKind, Record<string, string>> = {
  buyers: {
    customerNumber: 'K-1001',
    recipientKind: 'business',
    Buyer_name: 'Beispiel Handel GmbH',
    Buyer_VAT_identifier: 'DE123456789',
    Buyer_electronic_address: 'rechnung@beispiel-handel.example',
    Buyer_electronic_address_Scheme_identifier: 'EM',
    Buyer_address_line_1: 'Hauptstraße 1',
    Buyer_city: 'Berlin',
    Buyer_post_code: '10115',
    Buyer_country_code: 'DE',
    Buyer_contact_point: 'Erika Beispiel',
    Buyer_contact_email_address: 'erika@beispiel-handel.example',
  },
  articles: {
    Item_name: 'Wartung Drucker',
    Item_description: 'Wartung vor Ort je Stunde',
    Item_Sellers_identifier: 'A-100',
    Invoiced_quantity_unit_of_measure_code: 'HUR',
    Item_net_price: '85,00',
    Invoiced_item_VAT_category_code: 'S',
    Invoiced_item_VAT_rate: '19',
  },
};

/** The import template: the header and one example row (it imports as it is). */
export const directoryTemplate = (kind: DirectoryKind) =>
  `\uFEFF${line(directoryHeader[kind])}${line(directoryHeader[kind].map((h) => EXAMPLES[kind][h] ?? ''))}`;

export const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': disposition(name),
  'cache-control': 'no-store',
});
