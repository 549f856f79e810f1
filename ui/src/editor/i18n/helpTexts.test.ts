/**
 * Every property of the bundled invoice schema and of the master data schema has a help text in
 * German and English (`help.<Name>` in help.<locale>.json), short enough for the line under a field,
 * and the assembled messages (what the editor reads while help is shown) carry them. Easy mode's
 * help names no code list, standard or number of the standard (issue 27); advanced mode keeps them.
 */
import { bundledSchemas } from '@xr/generated';
import { describe, expect, it } from 'vitest';
import { intlFor, messages } from '../../i18n';
import { editorSchema } from '../model/invoiceSchema';
import { uiFor } from '../model/uiFor';
import { SCREEN_SECTIONS } from '../screens/screenDefs';
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

/** Names of code lists and standards a supplier in easy mode need not know. */
const JARGON = /\b(EAS|ICD|VATEX|UNTDID|ISO[ -]?\d+|UN\/ECE|Rec\.?[ -]20|B[TG]-\d+)|urn:/i;
/** An example given as a code the choice no longer shows: "S für Normalsatz", "380 Rechnung", "H87 Stück". */
const CODE_EXAMPLE =
  /\b(S|Z|E|AE|FC|95|5[89]|38[0149]|H87|HUR|KGM|AAI|DE|EUR|EM|0204) (für |for )?[A-Za-zÄÖÜäöü]/;

/** Every help text shown on a form built from `schema`, with its field's name. */
function shownHelp(ui: Json, out: [string, string][] = [], name = ''): [string, string][] {
  const help = ui?.['ui:options']?.help;
  if (typeof help === 'string') out.push([name, help]);
  for (const [k, v] of Object.entries<Json>(ui ?? {})) if (!k.startsWith('ui:')) shownHelp(v, out, k);
  return out;
}

describe('help texts in easy mode', () => {
  // the easy schema without the sections only advanced mode shows (process control: BT-23/24)
  const hidden = Object.values(SCREEN_SECTIONS)
    .flat()
    .filter((s) => s?.advancedOnly)
    .map((s) => s?.path.at(-1) ?? '');
  const easy = editorSchema(true);
  const shown = { ...easy, properties: { ...easy.properties } };
  for (const h of hidden) delete shown.properties[h];

  it('name no code list, standard or number of the standard, in German and English', () => {
    expect(hidden).toContain('PROCESS_CONTROL');
    for (const locale of ['de', 'en'] as const) {
      const texts = shownHelp(uiFor(intlFor(locale), shown, 'Invoice', { helpVisible: true, easy: true }));
      expect(texts.length, locale).toBeGreaterThan(100);
      expect(
        texts.filter(([, t]) => JARGON.test(t) || CODE_EXAMPLE.test(t)),
        locale,
      ).toEqual([]);
    }
  });

  it('say what to enter with an example, where advanced mode names the code list', () => {
    const help = (easyMode: boolean, locale: 'de' | 'en') =>
      new Map(shownHelp(uiFor(intlFor(locale), shown, 'Invoice', { helpVisible: true, easy: easyMode })));
    expect(help(true, 'de').get('Seller_country_code')).toBe('Ihr Land, z. B. Deutschland.');
    expect(help(true, 'en').get('Invoice_currency_code')).toBe(
      'Currency of all amounts in the invoice, usually euro.',
    );
    expect(help(false, 'de').get('Seller_country_code')).toMatch(/ISO-3166.*BT-40/);
    expect(help(false, 'en').get('Buyer_electronic_address_Scheme_identifier')).toMatch(/EAS code.*BT-49-1/);
  });
});
