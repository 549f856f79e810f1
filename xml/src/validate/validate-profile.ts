// The profile an XML invoice is judged by when none is forced (`xr validate` without `--profile`,
// validateXml with `profile: 'auto'`), picked from its BT-24 as KoSIT picks a scenario (@xr/rules
// `profileForSpecification`), and the XML-level findings of the EN 16931 profile: the rules of the
// XRechnung schematron left out, the CEN's own levels where KoSIT's XRechnung configuration changes them.
import { type BaseProfile, defaultEngine, profileForSpecification, specificationOf } from '@xr/rules';
import type { Line } from './validate-xsd';
import { isXrechnungSchematronId, type Schematron } from './xml-syntax';

/** The rule id of a file whose BT-24 names no profile (the official validator's id for it). */
export const NO_SCENARIO = 'NO-SCENARIO';

/**
 * BT-24 as written: the text of UBL `cbc:CustomizationID` or of CII
 * `GuidelineSpecifiedDocumentContextParameter/ram:ID` (the first one), undefined when there is none.
 * Read on the text, before the XML Schema, as KoSIT matches a scenario before it checks anything.
 */
export function specificationIdOf(xml: string): string | undefined {
  const root = /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(xml)?.[1];
  const m =
    root === 'CrossIndustryInvoice'
      ? /<(?:[\w.-]+:)?GuidelineSpecifiedDocumentContextParameter(?:\s[^>]*)?>\s*(?:<(?:[\w.-]+:)?ID(?:\s[^>]*)?>([^<]*)<\/)?/.exec(
          xml,
        )
      : /<(?:[\w.-]+:)?CustomizationID(?:\s[^>]*)?>([^<]*)<\//.exec(xml);
  return m?.[1];
}

/** Documents KoSIT has scenarios for; any other XML is left to the import, which names it. */
const INVOICE_ROOT = /<(?![?!])(?:[\w.-]+:)?(Invoice|CreditNote|CrossIndustryInvoice)[\s>/]/;

/**
 * The base profile a file's BT-24 selects, or its line when none does: INVALID with one finding
 * that names the specification found and what `xr validate` judges.
 */
export function profileOfFile(file: string, xml: string): BaseProfile | Line {
  const picked = profileOfXml(xml);
  return typeof picked === 'string' ? picked : { file, ...picked };
}

/** profileOfFile without a file name: the base profile, or the verdict NO-SCENARIO. */
export function profileOfXml(xml: string): BaseProfile | Omit<Line, 'file'> {
  const root = /<(?![?!])[^>]*/.exec(xml)?.[0] ?? '';
  if (!INVOICE_ROOT.test(`${root} `)) return 'xrechnung';
  const bt24 = specificationIdOf(xml);
  const picked = profileForSpecification(bt24);
  if ('profile' in picked) return picked.profile;
  const spec = specificationOf(bt24);
  const found =
    spec.kind === 'unknown' ? `BT-24 ${JSON.stringify(bt24 ?? '')}` : `${spec.name} (BT-24 ${bt24})`;
  return {
    valid: false,
    findings: [
      {
        ruleId: NO_SCENARIO,
        severity: 'error',
        pointer: '/PROCESS_CONTROL/Specification_identifier',
        bt: 'BT-24',
        message: `${found} is no profile xr validate judges: it needs BT-24 of XRechnung 3.0 (urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0) or EN 16931 (urn:cen.eu:en16931:2017), or --profile xrechnung|en16931 to judge it by one of them`,
      },
    ],
  };
}

/** The CEN's own level of the XML-level rules that KoSIT's XRechnung configuration raises to errors. */
const CEN_WARNINGS = new Set(['UBL-CR-646', 'CII-SR-452', 'CII-SR-453', 'CII-SR-454']);

let levels: Map<string, 'error' | 'warning'> | undefined;
/** Rule id → its level in EN 16931 where the families give it one (`levels`). */
function en16931Levels(): Map<string, 'error' | 'warning'> {
  if (!levels) {
    levels = new Map();
    for (const c of defaultEngine().rules) {
      const level = c.rule.levels?.en16931;
      if (level) levels.set(c.rule.id, level);
    }
  }
  return levels;
}

/**
 * The XML-level findings (xml-syntax.ts) as the EN 16931 profile has them: without the XRechnung
 * schematron's rules (nor its processing stop), at the CEN's levels. The XRechnung profile keeps them.
 */
export function xmlFindingsFor<F extends { ruleId: string; severity: string; schematron?: Schematron }>(
  findings: F[],
  profile: BaseProfile,
): F[] {
  if (profile === 'xrechnung') return findings;
  const out: F[] = [];
  for (const f of findings) {
    if (f.schematron === 'xrechnung' || isXrechnungSchematronId(f.ruleId)) continue;
    const level = CEN_WARNINGS.has(f.ruleId) ? 'warning' : en16931Levels().get(f.ruleId);
    out.push(level && level !== f.severity ? { ...f, severity: level } : f);
  }
  return out;
}
