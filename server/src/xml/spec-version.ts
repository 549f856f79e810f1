/**
 * Specification identifier (BT-24) per XRechnung version, and the version valid on an issue date
 * (spec §9 validity table). Whatever the version, the business rules applied are the
 * XRechnung 3.0.2 ones (rules/): the identifier only tells the receiver which version was meant.
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

/** Last issue date of each older version (spec §9); later dates get 3.0. */
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

/** The version valid on an issue date (yyyy-mm-dd); 3.0 without a date. */
export function versionForDate(issueDate: string | undefined): string {
  if (!issueDate) return '3.0';
  for (const [version, until] of validUntil) if (issueDate <= until) return version;
  return '3.0';
}

/** BT-24 for a version (or the one valid on the issue date), the extension when third-party payments exist. */
export function specificationIdentifier(
  version: string | undefined,
  issueDate: string | undefined,
  hasThirdPartyPayments: boolean,
): string {
  const family = version ? versionFamily(version) : versionForDate(issueDate);
  if (!family) throw generateError('unknownSpecVersion', version);
  if (hasThirdPartyPayments) return extensions[family] ?? extensions['3.0'];
  return identifiers[family];
}

/** True when a BT-24 value names the XRechnung Extension. */
export function isExtensionIdentifier(identifier: string): boolean {
  return identifier.includes(':extension:');
}
