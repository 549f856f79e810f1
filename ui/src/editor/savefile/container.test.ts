/**
 * Template files: SHA-512 over the file with the checksum blanked (a known vector), export →
 * import round trip, a changed byte → file_invalid, unknown version → wrong_version, 0.1 upgraded.
 */
import { describe, expect, it } from 'vitest';
import { blankChecksum, sealFile, sha512Hex } from './checksum';
import {
  exportSaveFile,
  FILE_INVALID,
  importSaveFile,
  PRODUCER,
  SaveFileError,
  WRONG_VERSION,
} from './container';

const invoice = {
  Invoice_number: { Content: 'R-2024-001' },
  Invoice_issue_date: '2024-03-01',
  INVOICE_LINE: [{ Invoiced_quantity: 2 }],
};

async function refused(text: string): Promise<string> {
  try {
    await importSaveFile(text);
    return 'accepted';
  } catch (e) {
    return e instanceof SaveFileError ? e.messageKey : String(e);
  }
}

describe('save-file checksum', () => {
  it('is SHA-512 in lower-case hex', async () => {
    expect(await sha512Hex('abc')).toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    );
  });

  it('covers the whole file with the checksum value blanked', async () => {
    const text = await exportSaveFile(invoice, 'INTERMEDIATE_INVOICE', new Date('2024-03-01T10:00:00Z'));
    const file = JSON.parse(text);
    expect(file).toMatchObject({
      version: '1',
      type: 'INTERMEDIATE_INVOICE',
      producer: PRODUCER,
      date: '2024-03-01T10:00:00.000Z',
      data: invoice,
    });
    expect(file.checksum).toMatch(/^[0-9a-f]{128}$/);
    const blanked = blankChecksum(text);
    expect(blanked?.checksum).toBe(file.checksum);
    expect(await sha512Hex(blanked?.blanked ?? '')).toBe(file.checksum);
    expect(JSON.parse(blanked?.blanked ?? '{}').checksum).toBe('');
  });

  it('imports its own export unchanged', async () => {
    const text = await exportSaveFile(invoice, 'PREFILLED_INVOICE');
    const file = await importSaveFile(text);
    expect(file.data).toEqual(invoice);
    expect(file.type).toBe('PREFILLED_INVOICE');
  });

  it('refuses a changed file, a broken file and a missing field as file_invalid', async () => {
    const text = await exportSaveFile(invoice, 'INTERMEDIATE_INVOICE');
    expect(await refused(text.replace('R-2024-001', 'R-2024-002'))).toBe(FILE_INVALID);
    expect(await refused(text.slice(0, -2))).toBe(FILE_INVALID);
    const noProducer = JSON.parse(text);
    delete noProducer.producer;
    noProducer.checksum = '';
    expect(await refused(await sealFile(JSON.stringify(noProducer)))).toBe(FILE_INVALID);
  });

  it('refuses other versions as wrong_version and upgrades 0.1 to 1', async () => {
    const v2 = await sealFile(
      JSON.stringify({
        version: '2',
        date: '2024-01-01',
        type: 'INTERMEDIATE_INVOICE',
        producer: 'x',
        checksum: '',
        data: invoice,
      }),
    );
    expect(await refused(v2)).toBe(WRONG_VERSION);
    const old = await sealFile(
      JSON.stringify({ version: '0.1', date: '2023-05-01', checksum: '', data: invoice }),
    );
    const upgraded = await importSaveFile(old);
    expect(upgraded).toMatchObject({
      version: '1',
      type: 'INTERMEDIATE_INVOICE',
      producer: PRODUCER,
      data: invoice,
    });
  });
});
