/**
 * Lists leave the application: the filtered list as CSV (every page, the user's language, no
 * formula runs in a spreadsheet) and chosen invoices' XML as a ZIP; only the own company's.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload, sqlRun } from './helpers';

/** The files of a ZIP, read through its central directory (names, sizes and CRC checked). */
function unzip(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const packed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + packed));
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    files[name] = data.toString('utf8');
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

describe('list export', () => {
  it('exports every page of the filtered list as CSV in the user language', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'csv@a.example');
    for (let i = 1; i <= 25; i++)
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({ invoiceNumber: `RE-${String(i).padStart(2, '0')}` }),
        token,
      );
    await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: '=HYPERLINK("x")' }), token);
    const all = await t.call('GET', 'api/rechnung/inprogress/csv?sort=invoiceNumber,asc', undefined, token);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (all.data as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Rechnungsnummer;Rechnungsdatum;Käuferreferenz (Leitweg-ID);Käufer;Gültig;Erstellt am;Bearbeiter;Dokumentart;Fällig am;Netto;Umsatzsteuer;Brutto;Zahlbetrag;Währung',
    );
    expect(lines[2].split(';')[7]).toBe('Rechnung');
    // every page (26 rows, more than a page of 20), sorted as asked
    expect(lines).toHaveLength(27);
    // a cell a spreadsheet would run as a formula is defused
    expect(lines[1].split(';')[0]).toBe('"\'=HYPERLINK(""x"")"');
    expect(lines[2].split(';')[0]).toBe('RE-01');
    expect(lines[2].split(';')[1]).toBe('02.11.2026');
    const filtered = await t.call(
      'GET',
      'api/rechnung/inprogress/csv?filterFulltextSearchExpression=RE-2',
      undefined,
      token,
    );
    expect((filtered.data as string).trimEnd().split('\r\n')).toHaveLength(7);
    // each row names its document type (issue 26): a credit note is a Gutschrift / credit note
    const credit = JSON.stringify({ Invoice_number: { Content: 'GS-1' }, Invoice_type_code: '381' });
    await t.call('POST', 'api/rechnung', savePayload({ json: credit }), token);
    const csvRow = async () =>
      (
        (
          await t.call(
            'GET',
            'api/rechnung/inprogress/csv?filterFulltextSearchExpression=GS-1',
            undefined,
            token,
          )
        ).data as string
      )
        .trimEnd()
        .split('\r\n');
    expect((await csvRow())[1].split(';')[7]).toBe('Gutschrift');
    await t.call('PUT', 'api/ssouser/locale', { locale: 'en' }, token);
    const en = await csvRow();
    expect(en[0].split(';')[7]).toBe('Document type');
    expect(en[1].split(';')[7]).toBe('Credit note');
    // another company sees its own (empty) list only
    const other = await registerCompany(t, 'csv@b.example');
    const foreign = await t.call('GET', 'api/rechnung/inprogress/csv', undefined, other.accessToken);
    expect((foreign.data as string).trimEnd().split('\r\n')).toHaveLength(1);
  }, 90_000);

  it('downloads the XML of chosen invoices as one ZIP; without XML it says which', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'zip@a.example');
    const ids: number[] = [];
    for (const n of ['RE-1', 'RE/2', 'RE-3']) {
      const { data } = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: n }), token);
      ids.push(data.id);
    }
    await sqlRun(t.deps, 'UPDATE invoices SET xml = ? WHERE id = ?', '<Invoice>eins</Invoice>', ids[0]);
    await sqlRun(t.deps, 'UPDATE invoices SET xml = ? WHERE id = ?', '<Invoice>zwei – ä</Invoice>', ids[1]);
    const missing = await t.call('POST', 'api/rechnung/zip', { ids }, token);
    expect(missing.status).toBe(409);
    expect(missing.data.message).toBe(
      'Für diese Rechnungen gibt es noch keine XML-Datei: RE-3. Erzeugen Sie sie zuerst (Prüfen und Erzeugen) oder wählen Sie sie ab.',
    );
    const ok = await t.call('POST', 'api/rechnung/zip', { ids: ids.slice(0, 2) }, token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(ok.data as Uint8Array);
    expect(unzip(bytes)).toEqual({
      'RE-1.xml': '<Invoice>eins</Invoice>',
      'RE_2.xml': '<Invoice>zwei – ä</Invoice>',
    });
    const other = await registerCompany(t, 'zip@b.example');
    const foreign = await t.call('POST', 'api/rechnung/zip', { ids: [ids[0]] }, other.accessToken);
    expect(foreign.status).toBe(404);
  }, 90_000);
});
