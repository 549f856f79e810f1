/**
 * What the buyer and the article directory share: the list query (`search`, `page`, `size`), the
 * per-company count quota, the rule findings of an entry (the `@xr/rules` evaluator run on the
 * entry placed in an otherwise empty invoice, keeping the findings that point into it) and the
 * CSV import's all-or-nothing row check (run as a worker job: `directory-csv.ts`).
 */
import type { BaseProfile } from '@xr/rules';
import type { Context } from 'hono';
import type { Deps } from '../context';
import { lockCompany } from '../db/companies';
import type { Db } from '../db/connection';
import { ApiError, errorBody } from '../errors/api-error';
import { loadRules } from '../modules';
import { queryNumber } from './body';
import { type CsvRow, undefuse } from './csv';

export const PAGE_SIZE_MAX = 100;

export function listQuery(c: Context) {
  const q = c.req.query();
  const term = (q.search ?? '').trim().toLowerCase().slice(0, 200);
  return {
    term,
    page: queryNumber(q, 'page', 0, 0, 1_000_000),
    size: queryNumber(q, 'size', 20, 1, PAGE_SIZE_MAX),
  };
}

/**
 * Refuses to go past the company's entry limit (`DIRECTORY_MAX_ENTRIES`). The entries are counted
 * after the company's lock (inside the transaction that adds them): requests at once, also on two
 * instances, are counted one after the other.
 */
export async function checkQuota(
  deps: Deps,
  tx: Db,
  companyId: number,
  count: (tx: Db, companyId: number) => Promise<number>,
  adding: number,
): Promise<void> {
  await lockCompany(tx, companyId);
  const max = deps.config.directoryMaxEntries;
  if ((await count(tx, companyId)) + adding > max) throw new ApiError('directory.error.quota', { max });
}

export interface EntryFinding {
  ruleId: string;
  severity: string;
  pointer: string;
  bt: string;
  message: string;
}

/**
 * The rule findings of a fragment of an invoice whose pointers start with one of `under`, by the
 * rules of `profile` (a business customer's buyer: en16931, no Leitweg-ID needed).
 */
export async function findingsOf(
  fragment: Record<string, unknown>,
  under: string[],
  locale: string,
  profile: BaseProfile = 'xrechnung',
): Promise<EntryFinding[]> {
  const rules = await loadRules();
  const messages = rules.ruleMessages(locale === 'en' ? 'en' : 'de');
  return rules
    .evaluate(fragment as never, { profile })
    .filter((f) => under.some((u) => f.pointer === u || f.pointer.startsWith(`${u}/`)))
    .map((f) => ({
      ruleId: f.ruleId,
      severity: f.severity,
      pointer: f.pointer,
      bt: f.bt ?? '',
      message: messages[f.messageId] ?? f.ruleId,
    }));
}

export interface RowError {
  line: number;
  column?: string;
  messageKey: string;
  message: string;
}

/** Refuses a header naming a column the entry does not know (`known`). */
export function checkCsvHeader(header: string[], known: readonly string[]): void {
  const unknown = header.find((h) => !known.includes(h));
  if (unknown !== undefined)
    throw new ApiError('csv.error.unknownColumn', { column: unknown, known: known.join(', ') });
}

/**
 * Turns every row of a read CSV file into an entry with `toEntry` (which throws an ApiError for a
 * bad row). Any bad row refuses the whole file with every row's error (`csv.error.invalid`), so
 * nothing is stored from a bad file.
 */
export async function entriesOfCsv<T>(
  { header, rows }: { header: string[]; rows: CsvRow[] },
  known: readonly string[],
  locale: 'de' | 'en',
  toEntry: (record: Record<string, string>) => Promise<T>,
): Promise<T[]> {
  checkCsvHeader(header, known);
  const errors: RowError[] = [];
  const entries: T[] = [];
  for (const row of rows) {
    try {
      entries.push(await toEntry(recordOf(header, row)));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const body = errorBody(err.messageKey, locale, err.details);
      const column = typeof err.details?.field === 'string' ? err.details.field : undefined;
      errors.push({
        line: row.line,
        ...(column ? { column } : {}),
        messageKey: body.messageKey,
        message: body.message,
      });
    }
  }
  if (errors.length > 0)
    throw new ApiError('csv.error.invalid', {
      count: new Set(errors.map((e) => e.line)).size,
      rows: errors.slice(0, 200),
    });
  return entries;
}

function recordOf(header: string[], row: CsvRow): Record<string, string> {
  if (row.cells.length !== header.length)
    throw new ApiError('csv.error.columnCount', { found: row.cells.length, expected: header.length });
  const record: Record<string, string> = {};
  header.forEach((name, i) => {
    const value = undefuse(row.cells[i].trim());
    if (value !== '') record[name] = value;
  });
  return record;
}
