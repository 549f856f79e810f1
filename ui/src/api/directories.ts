/** The buyer and article directories of the company (server/API.md "Directories"), typed from @xr/client. */
import { request } from './client';
import type { Answer } from './types';

export type StoredBuyer = Answer<'/api/buyers/{id}', 'get'> & { id: number };
export type StoredArticle = Answer<'/api/articles/{id}', 'get'> & { id: number };
export type BuyerEntry = Pick<StoredBuyer, 'customerNumber' | 'recipientKind' | 'Buyer_reference' | 'BUYER'>;
export type ArticleEntry = Omit<StoredArticle, 'id' | 'findings' | 'flagged' | 'createdDate' | 'updatedDate'>;
export type EntryFinding = NonNullable<StoredBuyer['findings']>[number];

export interface DirectoryPage<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}

/** One CSV row the server refused (`csv.error.invalid` → `rows`). */
export interface CsvRowError {
  line: number;
  column?: string;
  messageKey: string;
  message: string;
}

type Kind = 'buyers' | 'articles';
interface Entries {
  buyers: { stored: StoredBuyer; entry: BuyerEntry };
  articles: { stored: StoredArticle; entry: ArticleEntry };
}

export const listEntries = <K extends Kind>(kind: K, search: string, page = 0, size = 20) =>
  request<DirectoryPage<Entries[K]['stored']>>(`api/${kind}`, { query: { search, page, size } });
export const createEntry = <K extends Kind>(kind: K, entry: Entries[K]['entry']) =>
  request<Entries[K]['stored']>(`api/${kind}`, { method: 'POST', body: entry });
export const updateEntry = <K extends Kind>(kind: K, id: number, entry: Entries[K]['entry']) =>
  request<Entries[K]['stored']>(`api/${kind}/${id}`, { method: 'PUT', body: entry });
export const deleteEntry = (kind: Kind, id: number) =>
  request<unknown>(`api/${kind}/${id}`, { method: 'DELETE', responseType: 'text' });
export const importEntries = (kind: Kind, csv: string) =>
  request<{ imported: number }>(`api/${kind}/import`, {
    method: 'POST',
    raw: { text: csv, contentType: 'text/csv' },
  });
/** The whole directory as CSV in the import's format (an export imports again unchanged). */
export const exportEntries = (kind: Kind) => request<Blob>(`api/${kind}/export`, { responseType: 'blob' });
/** The import's template: the header and one example row. */
export const importTemplate = (kind: Kind) =>
  request<Blob>(`api/${kind}/import-template`, { responseType: 'blob' });
/** Saves the buyer of a stored (or imported) invoice. */
export const buyerFromInvoice = (rechnungId: number) =>
  request<StoredBuyer>('api/buyers/from-invoice', { method: 'POST', query: { rechnungId } });
