/**
 * The error catalogue of spec §8 as the API answers it: HTTP status, server `code`
 * (INTERNAL_SERVER_ERROR, INVALID_RECHNUNG_STATUS, CONSTRAINT_VIOLATION_EXCEPTION or a plain
 * category) and a `messageKey` with German and English text. Keys are the UI's i18n ids.
 */
export interface CatalogueEntry {
  status: number;
  code: string;
  de: string;
  en: string;
}

const technical = {
  de: 'Es ist ein technischer Fehler bei der Server-Kommunikation aufgetreten. Bitte versuchen Sie es zu einem späteren Zeitpunkt noch einmal.',
  en: 'A technical error occurred while communicating with the server. Please try again later.',
};

export const catalogue = {
  'error.technical': { status: 500, code: 'INTERNAL_SERVER_ERROR', ...technical },
  'error.badRequest': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die Daten sind ungültig.',
    en: 'The data is invalid.',
  },
  'error.uuidConstraint': {
    status: 400,
    code: 'CONSTRAINT_VIOLATION_EXCEPTION',
    de: 'Die ID ist keine gültige UUID.',
    en: 'The id is not a valid UUID.',
  },
  'error.unauthorized': {
    status: 401,
    code: 'UNAUTHORIZED',
    de: 'access token ist abgelaufen',
    en: 'access token has expired',
  },
  'error.userNotFound': {
    status: 401,
    code: 'UNAUTHORIZED',
    de: 'Der angemeldete Benutzer wurde nicht gefunden.',
    en: 'The logged-in user was not found.',
  },
  'error.forbidden': {
    status: 403,
    code: 'FORBIDDEN',
    de: 'Sie haben nicht die nötigen Berechtigungen.',
    en: 'You do not have the required permissions.',
  },
  'error.notFound': {
    status: 404,
    code: 'NOT_FOUND',
    de: 'Die Seite existiert nicht.',
    en: 'The page does not exist.',
  },
  'error.identicalRecord': {
    status: 409,
    code: 'CONSTRAINT_VIOLATION_EXCEPTION',
    de: 'Ein identischer Datensatz existiert bereits.',
    en: 'An identical record already exists.',
  },
  'error.contactEmailExists': {
    status: 409,
    code: 'CONSTRAINT_VIOLATION_EXCEPTION',
    de: 'Die Kontakt-E-Mail-Adresse existiert bereits.',
    en: 'The contact e-mail address already exists.',
  },
  'error.loginExists': {
    status: 409,
    code: 'CONSTRAINT_VIOLATION_EXCEPTION',
    de: 'Die Login-E-Mail-Adresse existiert bereits.',
    en: 'The login e-mail address already exists.',
  },
  'error.userDeleteRefused': {
    status: 403,
    code: 'FORBIDDEN',
    de: 'Der Benutzer kann nicht gelöscht werden (anderes Unternehmen oder letzter Administrator).',
    en: 'The user cannot be deleted (other company or last administrator).',
  },
  'error.roleChangeRefused': {
    status: 403,
    code: 'FORBIDDEN',
    de: 'Die Rolle kann für diesen Benutzer nicht angelegt oder gelöscht werden.',
    en: 'The role cannot be created or deleted for this user.',
  },
  'login.error.badCredentials': {
    status: 401,
    code: 'BAD_CREDENTIALS',
    de: 'Login oder Passwort nicht korrekt.',
    en: 'Login or password not correct.',
  },
  'login.error.disabled': {
    status: 403,
    code: 'ACCOUNT_DISABLED',
    de: 'Das Konto ist deaktiviert.',
    en: 'The account is disabled.',
  },
  'login.error.notActivated': {
    status: 403,
    code: 'ACCOUNT_NOT_ACTIVATED',
    de: 'Das Konto ist noch nicht aktiviert. Bitte nutzen Sie den Link aus der Aktivierungs-E-Mail.',
    en: 'The account is not activated yet. Please use the link from the activation e-mail.',
  },
  'login.error.locked': {
    status: 403,
    code: 'ACCOUNT_LOCKED',
    de: 'Das Konto ist gesperrt. Bitte versuchen Sie es später noch einmal oder setzen Sie Ihr Passwort zurück.',
    en: 'The account is locked. Please try again later or reset your password.',
  },
  'login.error.tooManyAttempts': {
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    de: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Minute noch einmal.',
    en: 'Too many login attempts. Please try again in a minute.',
  },
  'login.error.throttled': {
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    de: 'Zu viele falsche Passwörter. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
    en: 'Too many wrong passwords. Please wait a moment and try again.',
  },
  'registration.error.tooManyAttempts': {
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    de: 'Zu viele Registrierungsversuche. Bitte versuchen Sie es in einer Minute noch einmal.',
    en: 'Too many registration attempts. Please try again in a minute.',
  },
  'token.error.invalid': {
    status: 400,
    code: 'INVALID_TOKEN',
    de: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an oder wenden Sie sich an den Support.',
    en: 'The link is invalid or has expired. Please request a new link or contact support.',
  },
  'refresh.error.invalid': {
    status: 401,
    code: 'UNAUTHORIZED',
    de: 'Die Sitzung ist abgelaufen.',
    en: 'The session has expired.',
  },
  'validation.passwordCommon': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Dieses Passwort steht auf einer Liste häufig verwendeter Passwörter. Bitte wählen Sie ein anderes.',
    en: 'This password is on a list of commonly used passwords. Please choose another one.',
  },
  'validation.currentPassword': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Bitte geben Sie Ihr aktuelles Passwort korrekt ein.',
    en: 'Please enter your current password correctly.',
  },
  'login.error.lockedByAdmin': {
    status: 403,
    code: 'ACCOUNT_LOCKED',
    de: 'Ihr Konto wurde von einem Administrator gesperrt. Ein neues Passwort hebt diese Sperre nicht auf; bitte wenden Sie sich an Ihren Administrator.',
    en: 'Your account was locked by an administrator. A new password does not lift this lock; please contact your administrator.',
  },
  'error.unsupportedMediaType': {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    de: 'Der Aufruf erwartet einen JSON-Inhalt (Content-Type: application/json).',
    en: 'The call expects a JSON body (Content-Type: application/json).',
  },
  'send.error.singleRecipient': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die elektronische Adresse des Käufers (BT-49) muss genau eine Adresse sein.',
    en: "The buyer's electronic address (BT-49) must be exactly one address.",
  },
  'send.error.tooManySends': {
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    de: 'Ihr Unternehmen hat in der letzten Stunde zu viele Rechnungen versendet. Bitte versuchen Sie es später noch einmal.',
    en: 'Your company has sent too many invoices in the last hour. Please try again later.',
  },
  'validation.passwordRegex': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Das Passwort muss 12 bis 255 Zeichen lang sein und Groß- und Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
    en: 'The password must be 12 to 255 characters long and contain upper and lower case letters, a digit and a special character.',
  },
  'validation.sameAsPassword': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die Passwörter stimmen nicht überein.',
    en: 'The passwords do not match.',
  },
  'validation.sameAsLogin': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die E-Mail-Adressen stimmen nicht überein.',
    en: 'The e-mail addresses do not match.',
  },
  'validation.imprintAccepted': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Bitte akzeptieren Sie die Nutzungsbedingungen.',
    en: 'Please accept the terms of use.',
  },
  'validation.privacyAccepted': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
    en: 'Please accept the privacy statement.',
  },
  'validation.confirmLogin': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Bitte geben Sie zur Bestätigung Ihre Login-E-Mail-Adresse ein.',
    en: 'Please type your login e-mail address to confirm.',
  },
  'rechnung.error.alreadyGenerated': {
    status: 409,
    code: 'INVALID_RECHNUNG_STATUS',
    de: 'Die Rechnung wurde bereits erzeugt und versendet und kann nicht mehr geändert werden.',
    en: 'The invoice has already been generated and sent and can no longer be changed.',
  },
  'rechnung.error.numberSent': {
    status: 409,
    code: 'CONFLICT',
    de: 'Diese Rechnungsnummer wurde bereits für eine versendete Rechnung Ihres Unternehmens vergeben. Bitte wählen Sie eine andere Rechnungsnummer.',
    en: 'This invoice number was already used for an invoice your company has sent. Please choose another invoice number.',
  },
  'numbering.error.pattern': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Das Nummernmuster der Stammdaten ist nicht verwendbar: Es braucht genau einen Zähler wie {NNNN} und darf außerdem nur {YYYY}, {YY}, {MM} und {DD} enthalten (höchstens 100 Zeichen).',
    en: 'The numbering pattern of the master data cannot be used: it needs exactly one counter such as {NNNN} and may otherwise only contain {YYYY}, {YY}, {MM} and {DD} (at most 100 characters).',
  },
  'rechnung.error.notFound': {
    status: 404,
    code: 'NOT_FOUND',
    de: 'Die Rechnung wurde nicht gefunden oder gelöscht.',
    en: 'The invoice was not found or has been deleted.',
  },
  'rechnung.error.outdated': {
    status: 412,
    code: 'PRECONDITION_FAILED',
    de: 'Die Rechnung wurde inzwischen von anderer Stelle geändert. Bitte laden Sie sie neu.',
    en: 'The invoice has been changed elsewhere in the meantime. Please reload it.',
  },
  'rechnung.error.notGenerated': {
    status: 409,
    code: 'INVALID_RECHNUNG_STATUS',
    de: 'Für die Rechnung wurde noch keine XRechnung erzeugt.',
    en: 'No XRechnung has been generated for this invoice yet.',
  },
  'validation.invoice.invalid': {
    status: 422,
    code: 'INVALID_INVOICE',
    de: 'Die Rechnung ist nicht valide',
    en: 'The invoice is not valid',
  },
  'validation.invoice.checkFailed': {
    status: 422,
    code: 'XML_CHECK_FAILED',
    de: 'Prüfungsfehler',
    en: 'Check errors',
  },
  'generation.error.functional': {
    status: 422,
    code: 'FUNCTIONAL_ERROR',
    de: 'Die Rechnung kann in dieser Syntax nicht erzeugt werden.',
    en: 'The invoice cannot be generated in this syntax.',
  },
  'import.error.business': {
    status: 400,
    code: 'IMPORT_BUSINESS_ERROR',
    de: 'Die Datei beinhaltet fachliche Fehler und kann nicht importiert werden',
    en: 'The file contains business errors and cannot be imported',
  },
  'import.error.technical': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden',
    en: 'The file cannot be imported',
  },
  'import.error.pdf': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Sie ist ein PDF ohne eingebettete Rechnung. Importiert werden XRechnungen als XML-Datei (UBL oder CII) und ZUGFeRD-/Factur-X-PDFs, die eine solche XML-Datei enthalten.',
    en: 'The file cannot be imported: it is a PDF without an embedded invoice. Invoices are imported as XML files (UBL or CII) and as ZUGFeRD / Factur-X PDFs that contain such an XML file.',
  },
  'import.error.binary': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Sie ist keine Textdatei (z. B. ein Bild, ein Archiv oder ein Office-Dokument). Erwartet wird eine XML-Datei.',
    en: 'The file cannot be imported: it is not a text file (an image, an archive or an office document, say). An XML file is expected.',
  },
  'import.error.notXml': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Sie enthält Text, aber kein XML. Erwartet wird eine XRechnung im Format UBL oder CII.',
    en: 'The file cannot be imported: it holds text but no XML. An XRechnung in UBL or CII format is expected.',
  },
  'import.error.notWellFormed': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Das XML ist fehlerhaft (Zeile {line}, Spalte {column}), z. B. ein nicht geschlossenes Element.',
    en: 'The file cannot be imported: the XML is broken (line {line}, column {column}), an element that is not closed, say.',
  },
  'import.error.doctype': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Sie enthält eine DOCTYPE-Angabe, die aus Sicherheitsgründen nicht angenommen wird.',
    en: 'The file cannot be imported: it contains a DOCTYPE declaration, which is not accepted for security reasons.',
  },
  'import.error.notInvoice': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Sie ist XML, aber keine Rechnung (das Wurzelelement ist „{element}“; erwartet wird Invoice oder CreditNote in UBL oder CrossIndustryInvoice in CII).',
    en: 'The file cannot be imported: it is XML but not an invoice (its root element is "{element}"; Invoice or CreditNote in UBL or CrossIndustryInvoice in CII is expected).',
  },
  'import.error.namespace': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Das Wurzelelement „{element}“ steht nicht im Namensraum von UBL bzw. CII (gefunden: „{namespace}“).',
    en: 'The file cannot be imported: the root element "{element}" is not in the UBL or CII namespace (found: "{namespace}").',
  },
  'import.error.wrongKind': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: Sie ist ein Dokument der Art „{element}“, hier wird ein anderes erwartet (Rechnungen und Bestellungen haben jeweils ihren eigenen Import).',
    en: 'The file cannot be imported: it is a document of the kind "{element}", another kind is expected here (invoices and orders each have their own import).',
  },
  'import.error.tooLarge': {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    de: 'Die Datei ist zu groß.',
    en: 'The file is too large.',
  },
  'buyerReference.error.search': {
    status: 502,
    code: 'BAD_GATEWAY',
    de: 'Bei der Suche nach der Leitweg-ID ist ein technischer Fehler aufgetreten.',
    en: 'A technical error occurred while searching for the buyer reference.',
  },
  'attachment.error.empty': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die Datei ist leer.',
    en: 'The file is empty.',
  },
  'attachment.error.type': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Der Dateityp ist nicht erlaubt.',
    en: 'The file type is not allowed.',
  },
  'attachment.error.tooLarge': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die Anhänge sind zusammen größer als 10 MB.',
    en: 'The attachments exceed 10 MB in total.',
  },
  'attachment.error.tooMany': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Es sind höchstens 200 Anhänge erlaubt.',
    en: 'At most 200 attachments are allowed.',
  },
  'attachment.error.duplicate': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Ein Anhang mit diesem Dateinamen existiert bereits.',
    en: 'An attachment with this file name already exists.',
  },
  'attachment.error.xmlNotAllowed': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'XML-Anhänge sind für diese Rechnungsart nicht erlaubt.',
    en: 'XML attachments are not allowed for this invoice type.',
  },
  'attachment.error.name': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Der Dateiname ist ungültig (Steuerzeichen, Pfadtrenner oder leer).',
    en: 'The file name is invalid (control characters, path separators or empty).',
  },
  'attachment.error.content': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Der Inhalt der Datei passt nicht zum angegebenen Dateityp.',
    en: 'The file content does not match its declared type.',
  },
  'validation.text.tooLong': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Der Text ist zu lang.',
    en: 'The text is too long.',
  },
  'error.nestingTooDeep': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die Daten sind zu tief verschachtelt.',
    en: 'The data is nested too deeply.',
  },
  'error.storageQuota': {
    status: 413,
    code: 'QUOTA_EXCEEDED',
    de: 'Der Speicherplatz Ihres Unternehmens ist erschöpft. Bitte löschen Sie nicht mehr benötigte Rechnungen.',
    en: "Your company's storage is used up. Please delete invoices you no longer need.",
  },
  'rechnung.error.versionRequired': {
    status: 428,
    code: 'PRECONDITION_REQUIRED',
    de: 'Die Rechnung kann nur mit Angabe der bearbeiteten Version gespeichert werden.',
    en: 'The invoice can only be saved with the version it is based on.',
  },
  'generation.error.bodyDiffers': {
    status: 409,
    code: 'CONFLICT',
    de: 'Die übermittelte Rechnung weicht von der gespeicherten ab. Bitte speichern Sie die Rechnung zuerst.',
    en: 'The invoice sent differs from the stored one. Please save the invoice first.',
  },
  'generation.error.syntax': {
    status: 422,
    code: 'FUNCTIONAL_ERROR',
    de: 'XML-Anhänge, Drittzahlungen und eine Preisbasismenge (BT-149) sind nur mit UBL möglich.',
    en: 'XML attachments, third-party payments and a price base quantity (BT-149) are only possible with UBL.',
  },
  'masterdata.error.invalid': {
    status: 400,
    code: 'BAD_REQUEST',
    de: 'Die Stammdaten sind nicht valide.',
    en: 'The master data is not valid.',
  },
  'work.error.busy': {
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    de: 'Es laufen bereits zu viele Aufträge von Ihnen. Bitte warten Sie, bis diese beendet sind.',
    en: 'Too many of your jobs are running. Please wait until they have finished.',
  },
  'work.error.timeout': {
    status: 503,
    code: 'JOB_TIMEOUT',
    de: 'Die Verarbeitung hat zu lange gedauert und wurde abgebrochen.',
    en: 'Processing took too long and was stopped.',
  },
  'work.error.memory': {
    status: 503,
    code: 'JOB_TOO_LARGE',
    de: 'Die Verarbeitung brauchte zu viel Speicher und wurde abgebrochen.',
    en: 'Processing needed too much memory and was stopped.',
  },
  'import.error.tooComplex': {
    status: 400,
    code: 'IMPORT_TECHNICAL_ERROR',
    de: 'Die Datei kann nicht importiert werden: sie ist tiefer verschachtelt oder hat mehr Elemente als eine Rechnung haben kann.',
    en: 'The file cannot be imported: it is nested more deeply or has more elements than an invoice can have.',
  },
  'import.note.subtotalsRecalculated': {
    status: 200,
    code: 'NOTE',
    de: 'Die Zwischensummen wurden neu berechnet.',
    en: 'The subtotals were recalculated.',
  },
} satisfies Record<string, CatalogueEntry>;

export type MessageKey = keyof typeof catalogue;
