/**
 * UBL Order (Peppol BIS Ordering 3) → a pre-filled invoice model, through the stylesheet
 * `xml/xslt/order-to-model.xsl` run by SaxonJS (Node only: saxon.ts reads the compiled stylesheet).
 */
import type { Invoice } from '@xr/generated';
import { type ImportOptions, type StylesheetResult, withDateCheck } from './import';
import { inSchemaOrder } from './model-order';
import { parseTree } from './reader/parse-tree';
import { checkedText, importError } from './safe-xml';
import { runTransform } from './saxon';

export interface OrderImport {
  invoice: Invoice;
  notes: string[];
}

function transform(name: string, text: string): StylesheetResult {
  let out: string;
  try {
    out = runTransform(name, { sourceText: text });
  } catch (e) {
    throw importError('technical', `${name}: ${(e as Error).message}`);
  }
  return JSON.parse(out) as StylesheetResult;
}

/** UBL Order (Peppol BIS Ordering 3) → a pre-filled invoice model and notes. */
export function importOrderXml(xml: string | Uint8Array, options: ImportOptions = {}): OrderImport {
  const text = checkedText(xml);
  // well-formed, no DOCTYPE, an Order: before the stylesheet's parser reads it
  parseTree(text, ['Order']);
  const result = transform('order-to-model', text);
  const notes = withDateCheck(result, options);
  return { invoice: inSchemaOrder(result.invoice), notes };
}
