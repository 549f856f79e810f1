/**
 * The verdict on one e-invoice XML (UBL Invoice, UBL CreditNote, CII), as the official validation
 * gives it: the XML Schema first (a file that fails it gets `XSD:schema` findings and nothing
 * else), then the model's rules (@xr/rules) on the imported invoice together with the XML-level
 * rules the model cannot carry (xml-syntax.ts). `xr validate` prints this verdict per file.
 *
 * `rulesVerdict` is the part after the XML Schema: the CLI's rules threads call it on files whose
 * schema another thread checks, so they never load libxml2.
 */
import { isCode } from '@xr/codelists';
import { BASE_PROFILE, evaluate, type Finding, type Profile, setCodeLookup } from '@xr/rules';
import { importInvoiceXml } from '../import';
import { profileOfXml, xmlFindingsFor } from './validate-profile';
import { schemaCheck } from './validate-xsd';
import { type Schematron, withoutStopped, xmlOwnedRulesOf, xmlSyntaxFindings } from './xml-syntax';

// code list rules (BR-CL-*) look codes up in the official lists of @xr/codelists
setCodeLookup(isCode);

/** One finding as `xr validate` prints it. */
export interface XmlFinding {
  ruleId: string;
  severity: string;
  pointer: string;
  bt: string;
  /** For a SCHEMATRON-PROCESSING-ERROR: the schematron that stops. */
  schematron?: Schematron;
  /** For NO-SCENARIO: what BT-24 names and what is needed. */
  message?: string;
}

export interface XmlVerdict {
  /** No finding of severity error. */
  valid: boolean;
  findings: XmlFinding[];
}

export interface ValidateXmlOptions {
  /**
   * The rules' profile (default: xrechnung, the official scenario); `auto`: the one the document's
   * BT-24 names, as KoSIT picks a scenario — any other BT-24 is the verdict NO-SCENARIO (validate-profile.ts).
   */
  profile?: Profile | 'auto';
}

const brief = (f: Finding): XmlFinding => ({
  ruleId: f.ruleId,
  severity: f.severity,
  pointer: f.pointer,
  bt: f.bt,
});

/** A verdict of one error: the input could not be checked (`INPUT`: not an invoice, not well-formed…). */
export const refused = (ruleId: string, message: string): XmlVerdict => ({
  valid: false,
  findings: [{ ruleId, severity: 'error', pointer: '', bt: message }],
});

/** The rules' verdict on an XML text that passed the XML Schema (throws when it cannot be imported). */
export function rulesVerdict(text: string, profile: Profile): XmlVerdict {
  const { invoice, syntax, tree } = importInvoiceXml(text, {
    keepTree: true,
    schemaOrder: false,
    notes: false,
  });
  // rules that count XML elements the model keeps once are decided on the XML below
  const findings = evaluate(invoice, {
    profile,
    syntax,
    skipRules: xmlOwnedRulesOf(tree, syntax),
    withoutParams: true,
  }).map(brief);
  // rules on the XML itself that the model cannot carry (repeated elements, sub lines, CII dates)
  // on the tree the import read: the text is parsed once; in EN 16931 without the XRechnung ones
  const syntaxFindings = xmlFindingsFor(xmlSyntaxFindings(tree ?? text, syntax), BASE_PROFILE[profile]);
  // a schematron that stops on a repeated single value (a processing error) reports nothing else
  const all = withoutStopped<XmlFinding>([...syntaxFindings, ...findings]);
  return { valid: !all.some((f) => f.severity === 'error'), findings: all };
}

/** A file's bytes as text (UTF-8; bytes that are not become U+FFFD, a byte order mark stays). */
const decode = (bytes: Uint8Array, fatal: boolean) =>
  new TextDecoder('utf-8', { fatal, ignoreBOM: true }).decode(bytes);

/**
 * The verdict on one XML document, given as text or as the bytes of a file: exactly the line
 * `xr validate` prints for it, without the file name.
 */
export async function validateXml(
  input: string | Uint8Array,
  { profile = 'xrechnung' }: ValidateXmlOptions = {},
): Promise<XmlVerdict> {
  let text: string;
  let schemaInput: string | Uint8Array = input;
  if (typeof input === 'string') text = input;
  else {
    try {
      text = decode(input, true);
    } catch {
      // not UTF-8: the schema is checked on the same text the import and the rules read
      text = decode(input, false);
      schemaInput = text;
    }
  }
  try {
    // the scenario first, as KoSIT: a BT-24 that names no profile is not checked further
    const used = profile === 'auto' ? profileOfXml(text) : profile;
    if (typeof used !== 'string') return used;
    const failed = (await schemaCheck())('', schemaInput);
    if (failed) return { valid: failed.valid, findings: failed.findings };
    return rulesVerdict(text, used);
  } catch (e) {
    return refused('INPUT', (e as Error).message);
  }
}
