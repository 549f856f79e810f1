/**
 * @xr/xml (CONTRACTS.md): generation, import, HTML view, XSD check,
 * specification identifier and the error type. Other packages import from here only.
 */
export { decodeXml, EncodingError } from './decode-xml';
export { XmlError } from './errors';
export {
  type GeneratedXml,
  type GenerateOptions,
  generateXml,
  generationProfile,
  type Syntax,
  type XmlKind,
} from './generate';
export { renderHtml } from './html';
export {
  type ImportOptions,
  type InvoiceImport,
  importInvoiceXml,
} from './import';
export { importOrderXml, type OrderImport } from './import-order';
export { importMessages, MAX_XML_BYTES } from './safe-xml';
export {
  EN16931_IDENTIFIER,
  type GenerationProfile,
  profileOfSpecification,
  specificationIdentifier,
} from './spec-version';
export { importXml, type XmlImport } from './validate/import-xml';
export { profileOfXml, specificationIdOf, xmlFindingsFor } from './validate/validate-profile';
export {
  type ValidateXmlOptions,
  validateXml,
  type XmlFinding,
  type XmlVerdict,
} from './validate/validate-xml';
export type { SyntaxFinding } from './validate/xml-syntax';
export { provideXsdFiles, validateXsd, type XsdResult } from './xsd';
