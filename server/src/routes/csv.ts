/**
 * A small RFC 4180 reader for the directories' CSV import: quoted fields (with `""` and line
 * breaks inside), CRLF or LF, a UTF-8 byte-order mark, and `;` or `,` as separator — whichever
 * the header row uses more (spreadsheets in Germany write `;`). Rows that are wholly empty are
 * skipped; each row keeps its line number in the file for error messages. `CsvReader` reads the
 * text in pieces as an upload arrives and can stop at a number of rows (issue 30 item 3).
 */
import { decodeWindows1252 } from '@xr/xml/src/decode-xml';
import { ApiError } from '../errors/api-error';

export interface CsvRow {
  /** line of the file where the row starts (the header is line 1) */
  line: number;
  cells: string[];
}

/**
 * Decodes an uploaded CSV file piece by piece, never replacing a character: UTF-16 by its byte-order
 * mark, else UTF-8 (with or without one); a file that turns out not to be valid UTF-8 is read again
 * from its start as Windows-1252, the Latin-1 that spreadsheets in Germany write (every byte is a
 * character there: ä stays ä, not U+FFFD). `restart`: the text of the pieces before is replaced.
 */
export class CsvDecoder {
  private utf: TextDecoder | null = null;
  private latin = false;
  private seen: Uint8Array[] = [];

  push(piece: Uint8Array, end = false): { text: string; restart: boolean } {
    if (this.latin) return { text: decodeWindows1252(piece), restart: false };
    if (!this.utf) {
      const [a, b] = piece;
      const label = a === 0xff && b === 0xfe ? 'utf-16le' : a === 0xfe && b === 0xff ? 'utf-16be' : 'utf-8';
      this.utf = new TextDecoder(label, { fatal: true });
    }
    this.seen.push(piece);
    try {
      return { text: this.utf.decode(piece, { stream: !end }), restart: false };
    } catch {
      this.latin = true;
      const all = Buffer.concat(this.seen);
      this.seen = [];
      return { text: decodeWindows1252(all), restart: true };
    }
  }
}

export function separatorOf(headerLine: string): ';' | ',' {
  const count = (ch: string) => headerLine.split(ch).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

/** Reads CSV text piece by piece; `tooMany` is called the moment a data row beyond `maxRows` ends. */
export class CsvReader {
  /** The header (first) and the data rows read so far. */
  readonly rows: CsvRow[] = [];
  private sep?: ';' | ',';
  private head = '';
  private carry = '';
  private started = false;
  private cells: string[] = [];
  private cell = '';
  private quoted = false;
  private line = 1;
  private rowStart = 1;

  constructor(private readonly limit?: { maxRows: number; tooMany: () => never }) {}

  push(piece: string): void {
    let text = piece;
    if (!this.started && text) {
      this.started = true;
      text = text.replace(/^\uFEFF/, '');
    }
    if (!this.sep) {
      // the separator is the header line's: wait for its end
      this.head += text;
      const end = this.head.indexOf('\n');
      if (end < 0) return;
      this.sep = separatorOf(this.head.slice(0, end));
      text = this.head;
      this.head = '';
    }
    // a quote or CR at the end of a piece is read with the next piece (`""` and CRLF look ahead)
    text = this.carry + text;
    const kept = /["\r]*$/.exec(text)?.[0] ?? '';
    this.carry = kept;
    this.scan(text.slice(0, text.length - kept.length), this.sep);
  }

  /** The header and rows of the whole text; a quote left open or no header refuses the file. */
  end(): { header: string[]; rows: CsvRow[] } {
    const sep = this.sep ?? separatorOf(this.head.split(/\r?\n/, 1)[0] ?? '');
    this.scan(this.head + this.carry, sep);
    this.head = '';
    this.carry = '';
    if (this.quoted) throw new ApiError('csv.error.format', { reason: `line ${this.rowStart}: "` });
    this.endRow();
    const [head, ...rows] = this.rows;
    if (!head) throw new ApiError('csv.error.format', { reason: 'empty' });
    return { header: head.cells.map((c) => c.trim()), rows };
  }

  private endRow() {
    this.cells.push(this.cell);
    if (this.cells.some((c) => c.trim() !== '')) {
      this.rows.push({ line: this.rowStart, cells: this.cells });
      if (this.limit && this.rows.length - 1 > this.limit.maxRows) this.limit.tooMany();
    }
    this.cells = [];
    this.cell = '';
  }

  private scan(source: string, sep: string) {
    for (let i = 0; i < source.length; i++) {
      const ch = source[i];
      if (this.quoted) {
        if (ch === '"' && source[i + 1] === '"') {
          this.cell += '"';
          i++;
        } else if (ch === '"') this.quoted = false;
        else {
          if (ch === '\n') this.line++;
          this.cell += ch;
        }
      } else if (ch === '"' && this.cell.trim() === '') {
        this.cell = '';
        this.quoted = true;
      } else if (ch === sep) {
        this.cells.push(this.cell);
        this.cell = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[i + 1] === '\n') i++;
        this.endRow();
        this.line++;
        this.rowStart = this.line;
      } else this.cell += ch;
    }
  }
}

export function parseCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const reader = new CsvReader();
  reader.push(text);
  return reader.end();
}

/**
 * A cell of our own CSV export read back (directory export → import): the apostrophe the exports'
 * `csvCell` put before a formula character (= + - @) is taken off again.
 */
export const undefuse = (value: string) =>
  value.replace(/^'(?=[=+\-@\t\r])/, '').replace(/([;,]["\s]*)'([=+\-@])/g, '$1$2');
