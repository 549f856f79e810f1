/**
 * A small RFC 4180 reader for the directories' CSV import: quoted fields (with `""` and line
 * breaks inside), CRLF or LF, a UTF-8 byte-order mark, and `;` or `,` as separator — whichever
 * the header row uses more (spreadsheets in Germany write `;`). Rows that are wholly empty are
 * skipped; each row keeps its line number in the file for error messages.
 */
import { decodeWindows1252 } from '@xr/xml/src/decode-xml';
import { ApiError } from '../errors/api-error';

export interface CsvRow {
  /** line of the file where the row starts (the header is line 1) */
  line: number;
  cells: string[];
}

/**
 * The characters of an uploaded CSV file, never one replaced: UTF-8 (with or without a byte order
 * mark) or UTF-16 with one; a file that is not valid UTF-8 is read as Windows-1252, the Latin-1
 * that spreadsheets in Germany write (every byte is a character there: ä stays ä, not U+FFFD).
 */
export function csvText(bytes: Uint8Array): string {
  const [a, b] = bytes;
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

export function separatorOf(headerLine: string): ';' | ',' {
  const count = (ch: string) => headerLine.split(ch).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

export function parseCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const source = text.replace(/^\uFEFF/, '');
  const sep = separatorOf(source.split(/\r?\n/, 1)[0] ?? '');
  const all: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) all.push({ line: rowStart, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowStart = line;
    } else cell += ch;
  }
  if (quoted) throw new ApiError('csv.error.format', { reason: `line ${rowStart}: "` });
  endRow();
  const [head, ...rows] = all;
  if (!head) throw new ApiError('csv.error.format', { reason: 'empty' });
  return { header: head.cells.map((c) => c.trim()), rows };
}
