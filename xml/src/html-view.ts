/**
 * Builds the view tree the HTML stylesheet renders: every property of the invoice in schema
 * order, with its German or English label, its BT id, its value formatted for the locale
 * (spec §9: amounts 2 decimals, unit prices 2–6, quantities 0–6, dates dd.MM.yyyy / dd/MM/yyyy)
 * and, for coded values, the code's name from `@xr/codelists`. Nothing is left out: a property
 * without a label shows its name, a code without a name shows the code.
 */
import { type CodelistName, label as codeLabel } from '@xr/codelists';
import { invoiceSchema } from '@xr/generated';
import { labelsFor, visualLabels } from '@xr/rules';
import labelsJson from './html-labels.json' with { type: 'json' };

export type Locale = 'de' | 'en';

export type ViewNode =
  | { t: 'f'; key: string; label: string; bt?: string; value: string; name?: string; href?: string }
  | { t: 'g'; key: string; label: string; bt?: string; children: ViewNode[] };

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
  'x-bt'?: string;
  'x-codelist'?: string;
  'x-format'?: string;
};

const labels = labelsJson.labels as Record<string, { de: string; en: string }>;
const definitions = (invoiceSchema as { definitions?: Record<string, Schema> }).definitions ?? {};

function resolve(s: Schema | undefined): Schema {
  let cur = s ?? {};
  for (let i = 0; cur.$ref && i < 5; i++)
    cur = { ...definitions[cur.$ref.replace('#/definitions/', '')], ...cur, $ref: undefined };
  return cur;
}

function decimals(n: number | string): number {
  const s = String(n);
  if (s.includes('e')) return 6;
  return s.includes('.') ? s.length - s.indexOf('.') - 1 : 0;
}

const fractionLimits: Record<string, [number, number]> = {
  amount: [2, 2],
  unitPrice: [2, 6],
  quantity: [0, 6],
  percent: [2, 2],
};

function formatNumber(
  n: number,
  format: string | undefined,
  locale: Locale,
  written: number | string = n,
): string {
  const [min, max] = fractionLimits[format ?? ''] ?? [0, 6];
  const digits = Math.min(20, Math.max(min, Math.min(Math.max(max, decimals(written)), 20)));
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    minimumFractionDigits: typeof written === 'string' ? digits : Math.min(min, digits),
    maximumFractionDigits: digits,
    useGrouping: format !== 'percent',
  }).format(n);
}

