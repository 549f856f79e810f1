/**
 * Every property of the bundled invoice schema has a field label in German and English
 * (`field.<Name>`), and the German one is a real text, not the English placeholder the editor
 * would otherwise show (the property name with spaces).
 */
import { describe, expect, it } from 'vitest';
import { fieldLabelId } from '../model/fieldLabelId';
import { editorSchema } from '../model/invoiceSchema';
import { humanize } from '../model/uiFor';
import type { Json } from '../state/types';
import de from './de.json';
import en from './en.json';

function propertyNames(schema: Json, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return out;
  for (const [name, sub] of Object.entries<Json>(schema.properties ?? {})) {
    out.add(name);
    propertyNames(sub, out);
  }
  if (schema.items) propertyNames(schema.items, out);
  for (const key of ['oneOf', 'anyOf', 'allOf']) for (const sub of schema[key] ?? []) propertyNames(sub, out);
  return out;
}

const names = [...propertyNames(editorSchema(false))].sort();
const catalogues = { de: de as Record<string, string>, en: en as Record<string, string> };

describe('field labels of the invoice schema', () => {
  it('covers the whole schema, the late extension properties included', () => {
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual(
      expect.arrayContaining([
        'Seller_contact_department',
        'Buyer_contact_department',
        'Payment_account_identifier_Proprietary',
        'Bank_assigned_creditor_identifier_Party',
      ]),
    );
  });

  it('has a German and an English label for every property', () => {
    for (const locale of ['de', 'en'] as const) {
      const missing = names.filter((n) => !catalogues[locale][`field.${n}`]?.trim());
      expect(missing, locale).toEqual([]);
    }
  });

  it('has German labels that are not the English placeholder', () => {
    const placeholders = names.filter((n) => catalogues.de[`field.${n}`] === humanize(n));
    expect(placeholders).toEqual([]);
  });

  it("has English labels in plain words, not the standard's terms (issue 27)", () => {
    // the standard's terms start with the party or level ("Seller tax registration identifier",
    // "Document level allowance amount") or name a scheme identifier; "Buyer reference (Leitweg-ID)"
    // is the word suppliers use
    const term =
      /^(Seller|Buyer|Payee|Deliver to|Document level|Invoice line|Tax representative) (?!reference \(Leitweg-ID\))[a-z]|scheme identifier$/i;
    const raw = names.filter((n) => term.test(catalogues.en[`field.${n}`] ?? ''));
    expect(raw).toEqual([]);
    expect(catalogues.en['field.Seller_tax_registration_identifier']).toBe("Seller's tax number");
  });

  it('has a plain label in easy mode for every label that names a code (issue 27)', () => {
    // "Code der Zahlungsart" is the standard's term: advanced mode keeps it, easy mode says "Zahlungsart"
    for (const locale of ['de', 'en'] as const) {
      const messages = catalogues[locale];
      const coded = names.filter((n) => /\bcode\b/i.test(messages[`field.${n}`] ?? ''));
      expect(coded.length, locale).toBeGreaterThan(5);
      const easy = coded.map((n) => messages[fieldLabelId(messages, n, true) ?? ''] ?? '');
      expect(
        easy.filter((label) => !label || /\bcode\b/i.test(label)),
        locale,
      ).toEqual([]);
      expect(
        coded.map((n) => fieldLabelId(messages, n)),
        locale,
      ).toEqual(coded.map((n) => `field.${n}`));
    }
    expect(catalogues.de[fieldLabelId(catalogues.de, 'Payment_means_type_code', true) ?? '']).toBe(
      'Zahlungsart',
    );
    expect(catalogues.en[fieldLabelId(catalogues.en, 'Payment_means_type_code', true) ?? '']).toBe(
      'Payment method',
    );
  });
});
