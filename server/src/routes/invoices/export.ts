/**
 * Lists leave the application (issue 13 item 19): the filtered list as CSV (every page, the
 * columns the user sees, headers in the user's language; `;`-separated with a BOM so that
 * spreadsheet programs set to German open it as it is) and the chosen invoices' XML files as a
 * ZIP. Cells that a spreadsheet would run as a formula get a leading apostrophe.
 */

import type { AuthUser, Deps } from '../../context';
import { inTransaction } from '../../db/connection';
import { type ListRow, listInvoices } from '../../db/invoice-list';
import { DOCUMENT_TYPE_NAMES } from '../../document-type-names';
import { ApiError } from '../../errors/api-error';
import { amountText } from '../../invoice-money';
import { csvCell } from '../audit/csv';
import { fileBase } from '../download-names';
import { findOwn } from './handlers';
import { listFilter } from './list';
import { type ZipEntry, zipFiles } from './zip';

type Locale = 'de' | 'en';

const headers: Record<Locale, Record<string, string>> = {
  de: {
    invoiceNumber: 'Rechnungsnummer',
    invoiceIssueDate: 'Rechnungsdatum',
    buyerReference: 'Käuferreferenz (Leitweg-ID)',
    buyerName: 'Käufer',
    valid: 'Gültig',
    createdDate: 'Erstellt am',
    sentAt: 'Versendet am',
    sendingMethod: 'Versandart',
    author: 'Bearbeiter',
    documentType: 'Dokumentart',
    dueDate: 'Fällig am',
    net: 'Netto',
    vat: 'Umsatzsteuer',
    gross: 'Brutto',
    amountDue: 'Zahlbetrag',
    currency: 'Währung',
    paymentStatus: 'Zahlungsstatus',
    paid: 'Bezahlt',
  },
  en: {
    invoiceNumber: 'Invoice number',
    invoiceIssueDate: 'Invoice date',
    buyerReference: 'Buyer reference (Leitweg-ID)',
    buyerName: 'Buyer',
    valid: 'Valid',
    createdDate: 'Created on',
    sentAt: 'Sent on',
    sendingMethod: 'Sending method',
    author: 'Author',
    documentType: 'Document type',
    dueDate: 'Due date',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    amountDue: 'Amount due',
    currency: 'Currency',
    paymentStatus: 'Payment status',
    paid: 'Paid',
  },
};

const statusNames: Record<Locale, Record<string, string>> = {
  de: { OPEN: 'offen', PARTLY_PAID: 'teilweise bezahlt', PAID: 'bezahlt', OVERDUE: 'überfällig' },
  en: { OPEN: 'open', PARTLY_PAID: 'partly paid', PAID: 'paid', OVERDUE: 'overdue' },
};

/** An amount as a spreadsheet set to the language reads it (decimal comma in German, no grouping). */
const money = (cents: number | null, locale: Locale) => {
  const text = amountText(cents) ?? '';
  return locale === 'de' ? text.replace('.', ',') : text;
};

/** The money columns of issue 27: type, due date, net, VAT, gross, amount due, currency (+ payment). */
function moneyCells(r: ListRow, status: 'inprogress' | 'sent', locale: Locale): string[] {
  const cells = [
    typeName(r.typeCode, locale),
    day(r.dueDate, locale),
    money(r.netCents, locale),
    money(r.vatCents, locale),
    money(r.grossCents, locale),
    money(r.dueCents ?? r.grossCents, locale),
    r.currency,
  ];
  if (status === 'sent')
    cells.push(r.paymentStatus ? statusNames[locale][r.paymentStatus] : '', money(r.paidCents, locale));
  return cells;
}

const typeName = (code: string, locale: Locale) => DOCUMENT_TYPE_NAMES[locale][code] ?? code;

const yesNo: Record<Locale, [string, string]> = { de: ['ja', 'nein'], en: ['yes', 'no'] };

const day = (iso: string | null, locale: Locale) => {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!m) return iso ?? '';
  return locale === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[1]}-${m[2]}-${m[3]}`;
};

function csvLine(r: ListRow, status: 'inprogress' | 'sent', locale: Locale): string[] {
  const cells = [
    r.invoiceNumber,
    day(r.invoiceIssueDate, locale),
    r.buyerReference,
    r.buyerName,
    r.valid === 1 ? yesNo[locale][0] : yesNo[locale][1],
    day(r.createdDate, locale),
  ];
  if (status === 'sent') cells.push(day(r.sentAt, locale), (r.sendingMethod ?? '').toUpperCase());
  cells.push(r.authorLogin);
  return cells;
}

const PAGE = 500;

/** Every row of the filtered list (all pages), sorted as the list, as CSV text. */
export async function listCsv(
  deps: Deps,
  me: AuthUser,
  status: 'inprogress' | 'sent',
  q: Record<string, string>,
): Promise<string> {
  const locale: Locale = me.locale === 'en' ? 'en' : 'de';
  const { filter } = listFilter(me, status, { ...q, page: '0', size: '1' });
  const h = headers[locale];
  const head = [h.invoiceNumber, h.invoiceIssueDate, h.buyerReference, h.buyerName, h.valid, h.createdDate];
  if (status === 'sent') head.push(h.sentAt, h.sendingMethod);
  head.push(h.author, h.documentType, h.dueDate, h.net, h.vat, h.gross, h.amountDue, h.currency);
  if (status === 'sent') head.push(h.paymentStatus, h.paid);
  const lines = [head.map(csvCell).join(';')];
  await inTransaction(deps.db, async (tx) => {
    for (let page = 0; ; page++) {
      const { rows } = await listInvoices(tx, { ...filter, page, size: PAGE });
      for (const r of rows)
        lines.push([...csvLine(r, status, locale), ...moneyCells(r, status, locale)].map(csvCell).join(';'));
      if (rows.length < PAGE) break;
    }
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const MAX_ZIP_INVOICES = 200;

/** The stored XML of the chosen invoices of the caller's company as one ZIP. */
export async function invoicesZip(deps: Deps, me: AuthUser, body: Record<string, unknown>): Promise<Buffer> {
  const ids = body.ids;
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > MAX_ZIP_INVOICES ||
    !ids.every(Number.isSafeInteger)
  )
    throw new ApiError('error.badRequest', { field: 'ids' });
  return inTransaction(deps.db, async (tx) => {
    const rows: Awaited<ReturnType<typeof findOwn>>[] = [];
    for (const id of ids as number[]) rows.push(await findOwn(tx, me, id));
    const missing = rows.filter((r) => r.xml === null).map((r) => r.invoiceNumber || r.rechnungUUID);
    if (missing.length > 0)
      throw new ApiError('rechnung.error.zipWithoutXml', { numbers: missing.join(', ') });
    const used = new Set<string>();
    const entries: ZipEntry[] = rows.map((r) => {
      const base = fileBase(r.invoiceNumber, r.rechnungUUID);
      let name = `${base}.xml`;
      for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}.xml`;
      used.add(name.toLowerCase());
      return { name, data: Buffer.from(r.xml ?? '', 'utf8') };
    });
    return zipFiles(entries);
  });
}
