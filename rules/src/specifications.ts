/**
 * Names of the specification identifiers (BT-24) that other software writes, for messages that say
 * which profile a document claims: Peppol BIS, ZUGFeRD/Factur-X profiles, older XRechnung versions.
 */

/** What a BT-24 names: a readable name and the kind of document it stands for. */
export interface Specification {
  name: string;
  /**
   * `xrechnung-3`, `en16931`: judged as they are; `en16931-based`: a CIUS or extension of EN 16931
   * whose content the EN 16931 rules judge (Peppol BIS, ZUGFeRD/Factur-X BASIC and EXTENDED);
   * `xrechnung-old`: XRechnung 1.x/2.x; `not-invoice`: ZUGFeRD/Factur-X MINIMUM and BASIC WL (no
   * lines nor full VAT data); `zugferd-1`: ZUGFeRD 1.0; `unknown`: anything else.
   */
  kind:
    | 'xrechnung-3'
    | 'en16931'
    | 'en16931-based'
    | 'xrechnung-old'
    | 'not-invoice'
    | 'zugferd-1'
    | 'unknown';
}

const CEN = 'urn:cen.eu:en16931:2017';

const FACTUR_X: [RegExp, Specification][] = [
  [
    /^urn:(factur-x\.eu:1p0|zugferd\.de:2p0):minimum$/,
    { name: 'ZUGFeRD/Factur-X MINIMUM', kind: 'not-invoice' },
  ],
  [
    /^urn:(factur-x\.eu:1p0|zugferd\.de:2p0):basicwl$/,
    { name: 'ZUGFeRD/Factur-X BASIC WL', kind: 'not-invoice' },
  ],
  [
    /^urn:cen\.eu:en16931:2017#compliant#urn:(factur-x\.eu:1p0|zugferd\.de:2p0):basic$/,
    { name: 'ZUGFeRD/Factur-X BASIC', kind: 'en16931-based' },
  ],
  [
    /^urn:cen\.eu:en16931:2017#conformant#urn:(factur-x\.eu:1p0|zugferd\.de:2p0):extended$/,
    { name: 'ZUGFeRD/Factur-X EXTENDED', kind: 'en16931-based' },
  ],
  [/^urn:ferd:CrossIndustryDocument:invoice:1p0:(\w+)$/, { name: 'ZUGFeRD 1.0', kind: 'zugferd-1' }],
  [
    /^urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0$/,
    { name: 'Peppol BIS Billing 3.0', kind: 'en16931-based' },
  ],
  [
    /^urn:cen\.eu:en16931:2017#compliant#urn:xeinkauf\.de:kosit:xrechnung_3\.0(#.*)?$/,
    { name: 'XRechnung 3.0', kind: 'xrechnung-3' },
  ],
  [/xrechnung_(1\.\d+|2\.\d+)/, { name: 'XRechnung', kind: 'xrechnung-old' }],
];

/** The specification a BT-24 value names; `unknown` (with the value as its name) when none is known. */
export function specificationOf(bt24: string | undefined): Specification {
  const id = (bt24 ?? '').trim();
  if (id === CEN) return { name: 'EN 16931', kind: 'en16931' };
  for (const [pattern, spec] of FACTUR_X) {
    const m = pattern.exec(id);
    if (!m) continue;
    if (spec.kind === 'xrechnung-old') return { name: `XRechnung ${m[1]}`, kind: spec.kind };
    if (spec.kind === 'zugferd-1') return { name: `ZUGFeRD 1.0 ${m[1].toUpperCase()}`, kind: spec.kind };
    return spec;
  }
  return { name: id === '' ? '(none)' : id, kind: 'unknown' };
}
