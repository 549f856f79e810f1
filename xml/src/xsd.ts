/**
 * XML Schema check of invoices against the XSDs that the KoSIT XRechnung configuration ships
 * (`../shared/xsd/`: UBL 2.1 Invoice and CreditNote, UN/CEFACT CII D16B).
 *
 * libxml2 (WebAssembly, `libxml2-wasm`) compiles each document schema once per process (about
 * 0.2 s each, on first use) and keeps it; a typical invoice is then checked in well under a
 * millisecond. The schemas' own `schemaLocation` imports are read from the folder while a schema
 * is compiled; afterwards no input provider is registered, so a checked document can never make
 * libxml2 read a file. Each document is checked against the schema of its root element.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type ErrorDetail,
  XmlDocument,
  type XmlError,
  XsdValidator,
  xmlCleanupInputProvider,
} from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

export const xsdDir = new URL('../../../shared/xsd/', import.meta.url);

const documentSchemas: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100':
    'cii-d16b/CrossIndustryInvoice_100pD16B.xsd',
};

const validators = new Map<string, XsdValidator>();

function validatorFor(namespace: string): XsdValidator | undefined {
  const cached = validators.get(namespace);
  if (cached) return cached;
  const file = documentSchemas[namespace];
  if (!file) return undefined;
  const path = fileURLToPath(new URL(file, xsdDir));
  xmlRegisterFsInputProviders();
  try {
    const schema = XmlDocument.fromBuffer(readFileSync(path), { url: path });
    const validator = XsdValidator.fromDoc(schema);
    validators.set(namespace, validator);
    return validator;
  } finally {
    xmlCleanupInputProvider();
  }
}

export interface XsdResult {
  valid: boolean;
  /** libxml2 messages, each as `line N: message`. */
  errors: string[];
}

function messages(details: ErrorDetail[] | undefined, fallback: string): string[] {
  if (!details?.length) return [fallback.trim()];
  return details.map((d) => `line ${d.line}: ${d.message.trim()}`);
}

/**
 * Checks one XML document against the schema of its root element: a text, or the bytes of a file
 * (libxml2 reads them as they are, in the encoding they declare, without the copy a text costs).
 */
export function validateXsdText(xml: string | Uint8Array): XsdResult {
  let doc: XmlDocument;
  try {
    doc = typeof xml === 'string' ? XmlDocument.fromString(xml) : XmlDocument.fromBuffer(xml);
  } catch (e) {
    const err = e as XmlError & { details?: ErrorDetail[] };
    return { valid: false, errors: messages(err.details, err.message) };
  }
  try {
    const root = doc.root;
    const validator = validatorFor(root.namespaceUri);
    if (!validator)
      return {
        valid: false,
        errors: [`line ${root.line}: no schema for root element {${root.namespaceUri}}${root.name}`],
      };
    validator.validate(doc);
    return { valid: true, errors: [] };
  } catch (e) {
    const err = e as XmlError & { details?: ErrorDetail[] };
    return { valid: false, errors: messages(err.details, err.message) };
  } finally {
    doc.dispose();
  }
}

/** Validates many XML texts; results are in the order of the input. */
export async function validateXsd(xmlTexts: string[]): Promise<XsdResult[]> {
  return xmlTexts.map(validateXsdText);
}
