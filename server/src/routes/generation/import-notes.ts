/**
 * Import notes in the user's language. The reader (`xml/src/reader/`) reports every value of a
 * file that has no place in the invoice model as a technical note `path: value (reason)`; the
 * user is told instead which field was not taken over, with its German or English name and BT id,
 * and why — no XML paths. Notes that say the same thing (the many values of one sub-invoice line)
 * are given once.
 */
import { btIndex } from '@xr/generated';
import labels from '@xr/xml/src/html-labels.json' with { type: 'json' };

type Locale = 'de' | 'en';
type Text = Record<Locale, string>;

interface Place {
  /** a model key (its label is the editor's field name) or an own text */
  key?: string;
  text?: Text;
  bt?: string;
  /** the sentence for the place whatever the note says */
  reason?: Text;
}

const fieldLabels = (labels as { labels: Record<string, Text> }).labels;

/** Places of the XML (path without indexes) that the notes name, most specific first. */
const places: [RegExp, Place][] = [
  [
    /SubInvoiceLine/,
    {
      reason: {
        de: 'Unterpositionen kennt die erfasste Rechnung nicht; sie wurden nicht übernommen',
        en: 'the invoice has no sub-invoice lines; they were not taken over',
      },
    },
  ],
  [/UBLExtensions/, { text: { de: 'UBL-Erweiterungen', en: 'UBL extensions' } }],
  [
    /CardAccount\/cbc:NetworkID/,
    { text: { de: 'Kartennetz der Zahlungskarte', en: 'Card network' }, bt: 'BG-18' },
  ],
  [/CardAccount/, { key: 'PAYMENT_CARD_INFORMATION', bt: 'BG-18' }],
  [/PaymentMandate|DirectDebitMandateID/, { key: 'Mandate_reference_identifier', bt: 'BT-89' }],
  [/PaymentDueDate|cbc:DueDate|DueDateDateTime/, { key: 'Payment_due_date', bt: 'BT-9' }],
  [/DueDateTypeCode/, { key: 'Value_added_tax_point_date_code', bt: 'BT-8' }],
  [/TaxPointDate/, { key: 'Value_added_tax_point_date', bt: 'BT-7' }],
  [
    /BuyerTradeParty\/ram:SpecifiedTaxRegistration|AccountingCustomerParty\/cac:Party\/cac:PartyTaxScheme/,
    { key: 'Buyer_VAT_identifier', bt: 'BT-48' },
  ],
  [
    /SellerTradeParty\/ram:SpecifiedTaxRegistration|AccountingSupplierParty\/cac:Party\/cac:PartyTaxScheme/,
    { key: 'Seller_VAT_identifier', bt: 'BT-31' },
  ],
  [
    /BuyerTradeParty\/ram:(ID|GlobalID)|AccountingCustomerParty.*PartyIdentification/,
    { key: 'Buyer_identifier', bt: 'BT-46' },
  ],
  [
    /CreditorReferenceID|AccountingSupplierParty.*PartyIdentification|PayeeParty.*PartyIdentification/,
    { key: 'Bank_assigned_creditor_identifier', bt: 'BT-90' },
  ],
  [/PayeeTradeParty|PayeeParty/, { key: 'Payee_identifier', bt: 'BT-60' }],
  [/ShipToTradeParty|DeliveryLocation/, { key: 'Deliver_to_location_identifier', bt: 'BT-71' }],
  [
    /(IncludedSupplyChainTradeLineItem|InvoiceLine|CreditNoteLine).*(ApplicableTradeTax|ClassifiedTaxCategory)/,
    { key: 'Invoiced_item_VAT_category_code', bt: 'BT-151' },
  ],
  [
    /GrossPriceProductTradePrice\/ram:BasisQuantity|BaseQuantity/,
    { key: 'Item_price_base_quantity', bt: 'BT-149' },
  ],
  [/SpecifiedTradePaymentTerms|PaymentTerms/, { key: 'Payment_terms', bt: 'BT-20' }],
  [/PaymentMeansCode\/@name|PaymentMeans\/ram:Information/, { key: 'Payment_means_text', bt: 'BT-82' }],
  [/PaymentMeansCode|PaymentMeans\/ram:TypeCode/, { key: 'Payment_means_type_code', bt: 'BT-81' }],
  [/PaymentID|PaymentReference/, { key: 'Remittance_information', bt: 'BT-83' }],
  [/AdditionalDocumentReference \(130\)/, { key: 'Invoiced_object_identifier', bt: 'BT-18' }],
  [
    /AdditionalDocumentReference\/cbc:DocumentTypeCode/,
    { text: { de: 'Art eines beigefügten Dokuments', en: 'Kind of an attached document' } },
  ],
  [/IssueDateTime|cbc:IssueDate/, { key: 'Invoice_issue_date', bt: 'BT-2' }],
  [
    /cbc:UUID/,
    { text: { de: 'Eindeutige Kennung (UUID) der Datei', en: 'Unique identifier (UUID) of the file' } },
  ],
  [/ExchangedDocument\/ram:Name/, { text: { de: 'Name des Dokuments', en: 'Name of the document' } }],
  [/IncludedNote|cbc:Note/, { key: 'Invoice_note', bt: 'BT-22' }],
];

