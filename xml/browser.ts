/**
 * `@xr/xml/browser`: what runs in a browser page or worker, without Node — the verdict of
 * `xr validate` (`validateXml`, with the XML Schemas given by `provideXsdFiles`: the package ships
 * them in `xsd/`), the reader, and the invoice XML inside a ZUGFeRD / Factur-X PDF. Generation
 * and the HTML view need SaxonJS and Node: they are in the main entry only.
 */
export { XmlError } from './src/errors';
export { type ImportOptions, type InvoiceImport, importInvoiceXml } from './src/import';
export { isPdf, type PdfReadOptions, pdfInvoiceXml } from './src/reader/pdf-attachment';
export { MAX_XML_BYTES } from './src/safe-xml';
export { profileOfXml } from './src/validate/validate-profile';
export {
  type ValidateXmlOptions,
  validateXml,
  type XmlFinding,
  type XmlVerdict,
} from './src/validate/validate-xml';
export { provideXsdFiles } from './src/xsd';
