/**
 * The subject, body and Reply-To of the mail that carries an invoice: the company's template for
 * the language (or the built-in one) with its placeholders filled in, Reply-To the company's
 * contact address. Placeholders: {invoiceNumber} (BT-1), {issueDate} (BT-2), {dueDate} (BT-9),
 * {amount} (BT-115 with the currency, BT-5), {sellerName} (BT-27), {buyerName} (BT-44),
 * {buyerReference} (BT-10), {documentType} (the name of BT-3: Rechnung, Gutschrift, …). The built-in
 * texts follow the document type; a template's due clause is left out when there is no due date.
 */
import { findCompany } from '../db/companies';
import type { Db } from '../db/connection';
import { templateOf } from '../db/mail-templates';
import { DOCUMENT_TYPE_NAMES } from '../document-type-names';

type Json = Record<string, unknown>;
export type MailLocale = 'de' | 'en';

export const PLACEHOLDERS = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'amount',
  'sellerName',
  'buyerName',
  'buyerReference',
  'documentType',
] as const;

type Template = { subject: string; body: string };

/**
 * The built-in texts per document type (UNTDID 1001; another type is written as an invoice):
 * a credit note (381) is refunded, not due; a corrected (384) or self-billed (389) invoice says so.
 */
export const TYPE_TEMPLATES: Record<MailLocale, Record<string, Template>> = {
  de: {
    '380': {
      subject: 'Rechnung {invoiceNumber} von {sellerName}',
      body: 'Guten Tag,\n\nanbei erhalten Sie die elektronische Rechnung {invoiceNumber} (XRechnung) von {sellerName} über {amount}, fällig am {dueDate}.\n',
    },
    '381': {
      subject: 'Gutschrift {invoiceNumber} von {sellerName}',
      body: 'Guten Tag,\n\nanbei erhalten Sie die elektronische Gutschrift {invoiceNumber} (XRechnung) von {sellerName} über {amount}. Der Betrag wird Ihnen erstattet.\n',
    },
    '384': {
      subject: 'Korrigierte Rechnung {invoiceNumber} von {sellerName}',
      body: 'Guten Tag,\n\nanbei erhalten Sie die elektronische korrigierte Rechnung {invoiceNumber} (XRechnung) von {sellerName} über {amount}, fällig am {dueDate}. Sie ersetzt die frühere Rechnung.\n',
    },
    '389': {
      subject: 'Gutschrift im Gutschriftverfahren {invoiceNumber} von {sellerName}',
      body: 'Guten Tag,\n\nanbei erhalten Sie die elektronische Gutschrift im Gutschriftverfahren {invoiceNumber} (XRechnung, vom Leistungsempfänger ausgestellt) über {amount}, fällig am {dueDate}.\n',
    },
  },
  en: {
    '380': {
      subject: 'Invoice {invoiceNumber} from {sellerName}',
      body: 'Hello,\n\nplease find attached the electronic invoice {invoiceNumber} (XRechnung) from {sellerName} for {amount}, due on {dueDate}.\n',
    },
    '381': {
      subject: 'Credit note {invoiceNumber} from {sellerName}',
      body: 'Hello,\n\nplease find attached the electronic credit note {invoiceNumber} (XRechnung) from {sellerName} for {amount}. The amount will be refunded to you.\n',
    },
    '384': {
      subject: 'Corrected invoice {invoiceNumber} from {sellerName}',
      body: 'Hello,\n\nplease find attached the electronic corrected invoice {invoiceNumber} (XRechnung) from {sellerName} for {amount}, due on {dueDate}. It replaces the earlier invoice.\n',
    },
    '389': {
      subject: 'Self-billed invoice {invoiceNumber} for {sellerName}',
      body: 'Hello,\n\nplease find attached the electronic self-billed invoice {invoiceNumber} (XRechnung, issued by the customer) for {amount}, due on {dueDate}.\n',
    },
  },
};

/** The built-in texts of an invoice (380), shown as the default on the mail template screen. */
export const DEFAULT_TEMPLATES: Record<MailLocale, Template> = {
  de: TYPE_TEMPLATES.de['380'],
  en: TYPE_TEMPLATES.en['380'],
};

const typeOf = (invoice: Json) => {
  const code = str(invoice.Invoice_type_code);
  return code in TYPE_TEMPLATES.de ? code : '380';
};

/** A template without the due clause when the document has no due date (never "fällig am ."). */
const withoutEmptyDue = (text: string, dueDate: string) =>
  dueDate
    ? text
    : text.replace(/,?\s*(?:fällig am|zahlbar bis|due on|due by|payable by)\s*\{dueDate\}/gi, '');

const str = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number'
      ? String(v)
      : v && typeof v === 'object' && typeof (v as Json).Content === 'string'
        ? ((v as Json).Content as string)
        : '';

function date(value: unknown, locale: MailLocale): string {
  const s = str(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return s;
  return locale === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

/** The amount as the model holds it (already rounded), formatted for reading: no arithmetic. */
function amount(value: unknown, currency: string, locale: MailLocale): string {
  const s = str(value);
  if (!/^-?\d+(\.\d+)?$/.test(s)) return s;
  const [whole, fraction = ''] = s.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'de' ? '.' : ',');
  const cents = fraction.padEnd(2, '0');
  return `${grouped}${locale === 'de' ? ',' : '.'}${cents} ${currency}`.trim();
}

export function placeholderValues(
  invoice: Json,
  locale: MailLocale,
): Record<(typeof PLACEHOLDERS)[number], string> {
  const totals = (invoice.DOCUMENT_TOTALS ?? {}) as Json;
  return {
    invoiceNumber: str(invoice.Invoice_number),
    issueDate: date(invoice.Invoice_issue_date, locale),
    dueDate: date(invoice.Payment_due_date, locale),
    amount: amount(totals.Amount_due_for_payment, str(invoice.Invoice_currency_code), locale),
    sellerName: str(((invoice.SELLER ?? {}) as Json).Seller_name),
    buyerName: str(((invoice.BUYER ?? {}) as Json).Buyer_name),
    buyerReference: str(invoice.Buyer_reference),
    documentType: DOCUMENT_TYPE_NAMES[locale][typeOf(invoice)],
  };
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** Placeholders in a template text that are not known (a typo would reach the buyer verbatim). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

export async function invoiceMailText(db: Db, companyId: number, locale: string, invoice: Json) {
  const lang: MailLocale = locale === 'en' ? 'en' : 'de';
  const template = (await templateOf(db, companyId, lang)) ?? TYPE_TEMPLATES[lang][typeOf(invoice)];
  const values = placeholderValues(invoice, lang);
  return {
    // one line: a template or a value never adds a header
    subject: fill(withoutEmptyDue(template.subject, values.dueDate), values).replace(/[\r\n]+/g, ' '),
    body: fill(withoutEmptyDue(template.body, values.dueDate), values),
    replyTo: (await findCompany(db, companyId))?.contactEmail ?? '',
  };
}
