/**
 * BT-24 by XRechnung version, by the day of generation (spec §9 validity table: when platforms
 * accept a version), never by the issue date, and for third-party payments.
 */
import { describe, expect, it } from 'vitest';
import { XmlError } from '../src/errors';
import { chooseSpecification, chooseSpecificationWithNotices } from '../src/generate';
import { specificationIdentifier, versionForDate } from '../src/spec-version';

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

  it('picks the version valid on a date', () => {
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

  it('keeps the invoice own identifier when platforms accept it, unless a version is asked for', () => {
    const own = `${cius30}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;
    const invoice = {
      Invoice_issue_date: '2023-05-01',
      PROCESS_CONTROL: { Specification_identifier: { Content: own } },
    };
    expect(chooseSpecification(invoice)).toBe(own);
    expect(chooseSpecification(invoice, '3.0.2')).toBe(cius30);
    const withPayments = { ...invoice, THIRD_PARTY_PAYMENT: [{ Third_party_payment_amount: 1 }] };
    expect(chooseSpecification({ ...withPayments, Invoice_issue_date: '2026-01-01' })).toBe(ext30);
  });

  it('presets the version valid on the day of generation, not on the issue date', () => {
    const old = { Invoice_issue_date: '2018-05-01' };
    expect(chooseSpecification(old)).toBe(cius30);
    expect(chooseSpecification(old, undefined, '2023-05-01')).toContain('xrechnung_2.2');
    expect(chooseSpecificationWithNotices(old).notices).toEqual([]);
  });

  it('replaces an own identifier current platforms refuse, and says so in German and English', () => {
    const own = 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_1.2';
    const chosen = chooseSpecificationWithNotices({
      Invoice_issue_date: '2018-05-01',
      PROCESS_CONTROL: { Specification_identifier: { Content: own } },
    });
    expect(chosen.specification).toBe(cius30);
    expect(chosen.notices).toHaveLength(1);
    expect(chosen.notices[0].key).toBe('message.xml.generate.spec_identifier_replaced');
    expect(chosen.notices[0].de).toContain(own);
    expect(chosen.notices[0].en).toMatch(/no longer accepted/);
  });

  it('writes an older version only when asked for, with a warning that platforms refuse it', () => {
    const chosen = chooseSpecificationWithNotices({ Invoice_issue_date: '2026-01-01' }, '2.3.1');
    expect(chosen.specification).toContain('xrechnung_2.3');
    expect(chosen.notices.map((n) => n.key)).toEqual(['message.xml.generate.outdated_spec_version']);
    expect(chosen.notices[0].de).toMatch(/Empfangsplattformen heute nicht mehr angenommen/);
    expect(chooseSpecificationWithNotices({}, '3.0.2').notices).toEqual([]);
  });
});
