/**
 * An e-invoice XML taken into the model, with the verdict of the XML-level rules on the document
 * itself (the rules the model cannot carry: repeated elements, sub lines, CII dates, totals at the
 * XML's precision, the official warning table). Their errors are the official validator's errors:
 * a caller that takes the invoice in (the server's import) refuses the file on them.
 */
import { type ImportOptions, type InvoiceImport, importInvoiceXml } from '../import';
import { type SyntaxFinding, withoutStopped, xmlOwnedRulesOf, xmlSyntaxFindings } from './xml-syntax';

export interface XmlImport extends InvoiceImport {
  /** The XML-level findings, errors and warnings, as `xr validate` reports them. */
  xmlFindings: SyntaxFinding[];
  /**
   * The model's rules these findings decide (the `skipRules` of `evaluate` on `invoice`): a rule
   * the XML decides is reported once, as by `xr validate`.
   */
  xmlOwnedRules: ReadonlySet<string>;
}

/** importInvoiceXml and the XML-level findings of the same parse (throws XmlError when refused). */
export function importXml(xml: string | Uint8Array, options: ImportOptions = {}): XmlImport {
  const { tree, ...imported } = importInvoiceXml(xml, { ...options, keepTree: true });
  if (!tree) throw new Error('importInvoiceXml answered no tree');
  const xmlFindings = withoutStopped(xmlSyntaxFindings(tree, imported.syntax));
  const xmlOwnedRules = xmlOwnedRulesOf(tree, imported.syntax);
  return options.keepTree
    ? { ...imported, tree, xmlFindings, xmlOwnedRules }
    : { ...imported, xmlFindings, xmlOwnedRules };
}
