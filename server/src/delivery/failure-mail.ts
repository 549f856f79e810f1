/** The mail to the sender when a delivery has failed for good (German or English by the user's locale). */

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
      body: `Hello,\n\ninvoice ${invoiceNumber} could not be delivered to ${recipient} after ${attempts} attempt(s).\nReason: ${reason}\n\nIn the list of sent invoices you can try again ("Try again") or send the invoice another way:\n\n${link}\n`,
    };
  return {
    subject: `XR Web Capture: Rechnung ${invoiceNumber} konnte nicht zugestellt werden`,
    body: `Guten Tag,\n\ndie Rechnung ${invoiceNumber} konnte nach ${attempts} Versuch(en) nicht an ${recipient} zugestellt werden.\nGrund: ${reason}\n\nIn der Liste der versendeten Rechnungen können Sie es erneut versuchen („Erneut senden“) oder die Rechnung auf anderem Weg senden:\n\n${link}\n`,
  };
}
