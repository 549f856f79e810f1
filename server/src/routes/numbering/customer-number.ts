/**
 * Customer numbers of the buyer directory (issue 27): a buyer stored without one gets the next
 * number of the company's `Customer_number_pattern` (master data, written like the invoice number
 * pattern, default `K-{NNNN}`), the smallest counter value no buyer of the company carries, so the
 * series has no gap. A number is unique within the company: one given by hand that another buyer
 * carries is refused. Every write takes the company's customer number lock first (PostgreSQL holds
 * it until commit; SQLite's one writer serialises anyway). Entries stored before, without a
 * number, keep working: an empty number is never compared.
 */

import { customerNumbersLike, customerNumberTaken } from '../../db/buyers';
import type { Db } from '../../db/connection';
import { findMasterData } from '../../db/masterdata';
import { lockPeriod } from '../../db/numbering';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { counterOf, likeOf, numberOf, patternProblem, periodOf } from './pattern';

export const DEFAULT_CUSTOMER_PATTERN = 'K-{NNNN}';
/** The lock row of a company's customer numbers (in the counters' table, apart from any period). */
const LOCK = 'customer-numbers';

export async function customerPatternOf(db: Db, companyId: number): Promise<string> {
  const json = await findMasterData(db, companyId);
  const pattern = json
    ? (JSON.parse(json) as { Customer_number_pattern?: unknown }).Customer_number_pattern
    : '';
  return typeof pattern === 'string' && pattern.trim() ? pattern.trim() : DEFAULT_CUSTOMER_PATTERN;
}

/**
 * Inside the caller's transaction: takes the lock, refuses a given number that is taken (or given
 * twice in `wanted`), and answers every wanted number with the empty ones numbered in order.
 */
export async function customerNumbersFor(
  tx: Db,
  companyId: number,
  wanted: string[],
  exceptId?: number,
): Promise<string[]> {
  await lockPeriod(tx, companyId, LOCK);
  const seen = new Set<string>();
  for (const number of wanted.filter(Boolean)) {
    if (seen.has(number) || (await customerNumberTaken(tx, companyId, number, exceptId)))
      throw new ApiError('directory.error.customerNumberTaken', {
        field: 'customerNumber',
        customerNumber: number,
      });
    seen.add(number);
  }
  if (wanted.every(Boolean)) return wanted;
  const pattern = await customerPatternOf(tx, companyId);
  const problem = patternProblem(pattern);
  if (problem)
    throw new ApiError('numbering.error.pattern', { field: 'Customer_number_pattern', reason: problem });
  const period = periodOf(pattern, todayInGermany());
  const used = new Set<number>();
  for (const n of [...(await customerNumbersLike(tx, companyId, likeOf(period))), ...seen]) {
    const counter = counterOf(period, n);
    if (counter !== undefined) used.add(counter);
  }
  let n = 0;
  const next = () => {
    do n++;
    while (used.has(n));
    return numberOf(period, n);
  };
  return wanted.map((number) => number || next());
}
