/**
 * The directories' CSV import (buyers, articles; issue 30 item 3): the upload is read as it
 * arrives and refused at the byte limit or at the company's remaining entries
 * (`DIRECTORY_MAX_ENTRIES`) the moment either is passed; the header is checked here, and every
 * row's checks (schema, rules, text limits) run as a worker job (`directoryCsvJob`), so a large
 * import never holds the event loop that answers the other companies.
 */
import type { AuthUser, Deps } from '../context';
import { ApiError } from '../errors/api-error';
import { runJob } from '../pool/index';
import { articleFields } from './articles/entry';
import { locale } from './body';
import { buyerCsvHeader } from './buyers/entry';
import { readCsvUpload } from './csv-upload';
import { checkCsvHeader } from './directory-entries';

export type DirectoryKind = 'buyers' | 'articles';

const known: Record<DirectoryKind, readonly string[]> = { buyers: buyerCsvHeader, articles: articleFields };

/**
 * The checked entries (columns to store) of a CSV upload; `stored`: the company's entries now;
 * `lang`: the language of the rows' messages (the request's, as its error answer).
 */
export async function directoryCsv<Columns>(
  deps: Deps,
  me: AuthUser,
  kind: DirectoryKind,
  request: Request,
  stored: number,
  lang: 'de' | 'en' = locale(me.locale),
) {
  const max = deps.config.directoryMaxEntries;
  const { header, rows } = await readCsvUpload(request, {
    maxRows: Math.max(0, max - stored),
    tooMany: () => {
      throw new ApiError('directory.error.quota', { max });
    },
  });
  checkCsvHeader(header, known[kind]);
  const entries = await runJob(me, 'directoryCsv', { kind, header, rows, locale: lang });
  return entries as Columns[];
}

/**
 * Inserts the entries of an import one by one (inside the caller's transaction), giving the event
 * loop a turn every 200 rows: other companies' reads (lists, logins) are answered meanwhile on
 * SQLite too, whose statements do not wait for I/O; writes wait for the transaction as always.
 */
export async function insertEach<T>(entries: T[], insert: (entry: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < entries.length; i++) {
    if (i > 0 && i % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
    await insert(entries[i]);
  }
}
