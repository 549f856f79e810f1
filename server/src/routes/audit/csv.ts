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

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
