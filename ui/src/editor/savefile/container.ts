/**
 * Template files (spec §7 "Save-file container"): `{ version, date, type, producer, checksum, data }`.
 * Export writes version 1; import accepts 1 and 0.1 (0.1 is upgraded to 1, type intermediate
 * invoice, current producer). Any other version: wrong_version; anything unreadable, incomplete or
 * with a checksum that does not match: file_invalid.
 */
import { checksumMatches, sealFile } from './checksum';

export const PRODUCER = 'web capture 2.13.1';
export const CURRENT_VERSION = '1';
export type SaveFileType = 'INTERMEDIATE_INVOICE' | 'PREFILLED_INVOICE';

export interface SaveFileContainer<T = unknown> {
  version: string;
  date: string;
  type: SaveFileType;
  producer: string;
  checksum: string;
  data: T;
}

export const FILE_INVALID = 'message.file.csx_import.error.file_invalid';
export const WRONG_VERSION = 'message.file.csx_import.wrong_version';

export class SaveFileError extends Error {
  constructor(readonly messageKey: typeof FILE_INVALID | typeof WRONG_VERSION) {
    super(messageKey);
  }
}

export async function exportSaveFile<T>(data: T, type: SaveFileType, now = new Date()): Promise<string> {
  const container: SaveFileContainer<T> = {
    version: CURRENT_VERSION,
    date: now.toISOString(),
    type,
    producer: PRODUCER,
    checksum: '',
    data,
  };
  return sealFile(JSON.stringify(container, null, 2));
}

function has(o: Record<string, unknown>, key: string): boolean {
  return o[key] !== undefined && o[key] !== null && o[key] !== '';
}

export async function importSaveFile<T = unknown>(text: string): Promise<SaveFileContainer<T>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SaveFileError(FILE_INVALID);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SaveFileError(FILE_INVALID);
  const file = parsed as Record<string, unknown>;
  if (!has(file, 'version')) throw new SaveFileError(FILE_INVALID);
  const version = String(file.version);
  if (version !== '1' && version !== '0.1') throw new SaveFileError(WRONG_VERSION);
  const needed =
    version === '1' ? ['date', 'checksum', 'data', 'type', 'producer'] : ['date', 'checksum', 'data'];
  if (!needed.every((k) => has(file, k)) || typeof file.data !== 'object')
    throw new SaveFileError(FILE_INVALID);
  if (!(await checksumMatches(text))) throw new SaveFileError(FILE_INVALID);
  if (version === '0.1') {
    return {
      version: CURRENT_VERSION,
      date: String(file.date),
      type: 'INTERMEDIATE_INVOICE',
      producer: PRODUCER,
      checksum: String(file.checksum),
      data: file.data as T,
    };
  }
  return file as unknown as SaveFileContainer<T>;
}
