import { amount, type Obj, percentOf, toDec } from './money';

/**
 * Allowance or charge amount = base amount × percentage / 100 (spec §9), rounded half-up to 2
 * places, written when both base and percentage are numbers. `prefix` is the field prefix, e.g.
 * `Document_level_allowance` or `Invoice_line_charge`.
 */
export function applyPercentage(entry: Obj, prefix: string): Obj {
  const base = toDec(entry[`${prefix}_base_amount`]);
  const percentage = toDec(entry[`${prefix}_percentage`]);
  if (base === null || percentage === null) return entry;
  return { ...entry, [`${prefix}_amount`]: amount(percentOf(base, percentage)) };
}
