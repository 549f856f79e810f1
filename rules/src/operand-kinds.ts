/**
 * Which operands of the rule language's operators are paths (rules/LANGUAGE.md): one list for
 * the checker of rule files and the explanation of a finding.
 */

/** Operators whose operands (each, or the only one) are paths when written as strings. */
export const PATH_OPERANDS = new Set([
  'var',
  'exists',
  'present',
  'empty',
  'count',
  'sum',
  'distinct',
  'first',
  'min',
  'max',
]);

/** Operators whose first operand is a list (path or expression) and whose second runs per item. */
export const PER_ITEM = new Set(['all', 'some', 'none', 'filter', 'map']);
