/**
 * decodeXml: the characters of an XML file by the encoding it states, none replaced (issue 30
 * item 14). The bytes are made here by Node's own encoders from a text with umlauts and a euro sign.
 */
import { describe, expect, it } from 'vitest';
import { decodeXml, EncodingError } from '../src/decode-xml';

const body = '<Invoice><Name>Müller Straßenbau</Name><Note>Ölpreis</Note></Invoice>';
const declared = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n${body}`;
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

describe('decodeXml', () => {
  it('reads UTF-8 (with and without a byte order mark) and UTF-16 by BOM or by its first bytes', () => {
    expect(decodeXml(Buffer.from(declared('UTF-8')))).toBe(declared('UTF-8'));
    expect(decodeXml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]))).toBe(body);
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(declared('UTF-16'), 'utf16le')]);
    expect(decodeXml(le)).toBe(declared('UTF-16'));
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(declared('UTF-16'))]);
    expect(decodeXml(be)).toBe(declared('UTF-16'));
    expect(decodeXml(Buffer.from(declared('UTF-16'), 'utf16le'))).toBe(declared('UTF-16'));
    expect(decodeXml(utf16be(declared('UTF-16')))).toBe(declared('UTF-16'));
  });

  it('reads a declared Latin-1 or Windows-1252', () => {
    expect(decodeXml(Buffer.from(declared('ISO-8859-1'), 'latin1'))).toBe(declared('ISO-8859-1'));
    const euro = Buffer.concat([Buffer.from(declared('windows-1252'), 'latin1'), Buffer.from([0x80])]);
    expect(decodeXml(euro)).toBe(`${declared('windows-1252')}€`);
  });

  it('refuses bytes that are no character in the encoding, with the line, and unknown encodings', () => {
    const bad = Buffer.concat([
      Buffer.from(`${declared('UTF-8')}\n<x>`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('</x>'),
    ]);
    expect(() => decodeXml(bad)).toThrow(EncodingError);
    try {
      decodeXml(bad);
    } catch (e) {
      expect(e).toMatchObject({ encoding: 'utf-8', line: 3 });
    }
    expect(() => decodeXml(Buffer.from(declared('EBCDIC-XYZ')))).toThrow(/not supported/);
  });
});
