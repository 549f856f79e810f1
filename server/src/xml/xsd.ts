/**
 * XML Schema check of invoices against the XSDs that the KoSIT XRechnung configuration ships
 * (`../shared/xsd/`: UBL 2.1 Invoice and CreditNote, UN/CEFACT CII D16B).
 *
 * xmllint-wasm costs about a quarter of a second per call, so every document of a batch goes
 * through ONE xmllint run: a small driver schema imports the three document schemas, so each
 * file is checked against the schema of its own root element.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

export const xsdDir = new URL('../../../../shared/xsd/', import.meta.url);

const documentSchemas: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'UBL-Invoice-2.1.xsd',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'UBL-CreditNote-2.1.xsd',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'CrossIndustryInvoice_100pD16B.xsd',
};
const driverName = 'xr-invoice-documents.xsd';

let schemaFiles: XMLFileInfo[] | undefined;

function listXsd(dir: URL): URL[] {
  return readdirSync(dir).flatMap((name) => {
    const url = new URL(name, dir);
    if (statSync(url).isDirectory()) return listXsd(new URL(`${name}/`, dir));
    return name.endsWith('.xsd') ? [url] : [];
  });
}

/** Every XSD in one flat folder (schemaLocation paths reduced to file names) plus the driver. */
function loadSchemas(): XMLFileInfo[] {
  if (schemaFiles) return schemaFiles;
  const files = listXsd(xsdDir).map((url) => ({
    fileName: url.pathname.slice(url.pathname.lastIndexOf('/') + 1),
    contents: readFileSync(url, 'utf8').replace(
      /schemaLocation="(?:[^"]*\/)?([^"/]+)"/g,
      'schemaLocation="$1"',
    ),
  }));
  const imports = Object.entries(documentSchemas)
    .map(([ns, file]) => `<xs:import namespace="${ns}" schemaLocation="${file}"/>`)
    .join('');
  files.push({
    fileName: driverName,
    contents: `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">${imports}</xs:schema>`,
  });
  schemaFiles = files;
  return files;
}

export interface XsdResult {
  valid: boolean;
  /** xmllint messages, each as `line N: message`. */
  errors: string[];
}

/** Validates many XML texts in one xmllint run; results are in the order of the input. */
export async function validateXsd(xmlTexts: string[]): Promise<XsdResult[]> {
  if (xmlTexts.length === 0) return [];
  const schemas = loadSchemas();
  const xml = xmlTexts.map((contents, i) => ({ fileName: `document-${i}.xml`, contents }));
  const bytes = xmlTexts.reduce((n, t) => n + t.length * 3, 0);
  // 64 KiB pages: room for the schemas (about 40 MiB parsed) plus the documents, several times over.
  const pages = Math.min(65536, 2048 + Math.ceil((bytes * 8) / 65536));
  const result = await validateXML({
    xml,
    schema: schemas.find((f) => f.fileName === driverName) as XMLFileInfo,
    preload: schemas.filter((f) => f.fileName !== driverName),
    initialMemoryPages: 1024,
    maxMemoryPages: pages,
  });
  const errors: string[][] = xmlTexts.map(() => []);
  for (const e of result.errors) {
    const m = e.loc?.fileName.match(/^document-(\d+)\.xml$/);
    if (m) errors[Number(m[1])].push(`line ${e.loc?.lineNumber}: ${e.message}`);
    else if (e.message.trim() && !/fails to validate$/.test(e.rawMessage)) {
      const whole = e.rawMessage.match(/document-(\d+)\.xml/);
      if (whole) errors[Number(whole[1])].push(e.message);
    }
  }
  // xmllint reports "document-N.xml fails to validate" on its own line; make sure such a file is invalid.
  for (const m of result.rawOutput.matchAll(/document-(\d+)\.xml fails to validate/g)) {
    const list = errors[Number(m[1])];
    if (list.length === 0) list.push('fails to validate');
  }
  return errors.map((list) => ({ valid: list.length === 0, errors: list }));
}
