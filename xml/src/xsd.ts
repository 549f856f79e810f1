/**
 * XML Schema check of invoices against the XSDs that the KoSIT XRechnung configuration ships
 * (`../shared/xsd/`: UBL 2.1 Invoice and CreditNote, UN/CEFACT CII D16B).
 *
 * libxml2 (WebAssembly, `libxml2-wasm`) compiles each document schema once per process (about
 * 0.2 s each, on first use) and keeps it; a typical invoice is then checked in well under a
 * millisecond. The schemas' own `schemaLocation` imports are read from the folder while a schema
 * is compiled (from the folder in Node; in the browser as the caller gives them, `provideXsdFiles`);
 * afterwards no input provider is registered, so a checked document can never make
 * libxml2 read a file. Each document is checked against the schema of its root element.
 */
import {
  type ErrorDetail,
  XmlDocument,
  type XmlError,
  XsdValidator,
  xmlCleanupInputProvider,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

/** Where Node reads the schemas from (the folder beside the repository; `xsd/` in the built package). */
export const xsdDir = new URL('../../../shared/xsd/', import.meta.url);

const documentSchemas: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100':
    'cii-d16b/CrossIndustryInvoice_100pD16B.xsd',
};

/** The schema files by their path in the folder (`ubl-2.1/common/…`), where the caller gives them (the browser). */
let given: Map<string, Uint8Array> | undefined;

/**
 * Gives the XML Schemas to check against: every `.xsd` of the folder by its path in it (as
 * `ubl-2.1/maindoc/UBL-Invoice-2.1.xsd`). Needed where there is no file system (the browser);
 * Node reads them from the folder by itself. Call it before the first check.
 */
export function provideXsdFiles(files: Record<string, Uint8Array | string>): void {
  const encoder = new TextEncoder();
  given = new Map(
    Object.entries(files).map(([path, v]) => [path, typeof v === 'string' ? encoder.encode(v) : v]),
  );
  validators.clear();
}

type ReadFile = (url: URL) => Uint8Array;
const nodeFs = (
  globalThis as { process?: { getBuiltinModule?: (id: 'node:fs') => { readFileSync: ReadFile } } }
).process?.getBuiltinModule?.('node:fs');

/** A schema file by its path in the folder: given by the caller, else read from the folder (Node). */
function schemaFile(path: string): Uint8Array | undefined {
  if (given) return given.get(path);
  if (!nodeFs) throw new Error('no XML Schemas: call provideXsdFiles first (no file system here)');
  try {
    return nodeFs.readFileSync(new URL(path, xsdDir));
  } catch {
    return undefined;
  }
}

/** The schemas' own names: each file is named by its path in the folder under this root. */
const ROOT = '/xr-xsd/';
const inFolder = (name: string) => {
  const at = name.indexOf(ROOT);
  return at < 0 ? undefined : decodeURIComponent(name.slice(at + ROOT.length));
};

/** libxml2 reads a schema's imports (`schemaLocation`) through this, only while a schema is compiled. */
function registerSchemaFiles(): void {
  const open = new Map<number, { bytes: Uint8Array; at: number }>();
  let last = 0;
  xmlRegisterInputProvider({
    match: (name) => {
      const path = inFolder(name);
      return path !== undefined && schemaFile(path) !== undefined;
    },
    open: (name) => {
      const bytes = schemaFile(inFolder(name) ?? '');
      if (!bytes) return undefined;
      open.set(++last, { bytes, at: 0 });
      return last;
    },
    read: (fd, buf) => {
      const file = open.get(fd);
      if (!file) return -1;
      const part = file.bytes.subarray(file.at, file.at + buf.byteLength);
      buf.set(part);
      file.at += part.byteLength;
      return part.byteLength;
    },
    close: (fd) => open.delete(fd),
  });
}

const validators = new Map<string, XsdValidator>();

function validatorFor(namespace: string): XsdValidator | undefined {
  const cached = validators.get(namespace);
  if (cached) return cached;
  const file = documentSchemas[namespace];
  if (!file) return undefined;
  const bytes = schemaFile(file);
  if (!bytes) throw new Error(`XML Schema ${file} not found`);
  registerSchemaFiles();
  try {
    const schema = XmlDocument.fromBuffer(bytes, { url: `file://${ROOT}${file}` });
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
