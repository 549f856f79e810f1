/**
 * Every property of the bundled invoice schema and of the master data schema has a help text in
 * German and English (`help.<Name>` in help.<locale>.json), short enough for the line under a field,
 * and the assembled messages (what the editor reads while help is shown) carry them.
 */
import { bundledSchemas } from '@xr/generated';
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n';
import '../model/uiFor';
import { editorSchema } from '../model/invoiceSchema';
import type { Json } from '../state/types';
import de from './de.json';
import en from './en.json';
import helpDe from './help.de.json';
import helpEn from './help.en.json';

function propertyNames(schema: Json, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return out;
  for (const [name, sub] of Object.entries<Json>(schema.properties ?? {})) {
    // a { Content } wrapper shows as one field: its text lives under the wrapper's name
    if (name !== 'Content') out.add(name);
    propertyNames(sub, out);
  }
  if (schema.items) propertyNames(schema.items, out);
  for (const key of ['oneOf', 'anyOf', 'allOf']) for (const sub of schema[key] ?? []) propertyNames(sub, out);
  return out;
}

const invoiceNames = propertyNames(editorSchema(false));
const names = [...propertyNames(bundledSchemas.masterData as Json, new Set(invoiceNames))].sort();
const help = { de: helpDe as Record<string, string>, en: helpEn as Record<string, string> };

describe('help texts of the editor fields', () => {
  it('covers the invoice and the master data schema', () => {
    expect(invoiceNames.size).toBeGreaterThan(200);
    expect(names).toEqual(expect.arrayContaining(['Buyer_reference', 'Version', 'Item_net_price']));
  });

  it('has a non-empty German and English help text for every property', () => {
    for (const locale of ['de', 'en'] as const) {
      const missing = names.filter((n) => !help[locale][`help.${n}`]?.trim());
      expect(missing, locale).toEqual([]);
    }
  });

  it('keeps every text at most 200 characters and different between the languages', () => {
    for (const locale of ['de', 'en'] as const) {
      const long = Object.entries(help[locale]).filter(([, text]) => text.length > 200);
      expect(long, locale).toEqual([]);
    }
    const untranslated = names.filter((n) => help.de[`help.${n}`] === help.en[`help.${n}`]);
    expect(untranslated).toEqual([]);
  });

  it('keeps each help key in one file only and reaches the assembled messages', () => {
    const both = Object.keys({ ...de, ...en }).filter((k) => k.startsWith('help.'));
    expect(both).toEqual([]);
    expect(Object.keys(help.de).sort()).toEqual(Object.keys(help.en).sort());
    expect(messages.de['help.Payment_due_date']).toBe(help.de['help.Payment_due_date']);
    expect(messages.en['help.Payment_due_date']).toBe(help.en['help.Payment_due_date']);
  });
});
