import { describe, expect, it } from 'vitest';
import {
  createEngine,
  defaultEngine,
  evaluate,
  type Family,
  families,
  type Profile,
  profileForSpecification,
  specificationOf,
} from '../index';

const profilesOf = (id: string, bt?: string) =>
  defaultEngine()
    .rules.filter((c) => c.rule.id === id && (bt === undefined || c.rule.bt === bt))
    .map((c) => c.profiles.join(' '));

describe('profiles as data', () => {
  it('every bundled family declares its base profiles', () => {
    const declared = Object.fromEntries(families().map((f) => [f.family, f.profiles]));
    for (const f of families()) expect(f.profiles, f.family).toBeDefined();
    expect(declared['XRechnung 3.0.2 CIUS rules (BR-DE)']).toEqual(['xrechnung']);
    expect(declared['PEPPOL rules that the XRechnung schematron includes']).toEqual(['xrechnung']);
    expect(declared['EN 16931 core rules (CEN schematron 1.3.15)']).toEqual(['xrechnung', 'en16931']);
    expect(declared['spec-fields']).toEqual(['editor', 'editor-en16931']);
  });

  it.each([
    // rule, bt, the profiles that run it
    ['BR-01', undefined, 'xrechnung en16931 editor editor-en16931'],
    ['BR-CO-25', undefined, 'xrechnung en16931 editor editor-en16931'],
    ['UBL-DT-01', undefined, 'xrechnung en16931 editor editor-en16931'],
    ['BR-DE-15', undefined, 'xrechnung editor'],
    ['BR-DE-TMP-32', undefined, 'editor'],
    ['BR-DE-CVD-01', undefined, 'xrechnung editor'],
    ['BR-DEX-01', undefined, 'xrechnung editor'],
    ['PEPPOL-EN16931-R001', undefined, 'xrechnung editor'],
    ['PEPPOL-EN16931-R005', undefined, 'xrechnung'],
    ['FIELD-leitwegIdCheckDigits', 'BT-10', 'editor'],
    ['FIELD-buyerReferenceLength', 'BT-10', 'editor'],
    ['FIELD-required', 'BT-22', 'editor editor-en16931'],
    ['BR_S_05', 'BT-152', 'editor editor-en16931'],
  ])('%s (%s) runs in: %s', (id, bt, expected) => {
    const found = profilesOf(id, bt);
    expect(found.length, id).toBeGreaterThan(0);
    for (const p of found) expect(p).toBe(expected);
  });

  it('an EN 16931 invoice without Leitweg-ID, seller contact or payment is judged by the CEN rules alone', () => {
    const ids = (profile: Profile) =>
      new Set(evaluate({}, { profile, today: '2026-01-15' }).map((f) => f.ruleId));
    for (const profile of ['xrechnung', 'editor'] as const) {
      expect(ids(profile).has('BR-DE-15')).toBe(true);
      expect(ids(profile).has('BR-01')).toBe(true);
    }
    for (const profile of ['en16931', 'editor-en16931'] as const) {
      const found = [...ids(profile)];
      expect(found).toContain('BR-01');
      expect(found.filter((id) => /^(BR-DE|BR-TMP|PEPPOL)/.test(id))).toEqual([]);
    }
  });

  it('a rule carries the level of each official rule set (BR-CL-23: XRechnung warning, CEN error)', () => {
    const doc = {
      INVOICE_LINE: [{ Invoiced_quantity_unit_of_measure_code: 'XXX', Invoiced_quantity: '1' }],
    };
    const level = (profile: Profile) =>
      evaluate(doc, { profile, today: '2026-01-15' })
        .filter((f) => f.ruleId === 'BR-CL-23')
        .map((f) => f.severity);
    expect(level('xrechnung')).toEqual(['warning']);
    expect(level('editor')).toEqual(['warning']);
    expect(level('en16931')).toEqual(['error']);
    expect(level('editor-en16931')).toEqual(['error']);
  });

  it('one engine keeps one plan per profile (the cache is keyed by profile)', () => {
    const family: Family = {
      family: 't',
      profiles: ['en16931'],
      rules: [
        { id: 'A', severity: 'error', test: false, text: { de: 'a', en: 'a' } },
        {
          id: 'B',
          severity: 'warning',
          levels: { en16931: 'error' },
          test: false,
          text: { de: 'b', en: 'b' },
        },
        { id: 'C', severity: 'error', profiles: ['xrechnung'], test: false, text: { de: 'c', en: 'c' } },
      ],
    };
    const engine = createEngine([family]);
    const run = (profile: Profile) => engine.run({}, { profile }).map((f) => `${f.ruleId}:${f.severity}`);
    for (let i = 0; i < 2; i++) {
      expect(run('en16931')).toEqual(['A:error', 'B:error']);
      expect(run('xrechnung')).toEqual(['C:error']);
      expect(run('editor-en16931')).toEqual(['A:error', 'B:error']);
      expect(run('editor')).toEqual([]);
    }
  });

  it('refuses a family or rule naming an unknown profile or level', () => {
    const rule = { id: 'A', severity: 'error' as const, test: true, text: { de: 'a', en: 'a' } };
    expect(() => createEngine([{ family: 'f', profiles: ['b2b' as Profile], rules: [rule] }])).toThrow(/b2b/);
    expect(() =>
      createEngine([{ family: 'f', rules: [{ ...rule, levels: { peppol: 'error' } as never }] }]),
    ).toThrow(/levels/);
  });
});

describe('profileForSpecification (BT-24 → profile, as KoSIT picks a scenario)', () => {
  const XR = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
  it.each([
    [XR, 'xrechnung'],
    [`${XR}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`, 'xrechnung'],
    [`${XR}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`, 'xrechnung'],
    ['urn:cen.eu:en16931:2017', 'en16931'],
  ])('%s → %s', (bt24, profile) => {
    expect(profileForSpecification(bt24)).toMatchObject({ profile });
  });

  it('notes the XRechnung extension and CVD, not the plain CIUS', () => {
    expect(profileForSpecification(XR)).toEqual({ profile: 'xrechnung' });
    expect(profileForSpecification(`${XR}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`)).toEqual(
      {
        profile: 'xrechnung',
        note: 'XRechnung 3.0 Extension',
      },
    );
  });

  it.each([
    ['urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0', 'Peppol BIS Billing 3.0'],
    ['urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic', 'ZUGFeRD/Factur-X BASIC'],
    ['urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended', 'ZUGFeRD/Factur-X EXTENDED'],
    ['urn:factur-x.eu:1p0:minimum', 'ZUGFeRD/Factur-X MINIMUM'],
    ['urn:zugferd.de:2p0:basicwl', 'ZUGFeRD/Factur-X BASIC WL'],
    ['urn:cen.eu:en16931:2017:compliant:xoev-de:kosit:standard:xrechnung_1.2', 'XRechnung 1.2'],
    ['urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.2', 'XRechnung 2.2'],
    ['urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_2.3', 'XRechnung 2.3'],
    ['urn:ferd:CrossIndustryDocument:invoice:1p0:comfort', 'ZUGFeRD 1.0 COMFORT'],
    [` ${XR}`, XR],
    [undefined, '(none)'],
  ])('%s is no scenario: unknown, named %s', (bt24, name) => {
    expect(profileForSpecification(bt24)).toEqual({ unknown: bt24 ?? '' });
    if (name !== XR) expect(specificationOf(bt24).name).toBe(name);
  });
});
