/**
 * Builds the rjsf ui schema of a form from its JSON Schema: translated titles (`field.<Name>`),
 * the widget for each field from the model's metadata, help texts, read-only computed values.
 * A screen's ui schema from `schemas/ui/` is merged over the result (it wins).
 */
import '../i18n/help';
import type { IntlShape } from 'react-intl';
import type { Json } from '../state/types';
import { fieldLabelId } from './fieldLabelId';

const TEXTAREAS = new Set([
  'Invoice_note',
  'Payment_terms',
  'Item_description',
  'Invoice_line_note',
  'Supporting_document_description',
  'Seller_additional_legal_information',
  'Third_party_payment_description',
  'Payment_means_text',
  'Introduction_text',
  'Closing_text',
]);
const IBANS = new Set(['Payment_account_identifier', 'Debited_account_identifier']);
const COMPUTED = new Set([
  'Sum_of_Invoice_line_net_amount',
  'Sum_of_allowances_on_document_level',
  'Sum_of_charges_on_document_level',
  'Invoice_total_amount_without_VAT',
  'Invoice_total_VAT_amount',
  'Invoice_total_amount_with_VAT',
  'Amount_due_for_payment',
  'Invoice_line_net_amount',
  'VAT_category_taxable_amount',
  'VAT_category_tax_amount',
]);

/**
 * Technical fields a supplier need not see in easy mode (issue 27): the VAT accounting currency
 * (BT-6, kept equal to the invoice currency) and its total (BT-111). Advanced mode shows them.
 * Merged over a screen's ui schema (which names their widgets) in easy mode.
 */
export const EASY_MODE_UI: Json = {
  VAT_accounting_currency_code: { 'ui:widget': 'hidden' },
  Invoice_total_VAT_amount_in_accounting_currency: { 'ui:widget': 'hidden' },
};

/** The spec's restrictions of code lists in the editor (spec §9). */
const RESTRICTED_LISTS: Record<string, string> = {
  Invoice_type_code: 'EDITOR_INVOICE_TYPES',
  Invoice_currency_code: 'ALLOWED_CURRENCIES',
  VAT_accounting_currency_code: 'ALLOWED_CURRENCIES',
  Payment_means_type_code: 'EDITOR_PAYMENT_MEANS',
};

export function humanize(name: string): string {
  const text = name.replace(/_/g, ' ').trim();
  return (
    text.charAt(0).toUpperCase() +
    text
      .slice(1)
      .toLowerCase()
      .replace(/\bvat\b/g, 'VAT')
  );
}

export function fieldLabel(intl: IntlShape, name: string, easy = false): string {
  const id = fieldLabelId(intl.messages, name, easy);
  return id ? intl.formatMessage({ id }) : humanize(name);
}

export function widgetFor(name: string, schema: Json): string | undefined {
  if (name === 'Buyer_reference') return 'leitwegId';
  if (IBANS.has(name)) return 'iban';
  if (schema['x-codelist'] === 'UNECE_REC20' && schema.type === 'string') return 'unit';
  if (schema['x-codelist'] && schema.type === 'string') return 'codelist';
  const format = schema['x-format'] ?? schema.format;
  if (format === 'date') return 'date';
  if (/VAT_rate$|VAT_category_rate$/.test(name)) return 'vat';
  if (format === 'amount' || format === 'unitPrice' || format === 'quantity' || format === 'percent')
    return format;
  if (schema.type === 'number' || schema.type === 'integer') return 'amount';
  if (TEXTAREAS.has(name)) return 'textarea';
  if (format === 'email' || /_email_address$/.test(name)) return 'email';
  return undefined;
}

export interface UiOptions {
  helpVisible: boolean;
  /** easy mode: help texts without BT ids, technical fields hidden (advanced mode shows both) */
  easy?: boolean;
  readonly?: boolean;
}

export function uiFor(intl: IntlShape, schema: Json, name: string, options: UiOptions): Json {
  const ui: Json = { 'ui:title': fieldLabel(intl, name, options.easy) };
  if (schema.type === 'object') {
    for (const [k, v] of Object.entries<Json>(schema.properties ?? {})) ui[k] = uiFor(intl, v, k, options);
    // a { Content } wrapper shows as one field with the wrapper's label
    if (schema.properties?.Content)
      ui.Content = { ...ui.Content, 'ui:title': fieldLabel(intl, name, options.easy) };
    return ui;
  }
  if (schema.type === 'array') {
    // items carry no heading of their own (the array's title says what they are)
    ui.items = { ...uiFor(intl, schema.items ?? {}, name, options), 'ui:title': '' };
    ui['ui:options'] = { orderable: false, copyable: false };
    return ui;
  }
  const widget = widgetFor(name, schema);
  if (widget === 'email') ui['ui:inputType'] = 'email';
  else if (/_telephone_number$/.test(name)) ui['ui:inputType'] = 'tel';
  else if (widget) ui['ui:widget'] = widget;
  if (COMPUTED.has(name) || options.readonly) ui['ui:readonly'] = true;
  // help texts while help is visible: the field's text where there is one, and its BT id (the BT
  // id in advanced mode only: easy mode names no numbers of the standard). Easy mode reads the
  // plain text where the technical one names a code list or standard (help.plain.<Name>: "Ihr
  // Land, z. B. Deutschland" for "… als zweistelliger ISO-3166-Code"), issue 27.
  const plainId = `help.plain.${name}`;
  const helpId = options.easy && intl.messages[plainId] ? plainId : `help.${name}`;
  if (options.helpVisible) {
    const parts = [
      intl.messages[helpId] ? intl.formatMessage({ id: helpId }) : '',
      options.easy ? '' : (schema['x-bt'] ?? ''),
    ].filter(Boolean);
    if (parts.length > 0) ui['ui:options'] = { help: parts.join(' · ') };
  }
  const restricted =
    RESTRICTED_LISTS[name] ?? (/VAT_category_code$/.test(name) ? 'EDITOR_VAT_CATEGORIES' : undefined);
  if (restricted) ui['ui:options'] = { ...ui['ui:options'], codelist: restricted };
  return ui;
}

/** Deep merge of a screen's ui schema over the generated one. */
export function mergeUi(base: Json, over: Json): Json {
  if (!over || typeof over !== 'object') return base;
  const out: Json = { ...base };
  for (const [k, v] of Object.entries<Json>(over)) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && base?.[k] ? mergeUi(base[k], v) : v;
  }
  return out;
}
