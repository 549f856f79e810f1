/** The buyer and article directories (issue 16) in the OpenAPI document; bodies and answers inline. */
import type { Operation } from './operations';

type Schema = Record<string, unknown>;
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const BASE = 'https://schemas.xr-web-capture.example/invoice/';

/** Group schemas the directories' bodies use, as components (the client generator resolves them). */
export const directoryComponents = { Buyer: `${BASE}buyer.schema.json` };

const finding = {
  type: 'object',
  properties: { ruleId: str, severity: str, pointer: str, bt: str, message: str },
};
const stored = {
  id: { type: 'integer' },
  findings: { type: 'array', items: finding },
  flagged: { type: 'boolean' },
  createdDate: str,
  updatedDate: str,
};

export const buyerEntry = {
  type: 'object',
  required: ['BUYER'],
  properties: {
    customerNumber: str,
    recipientKind: { type: 'string', enum: ['public', 'business'] },
    Buyer_reference: str,
    BUYER: { $ref: `${BASE}buyer.schema.json` },
  },
};
const buyerAnswer = { ...buyerEntry, properties: { ...buyerEntry.properties, ...stored } };

export const articleEntry = {
  type: 'object',
  required: ['Item_name'],
  properties: {
    Item_name: str,
    Item_description: str,
    Item_Sellers_identifier: str,
    Invoiced_quantity_unit_of_measure_code: str,
    Item_net_price: {
      description: 'decimal: a number, or a string such as "12.50" (answers give a string)',
      type: ['string', 'number'],
    },
    Invoiced_item_VAT_category_code: str,
    Invoiced_item_VAT_rate: num,
  },
};
const articleAnswer = { ...articleEntry, properties: { ...articleEntry.properties, ...stored } };

const page = (row: Schema) => ({
  type: 'object',
  properties: {
    content: { type: 'array', items: row },
    totalElements: { type: 'integer' },
    page: { type: 'integer' },
    size: { type: 'integer' },
  },
});
const imported = { type: 'object', properties: { imported: { type: 'integer' } } };

function directory(name: 'buyers' | 'articles', label: string, entry: Schema, answer: Schema): Operation[] {
  const path = `/api/${name}`;
  return [
    {
      method: 'get',
      path,
      summary: `${label} directory: search (name, ids), one page`,
      query: ['search', 'page', 'size'],
      responseSchema: page(answer),
    },
    {
      method: 'post',
      path,
      summary: `Add a ${label.toLowerCase()} to the directory`,
      bodySchema: entry,
      responseSchema: answer,
    },
    {
      method: 'post',
      path: `${path}/import`,
      summary: `CSV import of ${name} (all rows or none; per-row errors)`,
      body: 'text/csv',
      responseSchema: imported,
    },
    {
      method: 'get',
      path: `${path}/export`,
      summary: `The ${name} directory as CSV in the import's format (export → import changes nothing)`,
      responseType: 'text/csv',
    },
    {
      method: 'get',
      path: `${path}/import-template`,
      summary: `A CSV template for the ${name} import: the header and one example row`,
      responseType: 'text/csv',
    },
    {
      method: 'get',
      path: `${path}/{id}`,
      summary: `A ${label.toLowerCase()} of the directory`,
      responseSchema: answer,
    },
    {
      method: 'put',
      path: `${path}/{id}`,
      summary: `Replace a ${label.toLowerCase()} of the directory`,
      bodySchema: entry,
      responseSchema: answer,
    },
    { method: 'delete', path: `${path}/{id}`, summary: `Delete a ${label.toLowerCase()} of the directory` },
  ];
}

export const directoryOperations: Operation[] = [
  ...directory('buyers', 'Buyer', buyerEntry, buyerAnswer),
  {
    method: 'post',
    path: '/api/buyers/from-invoice',
    summary: 'Add the buyer (BG-7, BT-10) of a stored or imported invoice to the directory',
    query: ['rechnungId'],
    responseSchema: buyerAnswer,
  },
  ...directory('articles', 'Article', articleEntry, articleAnswer),
];
