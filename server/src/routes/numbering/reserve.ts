/**
 * Invoice numbers without gaps (issue 26): a number is given when an invoice is first saved
 * without one, never when the editor opens. It is the smallest counter value of the pattern's
 * period that no invoice of the company carries (sent or in progress), so a number freed by a
 * deleted draft, or by a draft whose number was changed by hand, is given again and the series
 * of sent numbers has no gap. Credit notes (381) follow `Credit_note_number_pattern` when the
 * master data sets one. `proposeInvoiceNumber` only looks: the editor shows the proposal, the save
 * gives the number.
 */
import type { AuthUser } from '../../context';
import type { Db } from '../../db/connection';
import { findMasterData } from '../../db/masterdata';
import { lockPeriod, numbersLike, raiseCounter } from '../../db/numbering';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { counterOf, DEFAULT_NUMBER_PATTERN, likeOf, numberOf, patternProblem, periodOf } from './pattern';

/** The credit note (UNTDID 1001) that may have its own pattern. */
export const CREDIT_NOTE = '381';

const patternIn = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The company's pattern for a document type: the credit note pattern for 381 when one is set. */
export async function patternOfCompany(db: Db, companyId: number, typeCode = '380'): Promise<string> {
  const json = await findMasterData(db, companyId);
  const md = json
    ? (JSON.parse(json) as { Invoice_number_pattern?: unknown; Credit_note_number_pattern?: unknown })
    : {};
  const credit = typeCode === CREDIT_NOTE ? patternIn(md.Credit_note_number_pattern) : undefined;
  return credit ?? patternIn(md.Invoice_number_pattern) ?? DEFAULT_NUMBER_PATTERN;
}

async function periodFor(db: Db, companyId: number, typeCode: string, date: string) {
  const pattern = await patternOfCompany(db, companyId, typeCode);
  const problem = patternProblem(pattern);
  if (problem) throw new ApiError('numbering.error.pattern', { reason: problem });
  return { pattern, period: periodOf(pattern, date) };
}

async function smallestFree(db: Db, companyId: number, period: string): Promise<number> {
  const used = new Set<number>();
  for (const n of await numbersLike(db, companyId, likeOf(period))) {
    const counter = counterOf(period, n);
    if (counter !== undefined) used.add(counter);
  }
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * Gives the next number of the company for a document type and issue date (call inside the
 * save's transaction; the period stays locked until it commits).
 */
export async function assignInvoiceNumber(
  tx: Db,
  companyId: number,
  typeCode: string,
  date?: string,
): Promise<string> {
  const { period } = await periodFor(tx, companyId, typeCode, isoDate(date) ?? todayInGermany());
  await lockPeriod(tx, companyId, period);
  const n = await smallestFree(tx, companyId, period);
  await raiseCounter(tx, companyId, period, n);
  return numberOf(period, n);
}

/** The number the next save would give (nothing is taken). */
export async function proposeInvoiceNumber(db: Db, me: AuthUser, typeCode = '380', today = todayInGermany()) {
  const { pattern, period } = await periodFor(db, me.companyId, typeCode, today);
  return { invoiceNumber: numberOf(period, await smallestFree(db, me.companyId, period)), pattern, today };
}

/**
 * Refuses a number that a sent invoice of the company carries (`usedBy` from the save's look-up
 * inside its transaction); answers whether another invoice in progress carries it (the save's
 * warning, from the same statement: no second look-up after the commit).
 */
export function refuseSentNumber(usedBy: 'sent' | 'inprogress' | undefined, invoiceNumber: string): boolean {
  if (!invoiceNumber) return false;
  if (usedBy === 'sent')
    throw new ApiError('rechnung.error.numberSent', { field: 'invoiceNumber', invoiceNumber });
  return usedBy === 'inprogress';
}

/** The save's warning when another invoice in progress carries the same number. */
export function numberWarnings(invoiceNumber: string, sharedInProgress: boolean) {
  if (!invoiceNumber || !sharedInProgress) return [];
  return [{ field: 'invoiceNumber', messageKey: 'warning.invoiceNumber.used', invoiceNumber }];
}
