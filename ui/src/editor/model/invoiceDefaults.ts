/**
 * The defaults of a new invoice that an invoice made from an e-order must get too (editor spec §3:
 * Invoice_type_code 380; currency EUR; BT-23 process and BT-24 specification identifier of
 * XRechnung 3.0, which the user cannot be expected to know). Only missing values are filled.
 * The same values as `blankInvoice` in actions/openInvoice.ts.
 */
import type { Json } from '../state/types';

export const BUSINESS_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
export const SPECIFICATION = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

const empty = (v: unknown) => v === undefined || v === null || v === '';

export function withNewInvoiceDefaults(invoice: Json): Json {
  const control: Json = invoice.PROCESS_CONTROL ?? {};
  const specification: Json = control.Specification_identifier ?? {};
  return {
    ...invoice,
    Invoice_type_code: empty(invoice.Invoice_type_code) ? '380' : invoice.Invoice_type_code,
    Invoice_currency_code: empty(invoice.Invoice_currency_code) ? 'EUR' : invoice.Invoice_currency_code,
    PROCESS_CONTROL: {
      ...control,
      Business_process_type: empty(control.Business_process_type)
        ? BUSINESS_PROCESS
        : control.Business_process_type,
      Specification_identifier: {
        ...specification,
        Content: empty(specification.Content) ? SPECIFICATION : specification.Content,
      },
    },
  };
}