function formatDate(v: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return v;
  return locale === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

function labelOf(key: string, locale: Locale): string {
  return labels[key]?.[locale] ?? key.replace(/_/g, ' ');
}

function field(key: string, value: unknown, schema: Schema, locale: Locale): ViewNode {
  const bt = schema['x-bt'];
  const format = schema['x-format'];
  let shown: string;
  if (typeof value === 'number') shown = formatNumber(value, format, locale);
  // an amount kept as written ("12.600", more than two decimals) shows every written decimal
  else if (
    typeof value === 'string' &&
    format &&
    format in fractionLimits &&
    /^[-+]?\d+(\.\d+)?$/.test(value)
  )
    shown = formatNumber(Number(value), format, locale, value);
  else if (typeof value === 'boolean')
    shown = value ? (locale === 'de' ? 'ja' : 'yes') : locale === 'de' ? 'nein' : 'no';
  else shown = format === 'date' ? formatDate(String(value), locale) : String(value);
  const list = schema['x-codelist'] as CodelistName | undefined;
  let name: string | undefined;
  if (list && typeof value === 'string') {
    try {
      name = codeLabel(list, value, locale);
    } catch {
      name = undefined;
    }
  }
  return {
    t: 'f',
    key,
    label: labelOf(key, locale),
    bt,
    value: shown,
    ...(name && name !== value ? { name } : {}),
  };
}

function attachment(key: string, value: Record<string, unknown>, schema: Schema, locale: Locale): ViewNode {
  const content = typeof value.Content === 'string' ? value.Content : '';
  const mime = typeof value.Mime_Code === 'string' ? value.Mime_Code : 'application/octet-stream';
  const size = Math.floor((content.replace(/\s/g, '').length * 3) / 4);
  const node = group(key, value, schema, locale, ['Content']);
  if (node.t === 'g' && content)
    node.children.unshift({
      t: 'f',
      key: 'Content',
      label: labelOf('Attached_document', locale),
      bt: 'BT-125',
      value: `${formatNumber(size, 'quantity', locale)} Bytes`,
      href: `data:${mime};base64,${content.replace(/\s/g, '')}`,
    });
  return node;
}

function group(
  key: string,
  value: Record<string, unknown>,
  schema: Schema,
  locale: Locale,
  skip: string[] = [],
): ViewNode {
  const props = schema.properties ?? {};
  const keys = [...Object.keys(props), ...Object.keys(value).filter((k) => !(k in props))].filter(
    (k) => k in value && k !== 'id' && !skip.includes(k),
  );
  return {
    t: 'g',
    key,
    label: labelOf(key, locale),
    bt: schema['x-bt'],
    children: keys.flatMap((k) => node(k, value[k], props[k], locale)),
  };
}

function node(key: string, value: unknown, raw: Schema | undefined, locale: Locale): ViewNode[] {
  const schema = resolve(raw);
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) {
    const item = resolve(schema.items);
    return [
      {
        t: 'g',
        key,
        label: labelOf(key, locale),
        bt: schema['x-bt'],
        children: value.flatMap((v, i) =>
          node(key, v, { ...item, 'x-bt': item['x-bt'] ?? schema['x-bt'] }, locale).map((n) => ({
            ...n,
            label: `${n.label} ${i + 1}`,
          })),
        ),
      },
    ];
  }
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (key === 'Attached_document') return [attachment(key, obj, schema, locale)];
    const props = schema.properties ?? {};
    // a {Content} wrapper reads as one field: "value (scheme)"
    if (
      'Content' in obj &&
      Object.keys(obj).every(
        (k) =>
          k === 'Content' || k === 'Scheme_identifier' || k === 'Scheme_version_identifier' || k === 'id',
      )
    ) {
      const f = field(key, obj.Content, { ...resolve(props.Content), 'x-bt': schema['x-bt'] }, locale);
      const extra = [obj.Scheme_identifier, obj.Scheme_version_identifier].filter(
        (x) => typeof x === 'string' && x,
      );
      if (f.t === 'f' && extra.length) f.value = `${f.value} (${extra.join(', ')})`;
      return [f];
    }
    return [group(key, obj, schema, locale)];
  }
  return [field(key, value, schema, locale)];
}

/** Fields whose label the document type changes (the visualisation's words for them). */
const TYPE_WORDS = {
  Invoice_number: 'invoiceNumber',
  Invoice_issue_date: 'issueDate',
  Payment_due_date: 'dueDate',
  Amount_due_for_payment: 'due',
  INVOICE_LINE: 'lines',
  PAYMENT_INSTRUCTIONS: 'payment',
} as const;

/**
 * The labels of a document of another type than an invoice where its words differ (a credit note
 * has a "Gutschriftnummer" and an "Erstattungsbetrag"; preview, PDF and viewer say the same).
 */
function relabel(node: ViewNode, locale: Locale, typeCode: string): ViewNode {
  const words = labelsFor(locale, typeCode);
  const walk = (n: ViewNode): ViewNode => {
    const word = TYPE_WORDS[n.key as keyof typeof TYPE_WORDS];
    const label = word && words[word] !== visualLabels[locale][word] ? words[word] : n.label;
    return n.t === 'g' ? { ...n, label, children: n.children.map(walk) } : { ...n, label };
  };
  return walk(node);
}

/** The invoice as a view tree (root group "INVOICE"), its labels following the document type. */
export function invoiceView(invoice: unknown, locale: Locale): ViewNode {
  const value = (invoice ?? {}) as Record<string, unknown>;
  const view = group('INVOICE', value, resolve(invoiceSchema as Schema), locale);
  const typeCode = typeof value.Invoice_type_code === 'string' ? value.Invoice_type_code : '380';
  return relabel(view, locale, typeCode);
}
