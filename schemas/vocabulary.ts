import type { KeywordDefinition } from 'ajv';

/** The `x-*` metadata keywords of the model (schemas/MODEL.md). Annotations only: they never
 * change what validates, but their values are checked, so a typo in a schema fails loudly. */
export const X_FORMATS = ['amount', 'unitPrice', 'quantity', 'percent', 'date'] as const;
export type XFormat = (typeof X_FORMATS)[number];

export const xVocabulary: KeywordDefinition[] = [
  { keyword: 'x-bt', metaSchema: { type: 'string', pattern: '^(BT|BG)-(DEX-)?[0-9]+(-[0-9]+)?$' } },
  { keyword: 'x-advanced', metaSchema: { type: 'boolean' } },
  { keyword: 'x-ubl-only', metaSchema: { type: 'boolean' } },
  { keyword: 'x-extension', metaSchema: { type: 'boolean' } },
  // letter texts of the printed invoice (introduction, closing): no EN 16931 term, never in the XML
  { keyword: 'x-letter', metaSchema: { type: 'boolean' } },
  { keyword: 'x-codelist', metaSchema: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' } },
  { keyword: 'x-format', metaSchema: { enum: [...X_FORMATS] } },
];
