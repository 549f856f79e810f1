/**
 * Reserving the next invoice number of a company and checking a number against the ones already
 * used. A reservation counts the counter up inside one transaction (SQLite writes one at a time),
 * so two users never get the same number; numbers already on an invoice (typed by hand, copied,
 * imported) are skipped. A reserved number that is never saved is a gap, as in any numbering.
 */
import type { AuthUser, Deps } from '../../context';
import { type Db, inTransaction } from '../../db/connection';
import { findMasterData } from '../../db/masterdata';
import { nextCounter, numberUsedBy } from '../../db/numbering';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { DEFAULT_NUMBER_PATTERN, numberOf, patternProblem, periodOf } from './pattern';

const MAX_SKIPS = 10_000;

export async function patternOfCompany(db: Db, companyId: number): Promise<string> {
  const json = await findMasterData(db, companyId);
  const stored = json
    ? (JSON.parse(json) as { Invoice_number_pattern?: unknown }).Invoice_number_pattern
    : '';
  return typeof stored === 'string' && stored.trim() ? stored.trim() : DEFAULT_NUMBER_PATTERN;
}

export async function reserveInvoiceNumber(deps: Deps, me: AuthUser, today = todayInGermany()) {
  return await inTransaction(deps.db, async (tx) => {
    const pattern = await patternOfCompany(tx, me.companyId);
    const problem = patternProblem(pattern);
    if (problem) throw new ApiError('numbering.error.pattern', { reason: problem });
    const period = periodOf(pattern, today);
    for (let i = 0; i < MAX_SKIPS; i++) {
      const invoiceNumber = numberOf(period, await nextCounter(tx, me.companyId, period));
      if (!(await numberUsedBy(tx, me.companyId, invoiceNumber))) return { invoiceNumber, pattern, today };
    }
    throw new ApiError('error.technical');
  });
}

/** Refuses a number that a sent invoice of the company carries (call inside the save's transaction). */
export async function assertNumberNotSent(tx: Db, me: AuthUser, invoiceNumber: string, exceptId?: number) {
  if (invoiceNumber && (await numberUsedBy(tx, me.companyId, invoiceNumber, exceptId)) === 'sent')
    throw new ApiError('rechnung.error.numberSent', { field: 'invoiceNumber', invoiceNumber });
}

/** The save's warning when another invoice in progress carries the same number. */
export async function numberWarnings(deps: Deps, me: AuthUser, invoiceNumber: string, ownId: number) {
  if (!invoiceNumber || (await numberUsedBy(deps.db, me.companyId, invoiceNumber, ownId)) === undefined)
    return [];
  return [{ field: 'invoiceNumber', messageKey: 'warning.invoiceNumber.used', invoiceNumber }];
}
