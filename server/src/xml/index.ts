/**
 * The XML part of the server (CONTRACTS.md): generation, import, HTML view, XSD check,
 * specification identifier and the error type. Other packages import from here only.
 */
export { XmlError } from './errors.ts';
export {
  type GeneratedXml,
  type GenerateOptions,
  generateXml,
  type Syntax,
  type XmlKind,
} from './generate.ts';
export { renderHtml } from './html.ts';
export {
  type ImportOptions,
  type InvoiceImport,
  importInvoiceXml,
  importOrderXml,
  type OrderImport,
} from './import.ts';
export { checkXml, importMessages, MAX_XML_BYTES } from './safe-xml.ts';
export { specificationIdentifier } from './spec-version.ts';
export { validateXsd, type XsdResult } from './xsd.ts';
