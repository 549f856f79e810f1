/** Attachment limits of spec §9: types, empty files, 200 files, 10 MB, XML by invoice type, unique names. */
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n';
import {
  checkAttachment,
  countAttachments,
  formatKilobytes,
  formatMegabytes,
  MAX_TOTAL_BYTES,
  uniqueName,
} from './limits';

const none = { documentCount: 0, attachmentCount: 0, cumulativeFileSize: 0, uniqueFileNames: [] };

describe('attachment limits', () => {
  it('accepts the allowed types and refuses others and empty files', () => {
    expect(
      checkAttachment({ name: 'a.pdf', size: 10, type: 'application/pdf' }, none, '380'),
    ).toBeUndefined();
    expect(checkAttachment({ name: 'b.PNG', size: 10, type: 'image/png' }, none, '380')).toBeUndefined();
    expect(checkAttachment({ name: 'c.exe', size: 10, type: 'application/octet-stream' }, none, '380')).toBe(
      'type',
    );
    expect(checkAttachment({ name: 'd.pdf', size: 10, type: 'image/png' }, none, '380')).toBe('type');
    expect(checkAttachment({ name: 'e.pdf', size: 0, type: 'application/pdf' }, none, '380')).toBe('empty');
  });

  it('allows XML only where the invoice type allows it', () => {
    expect(checkAttachment({ name: 'x.xml', size: 5, type: 'application/xml' }, none, '380')).toBeUndefined();
    expect(checkAttachment({ name: 'x.xml', size: 5, type: 'application/xml' }, none, '381')).toBe(
      'xmlNotAllowed',
    );
  });

  it('keeps 200 files and 10 MB in total', () => {
    expect(
      checkAttachment(
        { name: 'a.pdf', size: 1, type: 'application/pdf' },
        { ...none, attachmentCount: 200 },
        '380',
      ),
    ).toBe('tooMany');
    const full = { ...none, attachmentCount: 1, cumulativeFileSize: MAX_TOTAL_BYTES - 10 };
    expect(checkAttachment({ name: 'a.pdf', size: 11, type: 'application/pdf' }, full, '380')).toBe(
      'tooLarge',
    );
    expect(
      checkAttachment({ name: 'a.pdf', size: 10, type: 'application/pdf' }, full, '380'),
    ).toBeUndefined();
  });

  it('renames a repeated file name with a free numeric prefix and counts sizes from base64', () => {
    expect(uniqueName('a.pdf', ['b.pdf'])).toBe('a.pdf');
    expect(uniqueName('a.pdf', ['A.pdf', '1_a.pdf'])).toBe('2_a.pdf');
    const counters = countAttachments([
      { Attached_document: { Filename: 'a.pdf', Content: 'QUJD' } },
      { External_document_location: 'https://x.example' },
    ]);
    expect(counters).toEqual({
      documentCount: 2,
      attachmentCount: 1,
      cumulativeFileSize: 3,
      uniqueFileNames: ['a.pdf'],
    });
  });
});

describe('attachment refusals and sizes as the user sees them', () => {
  it('refuses a file name that repeats an earlier one (any case) instead of renaming it', () => {
    const one = countAttachments([{ Attached_document: { Filename: 'beleg.pdf', Content: 'QUJD' } }]);
    expect(checkAttachment({ name: 'beleg.pdf', size: 3, type: 'application/pdf' }, one, '380')).toBe(
      'duplicate',
    );
    expect(checkAttachment({ name: 'BELEG.pdf', size: 3, type: 'application/pdf' }, one, '380')).toBe(
      'duplicate',
    );
    expect(
      checkAttachment({ name: 'beleg2.pdf', size: 3, type: 'application/pdf' }, one, '380'),
    ).toBeUndefined();
    expect(intlFor('de').formatMessage({ id: 'editor.attachments.problem.duplicate' })).toMatch(/bereits/);
  });

  it('formats sizes and counts in the UI language, singular for one file', () => {
    expect(formatMegabytes(1234, 'de-DE')).toBe('0,00');
    expect(formatMegabytes(2.5 * 1024 * 1024, 'en-US')).toBe('2.50');
    expect(formatKilobytes(1536, 'de-DE')).toBe('1,5 KB');
    const counters = (locale: 'de' | 'en', count: number) =>
      intlFor(locale).formatMessage({ id: 'editor.attachments.counters' }, { count, size: '0,00' });
    expect(counters('de', 1)).toBe('1 Datei, 0,00 MB von 10 MB');
    expect(counters('de', 2)).toBe('2 Dateien, 0,00 MB von 10 MB');
    expect(counters('en', 1)).toMatch(/^1 file,/);
    const lines = (count: number) => intlFor('de').formatMessage({ id: 'editor.lines.count' }, { count });
    expect(lines(1)).toBe('1 Position');
    expect(lines(3)).toBe('3 Positionen');
  });
});
