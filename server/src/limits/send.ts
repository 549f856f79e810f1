/**
 * Checks before an invoice goes out (`-send`): the buyer's electronic address (BT-49) is exactly
 * one address (an e-mail address for scheme EM), and the company is under its hourly send limit
 * (`SENDS_PER_COMPANY_PER_HOUR`).
 */
import type { Deps } from '../context';
import type { Db } from '../db/connection';
import { ApiError } from '../errors/api-error';

const ONE_EMAIL = /^[^\s@,;<>"()]+@[^\s@,;<>"()]+\.[^\s@,;<>"()]+$/;
const ONE_ID = /^[^\s,;]+$/;

/** Exactly one recipient: checked before anything is generated, so the answer says what is wrong. */
export function checkRecipient(scheme: string, address: string): void {
  if (!(scheme === 'EM' ? ONE_EMAIL : ONE_ID).test(address)) throw new ApiError('send.error.singleRecipient');
}

/** Inside the send's transaction (`tx`): a send that fails later does not count. */
export async function checkSend(
  deps: Deps,
  tx: Db,
  companyId: number,
  scheme: string,
  address: string,
): Promise<void> {
  checkRecipient(scheme, address);
  if (!(await deps.sendLimiter.take(tx, `company:${companyId}`)))
    throw new ApiError('send.error.tooManySends');
}
