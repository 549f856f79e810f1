import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledSchemas } from '../../generated/index';
import type { JsonObject } from '../scripts/load';

const WIDGETS = new Set([
  'codelist',
  'unit',
  'amount',
  'unitPrice',
  'quantity',
  'percent',
  'vat',
  'date',
  'iban',
  'leitwegId',
  'textarea',
]);
const INPUT_TYPES = new Set(['email', 'tel']);
const SCREENS = [
  'SummaryView',
  'DataView',
  'SellerInformationView',
  'BuyerInformationView',
  'DeliveryInformationView',
  'InvoiceLines',
  'DocumentTotalsView',
  'PaymentDataView',
  'AdditionalSupportingDocumentsView',
  'ValidateView',
  'SellerTaxRepresentativePartyInformationView',
  'VatBreakdownView',
  'MasterdataView',
];
const dir = new URL('../ui/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function schemaAt(root: JsonObject, path: string[]): JsonObject {
  const defs = (root.definitions ?? {}) as Record<string, JsonObject>;
  const deref = (s: JsonObject): JsonObject =>
    typeof s.$ref === 'string' ? { ...defs[s.$ref.replace('#/definitions/', '')], ...s } : s;
  let s = deref(root);
  for (const p of path) {
    s = deref((p === '*' ? s.items : (s.properties as Record<string, JsonObject>)?.[p]) as JsonObject);
    if (!s) throw new Error(`no schema at ${path.join('/')}`);
  }
  return s;
}

/** Every non-`ui:` key of a ui schema names a property of the schema at that place. */
function checkUi(ui: JsonObject, schema: JsonObject, where: string, problems: string[]) {
  const s = schemaAt(schema, []);
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && !WIDGETS.has(String(value)))
      problems.push(`${where}: unknown widget ${value}`);
    if (key === 'ui:inputType' && !INPUT_TYPES.has(String(value)))
      problems.push(`${where}: unknown input type ${value}`);
    if (key === 'ui:order') {
      const props = Object.keys((s.properties ?? {}) as object);
      for (const name of value as string[])
        if (name !== '*' && !props.includes(name)) problems.push(`${where}: ui:order names ${name}`);
    }
    if (key.startsWith('ui:')) continue;
    const child = key === 'items' ? s.items : (s.properties as Record<string, JsonObject> | undefined)?.[key];
    if (!child) {
      problems.push(`${where}/${key} is no property`);
      continue;
    }
    checkUi(
      value as JsonObject,
      { ...(child as JsonObject), definitions: schema.definitions },
      `${where}/${key}`,
      problems,
    );
  }
}

describe('ui schemas (schemas/ui)', () => {
  it('one file per editor screen of spec §2 and the master data screen', () => {
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...SCREENS].sort());
  });

  it.each(files)('%s names only existing sections, properties and known widgets', (file) => {
    const doc = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
    const root = (
      file === 'MasterdataView.json' ? bundledSchemas.masterData : bundledSchemas.invoice
    ) as JsonObject;
    const problems: string[] = [];
    for (const section of doc.sections as { key: string; path: string[]; fields?: string[] }[]) {
      const at = { ...schemaAt(root, section.path), definitions: root.definitions } as JsonObject;
      for (const f of section.fields ?? []) {
        if (!Object.hasOwn((at.properties as object) ?? {}, f)) problems.push(`${section.key}: field ${f}`);
      }
      expect(doc[section.key], `section ${section.key} has a ui schema`).toBeTypeOf('object');
      checkUi(doc[section.key], at, section.key, problems);
    }
    expect(problems).toEqual([]);
  });
});
