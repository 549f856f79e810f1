/**
 * Specification identifier (BT-24) per XRechnung version, and the version valid on a date
 * (spec §9 validity table). The validity dates say when receiving platforms accept a version, so
 * the preset is the version valid on the day of generation, never the invoice's issue date; an
 * older version only when asked for, with a warning. Whatever the version, the business rules
 * applied are the XRechnung 3.0.2 ones (rules/): the identifier only tells the receiver which
 * version was meant.
 */
import { generateError } from './errors';

/** BT-23 when the invoice names no business process. */
export const defaultBusinessProcess = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const identifiers: Record<string, string> = {
  '3.0': 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  '2.3': 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3',
  '2.2': 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.2',
  '2.1': 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.1',
  '2.0': 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.0',
  '1.2': 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_1.2',
};

/**
 * The XRechnung Extension (third-party payments). The identifier is the one the KoSIT validator
 * configuration and the test suite use: the CIUS identifier followed by `#conformant#` and the
 * extension URN. Versions before 2.3 had no extension: they get the 3.0 one.
 */
const extensions: Record<string, string> = {
  '3.0': `${identifiers['3.0']}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`,
  '2.3': `${identifiers['2.3']}#conformant#urn:xoev-de:kosit:extension:xrechnung_2.3`,
};

/**
 * The BT-24 values current receiving platforms accept: those the official KoSIT validator
 * configuration for XRechnung 3.0.2 has a scenario for (CIUS, Extension, CVD). Any other value
 * is refused there with NO-SCENARIO.
 */
const acceptedToday = new Set([
  identifiers['3.0'],
  extensions['3.0'],
  `${identifiers['3.0']}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`,
]);

/** True when current receiving platforms accept this BT-24 value. */
export function isAcceptedToday(identifier: string): boolean {
  return acceptedToday.has(identifier.trim());
}

/** The day of generation (UTC, yyyy-mm-dd). */
export function generationDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Last day of validity of each older version (spec §9); later dates get 3.0. */
const validUntil: [string, string][] = [
  ['1.2', '2020-12-31'],
  ['2.0', '2022-01-31'],
  ['2.1', '2022-07-31'],
  ['2.2', '2023-07-31'],
  ['2.3', '2024-01-31'],
];

/** '3.0.2' → '3.0', '2.3.1' → '2.3', '1.2.2' → '1.2'; undefined when the version is unknown. */
export function versionFamily(version: string): string | undefined {
  const m = version.trim().match(/^(\d+)\.(\d+)(?:\.\d+)?$/);
  const family = m ? `${m[1]}.${m[2]}` : undefined;
  return family && family in identifiers ? family : undefined;
}

/** The version valid on a date (yyyy-mm-dd); 3.0 without a date. */
export function versionForDate(date: string | undefined): string {
  if (!date) return '3.0';
  for (const [version, until] of validUntil) if (date <= until) return version;
  return '3.0';
}

/**
 * BT-24 for a version (or the one valid on the given date, normally the day of generation), the
 * extension when third-party payments exist.
 */
export function specificationIdentifier(
  version: string | undefined,
  date: string | undefined,
  hasThirdPartyPayments: boolean,
): string {
  const family = version ? versionFamily(version) : versionForDate(date);
  if (!family) throw generateError('unknownSpecVersion', version);
  if (hasThirdPartyPayments) return extensions[family] ?? extensions['3.0'];
  return identifiers[family];
}

/** True when a BT-24 value names the XRechnung Extension. */
export function isExtensionIdentifier(identifier: string): boolean {
  return identifier.includes(':extension:');
}

export interface SpecificationNotice {
  key: string;
  de: string;
  en: string;
}

/** An explicitly chosen version that current receiving platforms refuse. */
export function outdatedVersionNotice(identifier: string): SpecificationNotice {
  return {
    key: 'message.xml.generate.outdated_spec_version',
    de: `Die gewählte XRechnung-Version (${identifier}) wird von den Empfangsplattformen heute nicht mehr angenommen; die Rechnung wird voraussichtlich abgewiesen.`,
    en: `The chosen XRechnung version (${identifier}) is no longer accepted by receiving platforms today; the invoice will likely be refused.`,
  };
}

/** The invoice's own identifier replaced because current platforms would refuse it. */
export function replacedIdentifierNotice(own: string, used: string): SpecificationNotice {
  return {
    key: 'message.xml.generate.spec_identifier_replaced',
    de: `Die Spezifikationskennung der Rechnung (${own}) wird heute nicht mehr angenommen; geschrieben wurde ${used}.`,
    en: `The invoice's specification identifier (${own}) is no longer accepted today; ${used} was written instead.`,
  };
}
