/** BT-24 by XRechnung version, by issue date (spec §9 validity table) and for third-party payments. */
import { describe, expect, it } from 'vitest';
import { XmlError } from '../src/xml/errors';
import { chooseSpecification } from '../src/xml/generate';
import { specificationIdentifier, versionForDate } from '../src/xml/spec-version';

const cius30 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const ext30 = `${cius30}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;

describe('specification identifier', () => {
  it('names each version', () => {
    expect(specificationIdentifier('3.0.2', undefined, false)).toBe(cius30);
    expect(specificationIdentifier('3.0.1', undefined, false)).toBe(cius30);
    for (const [v, f] of [
      ['2.3.1', '2.3'],
      ['2.2', '2.2'],
      ['2.1.1', '2.1'],
      ['2.0', '2.0'],
      ['1.2.2', '1.2'],
    ])
      expect(specificationIdentifier(v, undefined, false)).toBe(
        `urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_${f}`,
      );
  });

  it('picks the version valid on the issue date', () => {
    expect(versionForDate('2020-12-31')).toBe('1.2');
    expect(versionForDate('2021-01-01')).toBe('2.0');
    expect(versionForDate('2022-02-01')).toBe('2.1');
    expect(versionForDate('2022-08-01')).toBe('2.2');
    expect(versionForDate('2023-08-01')).toBe('2.3');
    expect(versionForDate('2024-01-31')).toBe('2.3');
    expect(versionForDate('2024-02-01')).toBe('3.0');
    expect(versionForDate(undefined)).toBe('3.0');
  });

  it('uses the Extension identifier when third-party payments exist', () => {
    expect(specificationIdentifier('3.0.2', undefined, true)).toBe(ext30);
    expect(specificationIdentifier(undefined, '2026-01-01', true)).toBe(ext30);
  });

  it('refuses an unknown version', () => {
    expect(() => specificationIdentifier('4.7', undefined, false)).toThrow(XmlError);
  });

  it('keeps the invoice own identifier unless a version is asked for', () => {
    const own = `${cius30}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;
    const invoice = {
      Invoice_issue_date: '2023-05-01',
      PROCESS_CONTROL: { Specification_identifier: { Content: own } },
    };
    expect(chooseSpecification(invoice)).toBe(own);
    expect(chooseSpecification(invoice, '3.0.2')).toBe(cius30);
    expect(chooseSpecification({ Invoice_issue_date: '2023-05-01' })).toContain('xrechnung_2.2');
    const withPayments = { ...invoice, THIRD_PARTY_PAYMENT: [{ Third_party_payment_amount: 1 }] };
    expect(chooseSpecification({ ...withPayments, Invoice_issue_date: '2026-01-01' })).toBe(ext30);
  });
});
