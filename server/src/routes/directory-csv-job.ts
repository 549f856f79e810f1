/**
 * Worker job of the directories' CSV import (`directory-csv.ts`): every row checked and turned
 * into the columns to store; any bad row refuses the whole file (`csv.error.invalid`).
 */

import type { ArticleColumns } from '../db/articles';
import type { BuyerColumns } from '../db/buyers';
import { articleColumns, articleEntryOf, articleFields } from './articles/entry';
import { buyerColumns, buyerCsvHeader, buyerOfRecord } from './buyers/entry';
import type { CsvRow } from './csv';
import { entriesOfCsv } from './directory-entries';

export interface DirectoryCsvInput {
  kind: 'buyers' | 'articles';
  header: string[];
  rows: CsvRow[];
  locale: 'de' | 'en';
}

export async function directoryCsvJob(a: DirectoryCsvInput): Promise<(BuyerColumns | ArticleColumns)[]> {
  const csv = { header: a.header, rows: a.rows };
  if (a.kind === 'buyers')
    return entriesOfCsv(csv, buyerCsvHeader, a.locale, (record) => buyerColumns(buyerOfRecord(record)));
  return entriesOfCsv(csv, articleFields, a.locale, async (record) =>
    articleColumns(await articleEntryOf(record)),
  );
}
