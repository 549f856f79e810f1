/** Notes the normalisations give the user (message keys with German and English texts). */
export const NOTE_TEXTS: Record<string, { de: string; en: string }> = {
  'note.vatRowsAdded': {
    de: 'Fehlende Zeilen der Umsatzsteueraufschlüsselung für die Standardsätze wurden ergänzt.',
    en: 'Missing VAT breakdown rows for the standard rates were added.',
  },
  'note.vatRowsDuplicatesRemoved': {
    de: 'Doppelte Zeilen der Umsatzsteueraufschlüsselung (gleiche Kategorie und gleicher Satz) wurden entfernt.',
    en: 'Duplicate VAT breakdown rows (same category and rate) were removed.',
  },
  'note.creditNoteDueDateRemoved': {
    de: 'Das Fälligkeitsdatum wurde entfernt, da es bei einer Gutschrift nicht angegeben wird.',
    en: 'The payment due date was removed: a credit note does not carry one.',
  },
  'note.attachmentsWithoutNameRemoved': {
    de: 'Anhänge ohne Dateinamen wurden entfernt.',
    en: 'Attachments without a file name were removed.',
  },
  'note.attachmentsRenamed': {
    de: 'Anhänge mit doppeltem Dateinamen wurden umbenannt.',
    en: 'Attachments with a repeated file name were renamed.',
  },
  'note.paymentMeansCodeChanged': {
    de: 'Der Code der Zahlungsart wurde auf einen im Editor verfügbaren Code umgestellt.',
    en: 'The payment means code was changed to a code the editor offers.',
  },
  'note.vatAccountingCurrencySet': {
    de: 'Die Währung der Umsatzsteuerbuchung wurde der Rechnungswährung gleichgesetzt.',
    en: 'The VAT accounting currency was set to the invoice currency.',
  },
};

/** The note texts in one locale (German default). */
export function noteMessages(locale: string): Record<string, string> {
  const en = locale.toLowerCase().startsWith('en');
  return Object.fromEntries(Object.entries(NOTE_TEXTS).map(([k, t]) => [k, en ? t.en : t.de]));
}
