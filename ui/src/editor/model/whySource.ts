/**
 * "Warum?" in easy mode (issue 27): one sentence naming where a rule comes from instead of the
 * rule engine's trace (which stays for advanced mode). Sources by rule family: the German VAT Act
 * (§ 14 (4) UStG: the invoice's mandatory content), EN 16931 (BR-…, its XML syntax rules UBL-… and CII-…),
 * XRechnung by KoSIT (BR-DE*, BR-DEX, BR-TMP*), Peppol (PEPPOL-*), the capture's own checks.
 */
import { families } from '@xr/rules';

export type WhySource = 'ustg' | 'en16931' | 'syntax' | 'xrechnung' | 'peppol' | 'editor';

/** Rules that check what § 14 (4) UStG makes every invoice carry. */
const USTG_14 = new Set([
  'BR-02', // invoice number
  'BR-03', // issue date
  'BR-06', // seller's name
  'BR-07', // buyer's name
  'BR-08', // seller's address
  'BR-10', // buyer's address
  'BR-16', // what was supplied (at least one line)
  'BR-22', // quantity
  'BR-25', // kind of goods or service
  'BR-45', // net amount per rate
  'BR-46', // tax amount
  'BR-48', // tax rate
  'BR-DE-16', // tax number or VAT id
  'BR-DE-TMP-32', // date of supply
]);

let own: Set<string> | undefined;
function ownRules(): Set<string> {
  if (!own) {
    own = new Set();
    for (const family of families())
      if (family.profiles?.every((p) => p === 'editor' || p === 'editor-en16931'))
        for (const rule of family.rules ?? []) own.add(rule.id);
  }
  return own;
}

export function whySource(ruleId: string): WhySource {
  if (USTG_14.has(ruleId)) return 'ustg';
  if (ruleId.startsWith('PEPPOL-')) return 'peppol';
  if (/^BR-(DE|DEX|TMP)\b/.test(ruleId)) return 'xrechnung';
  if (/^(UBL|CII)-/.test(ruleId)) return 'syntax';
  if (ownRules().has(ruleId)) return 'editor';
  return 'en16931';
}
