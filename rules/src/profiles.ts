import type { BaseProfile, Family, Profile, Rule, Severity } from './types';

/**
 * The profiles (rules/LANGUAGE.md "Profiles"): two official rule sets and the editor's view of each.
 * `xrechnung`: XRechnung 3.0.x CIUS and extension as KoSIT's configuration judges them;
 * `en16931`: the CEN rules alone (KoSIT with `--allow-en16931`); `editor` = `xrechnung` + the spec's
 * own rules; `editor-en16931` = `en16931` + the spec's rules that are not for public buyers only.
 */
export const PROFILES: readonly Profile[] = ['xrechnung', 'en16931', 'editor', 'editor-en16931'];

/** The official rule set each profile starts from. */
export const BASE_PROFILE: Readonly<Record<Profile, BaseProfile>> = {
  xrechnung: 'xrechnung',
  en16931: 'en16931',
  editor: 'xrechnung',
  'editor-en16931': 'en16931',
};

export function isProfile(value: unknown): value is Profile {
  return typeof value === 'string' && (PROFILES as readonly string[]).includes(value);
}

/**
 * The profiles a family's rules run in by default: each base profile it declares and the editor
 * profile built on it. A family that declares none belongs to both official rule sets.
 */
export function familyProfiles(family: Pick<Family, 'profiles'> | undefined): Profile[] {
  const declared = family?.profiles ?? ['xrechnung', 'en16931'];
  const out = new Set<Profile>(declared);
  if (out.has('xrechnung')) out.add('editor');
  if (out.has('en16931')) out.add('editor-en16931');
  return PROFILES.filter((p) => out.has(p));
}

/** The profiles that run a rule: its own `profiles` when it names them, else its family's. */
export function ruleProfiles(rule: Rule, family: Pick<Family, 'profiles'> | undefined): Profile[] {
  return rule.profiles ? [...rule.profiles] : familyProfiles(family);
}

/** The rule's level in a profile: `levels` of its base profile where the official sets differ. */
export function ruleSeverity(rule: Rule, profile: Profile): Severity {
  return rule.levels?.[BASE_PROFILE[profile]] ?? rule.severity;
}

const XRECHNUNG_3 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
/** BT-24 values of KoSIT's XRechnung 3.0.x scenarios (CIUS, extension, clean vehicles), with a note. */
const XRECHNUNG_3_IDS = new Map<string, string | undefined>([
  [XRECHNUNG_3, undefined],
  [`${XRECHNUNG_3}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`, 'XRechnung 3.0 Extension'],
  [`${XRECHNUNG_3}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`, 'XRechnung 3.0 CVD'],
]);
export const EN16931_ID = 'urn:cen.eu:en16931:2017';

/** What a BT-24 value says about the profile that judges the document. */
export type SpecificationProfile = { profile: BaseProfile; note?: string } | { unknown: string };

/**
 * The profile that judges a document, from its specification identifier (BT-24), as KoSIT picks a
 * scenario: the value must equal one of the scenarios' identifiers exactly. XRechnung 3.0.x (CIUS,
 * extension, CVD) → `xrechnung`, `urn:cen.eu:en16931:2017` → `en16931`; anything else (Peppol BIS,
 * ZUGFeRD BASIC or EXTENDED, XRechnung 1.x/2.x, none) → `unknown` naming what was found.
 */
export function profileForSpecification(bt24: string | undefined): SpecificationProfile {
  if (bt24 !== undefined && XRECHNUNG_3_IDS.has(bt24)) {
    const note = XRECHNUNG_3_IDS.get(bt24);
    return note ? { profile: 'xrechnung', note } : { profile: 'xrechnung' };
  }
  if (bt24 === EN16931_ID) return { profile: 'en16931' };
  return { unknown: bt24 ?? '' };
}