/** Why a value was not taken over, from the reason the reader gives. */
function reasonOf(reason: string, locale: Locale): string {
  const r = reason.toLowerCase();
  const say = (de: string, en: string) => (locale === 'de' ? de : en);
  if (r.includes('only one occurrence') || r.startsWith('the model holds one'))
    return say(
      'kommt in der Datei mehrfach vor, die Rechnung hat nur für einen Wert Platz; übernommen wurde der erste',
      'occurs more than once in the file and the invoice has room for one value; the first was taken over',
    );
  if (r.startsWith('no payment means'))
    return say(
      'die Datei hat keine Zahlungsangaben (BG-16), zu denen dieser Wert gehört; er wurde nicht übernommen',
      'the file has no payment instructions (BG-16) this value belongs to; it was not taken over',
    );
  if (r.includes('ubl extensions'))
    return say('UBL-Erweiterungen werden nicht übernommen', 'UBL extensions are not taken over');
  if (r.startsWith('format') || r.includes('datumsformat') || r.includes('kept as written'))
    return say(
      'das Datum steht nicht im erwarteten Format; es wurde unverändert übernommen, bitte prüfen Sie es',
      'the date is not in the expected format; it was taken over as written, please check it',
    );
  return say(
    'hat in der erfassten Rechnung keinen Platz und wurde nicht übernommen',
    'has no place in the invoice and was not taken over',
  );
}

/** The element's own name when no place is known: "Element „MutationTestElement“". */
function fallbackPlace(path: string, locale: Locale): string {
  const last =
    path
      .split('/')
      .filter((s) => s && !s.startsWith('@'))
      .pop() ?? path;
  const name = last
    .replace(/^\w+:/, '')
    .replace(/\[\d+\]$/, '')
    .replace(/ \(.*\)$/, '');
  return locale === 'de' ? `Angabe „${name}“` : `entry "${name}"`;
}

function placeName(place: Place | undefined, path: string, locale: Locale): string {
  if (!place) return fallbackPlace(path, locale);
  const name = place.text?.[locale] ?? (place.key ? fieldLabels[place.key]?.[locale] : undefined);
  if (!name) return fallbackPlace(path, locale);
  const quoted = locale === 'de' ? `„${name}“` : `"${name}"`;
  return place.bt ? `${quoted} (${place.bt})` : quoted;
}

/** The BT id of a model key ("Invoice_issue_date" → "BT-2"). */
function btOfKey(key: string): string | undefined {
  return Object.entries(btIndex).find(([, e]) => e.pointers.some((p) => p.endsWith(`/${key}`)))?.[0];
}

/** "cac:InvoiceLine[3]/…" → 3 (the line's position in the file). */
function lineNumber(path: string): number | undefined {
  const m = /(?:InvoiceLine|CreditNoteLine|IncludedSupplyChainTradeLineItem)(?:\[(\d+)\])?\//.exec(path);
  if (!m) return undefined;
  return m[1] ? Number(m[1]) : 1;
}

/** One raw note of the reader → the sentence the user reads. */
export function explainImportNote(raw: string, locale: Locale): string {
  const cut = raw.indexOf(': ');
  const path = cut > 0 ? raw.slice(0, cut) : '';
  // not a reader note (e.g. the subtotals note, already in the user's language)
  if (!/^[\w/:@[\]-]+(?: \(\d+\))?$/.test(path) || !/[/:]/.test(path)) return raw;
  let rest = raw.slice(cut + 2);
  let reason = '';
  const dash = / – (.+)$/.exec(rest);
  if (dash) {
    reason = dash[1];
    rest = rest.slice(0, dash.index);
  }
  const paren = / \(([^()]*)\)$/.exec(rest);
  if (paren) {
    reason = paren[1] + (reason ? ` ${reason}` : '');
    rest = rest.slice(0, paren.index);
  }
  const bare = path.replace(/\[\d+\]/g, '');
  // a JSON pointer of the model (a date the import kept as written): the field itself
  const modelKey = bare.startsWith('/') ? bare.split('/').pop() : undefined;
  const place: Place | undefined =
    modelKey && fieldLabels[modelKey]
      ? { key: modelKey, bt: btOfKey(modelKey) }
      : places.find(([re]) => re.test(bare))?.[1];
  const line = lineNumber(path);
  const where =
    line === undefined ? '' : locale === 'de' ? `Rechnungsposition ${line}: ` : `Invoice line ${line}: `;
  // a place with its own reason is the whole sentence ("Unterpositionen kennt … nicht")
  if (place?.reason) return `${where}${place.reason[locale]}.`.replace(/^./, (c) => c.toUpperCase());
  const why = reasonOf(reason, locale);
  const value = rest.trim();
  const shown = value === '' ? '' : locale === 'de' ? ` (Wert: „${value}“)` : ` (value: "${value}")`;
  return `${where}${placeName(place, path, locale)} ${why}${shown}.`.replace(/^./, (c) => c.toUpperCase());
}

/** Every note in the user's language, each sentence once. */
export function explainImportNotes(notes: readonly string[], locale: Locale): string[] {
  return [...new Set(notes.map((n) => explainImportNote(n, locale)))];
}
