/** CSV (RFC 4180, comma, CRLF) of audit rows; cells that a spreadsheet would run as a formula are quoted with a leading apostrophe. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'userLogin',
  'action',
  'objectType',
  'objectId',
  'objectLabel',
  'detail',
] as const;

/**
 * A CSV cell of every export (audit trail, invoice lists): a leading = + - @ (a formula to a
 * spreadsheet) is defused with an apostrophe, and so is one right after a separator of either
 * kind inside the cell — a program that reads the other separator splits the cell there (a quote
 * in mid-line does not hold it together) and would find a formula. A cell holding a separator of
 * either kind (`;` or `,`), a quote or a line break is quoted.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  s = s.replace(/([;,]["\s]*)([=+\-@])/g, "$1'$2");
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
