import { date } from './date';
import { email } from './email';
import { iban } from './iban';
import { isLeitwegForm, leitwegId } from './leitwegId';
import { number } from './number';
import { phone } from './phone';
import { vatIdPrefix } from './vatIdPrefix';

/** Named checks: `{"name": e}` is true when the value passes. One file per check. */
export const namedChecks: Record<string, (value: unknown) => boolean> = {
  iban,
  leitwegId,
  leitwegForm: isLeitwegForm,
  email,
  phone,
  date,
  vatIdPrefix,
  number,
};

export { date, email, iban, isLeitwegForm, leitwegId, number, phone, vatIdPrefix };
