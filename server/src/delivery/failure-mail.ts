/** The mail to the sender when a delivery has failed for good (German or English by the user's locale). */
import { IntlMessageFormat } from 'intl-messageformat';

/** "1 attempt" / "3 attempts", "1 Versuch" / "3 Versuchen" (after "nach"). */
const tries = (attempts: number, locale: 'de' | 'en') =>
  String(
    new IntlMessageFormat(
      locale === 'en'
        ? '{n, plural, one {# attempt} other {# attempts}}'
        : '{n, plural, one {# Versuch} other {# Versuchen}}',
      locale,
    ).format({ n: attempts }),
  );

export function deliveryFailedMail(
  locale: string,
  invoiceNumber: string,
  recipient: string,
  reason: string,
  attempts: number,
  publicUrl: string,
) {
  const link = `${publicUrl}/weberfassung/invoices-sent`;
  if (locale === 'en')
    return {
      subject: `XR Web Capture: invoice ${invoiceNumber} could not be delivered`,
      body: `Hello,\n\ninvoice ${invoiceNumber} could not be delivered to ${recipient} after ${tries(attempts, 'en')}.\nReason: ${reason}\n\nIn the list of sent invoices you can try again ("Try again") or send the invoice another way:\n\n${link}\n`,
    };
  return {
    subject: `XR Web Capture: Rechnung ${invoiceNumber} konnte nicht zugestellt werden`,
    body: `Guten Tag,\n\ndie Rechnung ${invoiceNumber} konnte nach ${tries(attempts, 'de')} nicht an ${recipient} zugestellt werden.\nGrund: ${reason}\n\nIn der Liste der versendeten Rechnungen können Sie es erneut versuchen („Erneut senden“) oder die Rechnung auf anderem Weg senden:\n\n${link}\n`,
  };
}
