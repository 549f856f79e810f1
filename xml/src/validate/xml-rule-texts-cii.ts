/** The texts of the CII rules decided on the XML. */
import { atMost, el, error, type RuleText, warning } from './xml-rule-texts';

/** CII identifier attributes that the profile does not use. */
const idAttribute = (attribute: string, which: string, whichEn: string): RuleText =>
  error(
    `Das Attribut ${el(`@${attribute}`)} darf an ${which} nicht angegeben werden.`,
    `The attribute ${el(`@${attribute}`)} must not be given on ${whichEn}.`,
  );
const fourIds = 'Spezifikations-, Rechnungs-, Positions- und Artikelkennung';
const fourIdsEn = 'the specification, invoice, line and item identifiers';
const otherIds = 'den übrigen Kennungen (Elemente auf …ID)';
const otherIdsEn = 'the other identifiers (elements named …ID)';
const referenced = (element: string, allowed: string, allowedEn: string): RuleText =>
  error(
    `${el(element)} ist in einem referenzierten Dokument nur ${allowed} erlaubt.`,
    `${el(element)} is allowed in a referenced document only ${allowedEn}.`,
  );
const settlement = 'ApplicableHeaderTradeSettlement';
const agreement = 'ApplicableHeaderTradeAgreement';

export const ciiRuleTexts: Record<string, RuleText> = {
  'CII-SR-452': atMost('SpecifiedTradePaymentTerms', settlement),
  'CII-SR-453': atMost('SpecifiedTradePaymentTerms/Description', settlement),
  'PEPPOL-EN16931-R043-1': error(
    'Der Indikator eines SpecifiedTradeAllowanceCharge ist genau true oder false.',
    'The indicator of a SpecifiedTradeAllowanceCharge is exactly true or false.',
  ),
  'PEPPOL-EN16931-R043-2': error(
    'Der Indikator eines AppliedTradeAllowanceCharge ist genau true oder false.',
    'The indicator of an AppliedTradeAllowanceCharge is exactly true or false.',
  ),
  'CII-SR-009': error(
    'Der Dokumentkontext nennt genau eine Spezifikation (GuidelineSpecifiedDocumentContextParameter).',
    'The document context names exactly one specification (GuidelineSpecifiedDocumentContextParameter).',
  ),
  'CII-SR-454': error(
    'Jede Position hat genau eine Umsatzsteuerangabe (SpecifiedLineTradeSettlement/ApplicableTradeTax).',
    'Every line has exactly one VAT entry (SpecifiedLineTradeSettlement/ApplicableTradeTax).',
  ),
  'CII-SR-455': atMost('SellerTradeParty/DefinedTradeContact', agreement),
  'CII-SR-456': atMost('BuyerTradeParty/DefinedTradeContact', agreement),
  'CII-SR-459': atMost('SellerTradeParty/URIUniversalCommunication', agreement),
  'CII-SR-460': atMost('BuyerTradeParty/URIUniversalCommunication', agreement),
  'CII-SR-461': atMost('ApplicableTradeTax/TaxPointDate', settlement),
  'CII-SR-462': error(
    'Alle DueDateTypeCode im Dokument haben denselben Wert.',
    'Every DueDateTypeCode in the document has the same value.',
  ),
  'CII-SR-440': atMost('ActualAmount', 'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge'),
  'CII-SR-441': atMost('NetPriceProductTradePrice/ChargeAmount', 'SpecifiedLineTradeAgreement'),
  'CII-SR-463': error(
    'Jeder SpecifiedTradeAllowanceCharge hat einen ChargeIndicator.',
    'Every SpecifiedTradeAllowanceCharge has a ChargeIndicator.',
  ),
  'CII-SR-069': error(
    'Jede Artikeleigenschaft (ApplicableProductCharacteristic) hat genau eine Beschreibung.',
    'Every item attribute (ApplicableProductCharacteristic) has exactly one description.',
  ),
  'CII-SR-072': error(
    'Jede Artikeleigenschaft (ApplicableProductCharacteristic) hat genau einen Wert.',
    'Every item attribute (ApplicableProductCharacteristic) has exactly one value.',
  ),
  'CII-SR-090': error(
    'Ein Ursprungsland des Artikels (OriginTradeCountry) hat genau einen Ländercode (ID).',
    "An item's country of origin (OriginTradeCountry) has exactly one country code (ID).",
  ),
  'CII-SR-439': error(
    'Jede Position hat genau einen Nettopreis (NetPriceProductTradePrice/ChargeAmount).',
    'Every line has exactly one net price (NetPriceProductTradePrice/ChargeAmount).',
  ),
  'CII-DT-097': error(
    'Ein Datum im Format 102 ist JJJJMMTT mit gültigem Monat und Tag.',
    'A date in format 102 is YYYYMMDD with a valid month and day.',
  ),
  'CII-DT-037': error(
    'Der Typcode jeder Steuerangabe (…TradeTax/TypeCode) ist VAT.',
    'The type code of every tax entry (…TradeTax/TypeCode) is VAT.',
  ),
  'CII-SR-119': warning(
    'Ein Nachlass am Bruttopreis hat Indikator und Betrag, oder keines von beiden.',
    'An allowance on the gross price has an indicator and an amount, or neither.',
  ),
  'CII-SR-449': warning(
    'Der Empfänger (ShipToTradeParty) hat eine Kennung oder eine globale Kennung, nicht beide.',
    'The ship-to party has an identifier or a global identifier, not both.',
  ),
  'CII-SR-450': warning(
    'Der Käufer (BuyerTradeParty) hat eine Kennung oder eine globale Kennung, nicht beide.',
    'The buyer has an identifier or a global identifier, not both.',
  ),
  'CII-SR-451': warning(
    'Der Zahlungsempfänger (PayeeTradeParty) hat eine Kennung oder eine globale Kennung, nicht beide.',
    'The payee has an identifier or a global identifier, not both.',
  ),
  'CII-SR-457': warning(
    'Höchstens ein zusätzliches Dokument mit Typcode 50 (Ausschreibung oder Los).',
    'At most one additional document with type code 50 (tender or lot).',
  ),
  'CII-SR-458': warning(
    'Höchstens ein zusätzliches Dokument mit Typcode 130 (Rechnungsobjekt).',
    'At most one additional document with type code 130 (invoiced object).',
  ),
  'CII-SR-465': warning(
    'Der Kontakt des Verkäufers nennt eine Person oder eine Abteilung, nicht beide.',
    "The seller's contact names a person or a department, not both.",
  ),
  'CII-SR-466': warning(
    'Der Kontakt des Käufers nennt eine Person oder eine Abteilung, nicht beide.',
    "The buyer's contact names a person or a department, not both.",
  ),
  'CII-DT-041': warning(
    'BasisAmount einer Steuerangabe soll nur in der Aufschlüsselung der Rechnung vorkommen.',
    'BasisAmount of a tax entry should occur only in the VAT breakdown of the invoice.',
  ),
  'CII-DT-052': warning(
    'ExemptionReasonCode soll nur an ApplicableTradeTax vorkommen.',
    'ExemptionReasonCode should occur only on ApplicableTradeTax.',
  ),
  'CII-DT-098': warning(
    'ExemptionReason soll nur an ApplicableTradeTax vorkommen.',
    'ExemptionReason should occur only on ApplicableTradeTax.',
  ),
  'CII-DT-054': warning(
    'TaxPointDate soll nur in der Steueraufschlüsselung der Rechnung vorkommen.',
    'TaxPointDate should occur only in the VAT breakdown of the invoice.',
  ),
  'CII-DT-058': warning(
    'DueDateTypeCode soll nur in der Steueraufschlüsselung der Rechnung vorkommen.',
    'DueDateTypeCode should occur only in the VAT breakdown of the invoice.',
  ),
  'CII-DT-001': idAttribute('schemeName', fourIds, fourIdsEn),
  'CII-DT-002': idAttribute('schemeAgencyName', fourIds, fourIdsEn),
  'CII-DT-003': idAttribute('schemeDataURI', fourIds, fourIdsEn),
  'CII-DT-004': idAttribute('schemeURI', fourIds, fourIdsEn),
  'CII-DT-005': idAttribute('schemeID', fourIds, fourIdsEn),
  'CII-DT-006': idAttribute('schemeAgencyID', fourIds, fourIdsEn),
  'CII-DT-007': idAttribute('schemeVersionID', fourIds, fourIdsEn),
  'CII-DT-101': idAttribute('schemeName', otherIds, otherIdsEn),
  'CII-DT-102': idAttribute('schemeAgencyName', otherIds, otherIdsEn),
  'CII-DT-103': idAttribute('schemeDataURI', otherIds, otherIdsEn),
  'CII-DT-104': idAttribute('schemeURI', otherIds, otherIdsEn),
  'CII-DT-015': referenced(
    'URIID',
    'im zusätzlichen Dokument mit Typcode 916',
    'in an additional document with type code 916',
  ),
  'CII-DT-018': referenced(
    'TypeCode',
    'im zusätzlichen Dokument mit Typcode 50, 130 oder 916',
    'in an additional document with type code 50, 130 or 916',
  ),
  'CII-DT-021': referenced(
    'Name',
    'im zusätzlichen Dokument mit Typcode 916',
    'in an additional document with type code 916',
  ),
  'CII-DT-022': referenced(
    'AttachmentBinaryObject',
    'im zusätzlichen Dokument mit Typcode 916',
    'in an additional document with type code 916',
  ),
  'CII-DT-024': referenced(
    'ReferenceTypeCode',
    'im zusätzlichen Dokument mit Typcode 130',
    'in an additional document with type code 130',
  ),
  'CII-DT-027': referenced(
    'FormattedIssueDateTime',
    'in der Referenz auf eine vorausgegangene Rechnung',
    'in the reference to a preceding invoice',
  ),
  'CII-DT-031': error(
    'Beträge tragen in CII kein Attribut currencyID (außer TaxTotalAmount).',
    'Amounts carry no currencyID attribute in CII (except TaxTotalAmount).',
  ),
  'CII-DT-032': error(
    'Beträge tragen in CII kein Attribut currencyCodeListVersionID (außer TaxTotalAmount).',
    'Amounts carry no currencyCodeListVersionID attribute in CII (except TaxTotalAmount).',
  ),
  'CII-DT-033': error(
    'Eine Menge trägt eine Einheit (unitCode) nur, wenn auch die abgerechnete Menge einer Position eine hat.',
    'A quantity carries a unit (unitCode) only when a billed quantity of a line has one too.',
  ),
};
