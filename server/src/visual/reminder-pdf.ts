/**
 * The payment reminder (Zahlungserinnerung, issue 27) as a document of its own: the invoice's
 * letterhead, sender line, address block and footer (the invoice PDF's parts), then the reminder's
 * facts (invoice number and date, due date, open amount, which reminder of which day), a short
 * friendly text and the bank details of the invoice (BG-16), in German or English.
 */
import { invoiceDocument, type VisualField, type VisualLocale } from '@xr/rules';
import { PDFDocument } from 'pdf-lib';
import { embedFonts } from './fonts';
import { PRODUCER } from './invoice-pdf';
import { fieldRows, heading } from './pdf-blocks';
import { addressAndFacts, type Branding, footers, letterhead } from './pdf-invoice';
import { MARGIN, PageWriter, WIDTH } from './pdf-writer';

export interface ReminderFacts {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  /** The open amount as the reader writes it, with its currency. */
  openAmount: string;
  /** Which reminder (1, 2, …) and the day it was made. */
  count: number;
  madeOn: string;
}

const WORDS = {
  de: {
    title: 'Zahlungserinnerung',
    number: 'Rechnungsnummer',
    issued: 'Rechnungsdatum',
    due: 'Fällig am',
    open: 'Offener Betrag',
    reminder: (n: number) => `${n}. Erinnerung vom`,
    bank: 'Bankverbindung',
    text: (f: ReminderFacts) =>
      `wir möchten Sie freundlich an unsere Rechnung ${f.invoiceNumber} vom ${f.issueDate} erinnern. Sie war am ${f.dueDate} fällig; offen sind noch ${f.openAmount}.\nBitte überweisen Sie diesen Betrag in den nächsten Tagen auf das unten genannte Konto und geben Sie die Rechnungsnummer an. Haben Sie inzwischen bezahlt, ist dieses Schreiben für Sie erledigt.`,
    greeting: 'Sehr geehrte Damen und Herren,',
    closing: 'Mit freundlichen Grüßen',
  },
  en: {
    title: 'Payment reminder',
    number: 'Invoice number',
    issued: 'Invoice date',
    due: 'Due date',
    open: 'Amount open',
    reminder: (n: number) => `Reminder no. ${n} dated`,
    bank: 'Bank details',
    text: (f: ReminderFacts) =>
      `we would like to remind you of our invoice ${f.invoiceNumber} of ${f.issueDate}. It was due on ${f.dueDate}; ${f.openAmount} is still open.\nPlease transfer this amount to the account below within the next few days, quoting the invoice number. If you have paid in the meantime, you need not do anything.`,
    greeting: 'Dear Sir or Madam,',
    closing: 'Kind regards',
  },
};

export async function reminderPdf(
  invoice: unknown,
  facts: ReminderFacts,
  options: { locale: VisualLocale; branding?: Branding; now?: Date },
): Promise<Uint8Array> {
  const words = WORDS[options.locale];
  const doc = invoiceDocument(invoice, options.locale);
  const fields: VisualField[] = [
    { label: words.number, value: facts.invoiceNumber },
    { label: words.issued, value: facts.issueDate },
    { label: words.due, value: facts.dueDate },
    { label: words.open, value: facts.openAmount, strong: true },
    { label: words.reminder(facts.count), value: facts.madeOn },
  ];
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const w = new PageWriter(pdf, await embedFonts(pdf));
  await letterhead(w, doc, options.branding ?? {});
  addressAndFacts(w, { ...doc, title: words.title, facts: fields });
  w.gap(10);
  w.paragraph(words.greeting, { size: 10 });
  w.gap(6);
  for (const part of words.text(facts).split('\n')) {
    w.paragraph(part, { size: 10 });
    w.gap(6);
  }
  if (doc.payment) {
    heading(w, words.bank);
    w.gap(fieldRows(w, doc.payment.fields, MARGIN.left, WIDTH * 0.6, w.y, true, 0.4) + 6);
  }
  w.gap(6);
  w.paragraph(words.closing, { size: 10 });
  w.paragraph(doc.letterhead.name, { size: 10 });
  footers(w, doc);
  const now = options.now ?? new Date();
  pdf.setTitle(`${words.title} ${facts.invoiceNumber}`, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.letterhead.name);
  pdf.setSubject(words.title);
  pdf.setLanguage(options.locale === 'de' ? 'de-DE' : 'en-US');
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}
