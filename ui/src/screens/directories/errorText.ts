/**
 * The text of a failed directory call: the server answers its own checks (name missing, price,
 * code lists, quota, CSV rows) in the user's language, so its message is shown as it is; other
 * failures go through the app's catalogue (`errorText`).
 */

import type { CsvRowError } from '../../api/directories';
import { ApiError } from '../../api/errors';
import { errorText } from '../../ui/errors';

const OWN = /^(directory|csv|validation)\./;

export function directoryErrorText(error: unknown): string {
  if (error instanceof ApiError && error.messageKey && OWN.test(error.messageKey) && error.message)
    return error.message;
  return errorText(error);
}

/** The refused rows of a CSV import, when the server named them. */
export function csvRowErrors(error: unknown): CsvRowError[] {
  if (!(error instanceof ApiError)) return [];
  const rows = (error.body as { rows?: unknown } | undefined)?.rows;
  return Array.isArray(rows) ? (rows as CsvRowError[]) : [];
}
