// The schema files of the model, imported statically so the registry works in Node and in the
// browser alike. Keep in step with the files in invoice/ and documents/ (a test checks it).

import documentsAttachmentCounters from './documents/attachment-counters.schema.json' with { type: 'json' };
import documentsCompany from './documents/company.schema.json' with { type: 'json' };
import documentsConfiguration from './documents/configuration.schema.json' with { type: 'json' };
import documentsInvoiceListPage from './documents/invoice-list-page.schema.json' with { type: 'json' };
import documentsInvoiceListRow from './documents/invoice-list-row.schema.json' with { type: 'json' };
import documentsLeitwegEntry from './documents/leitweg-entry.schema.json' with { type: 'json' };
import documentsLoginResponse from './documents/login-response.schema.json' with { type: 'json' };
import documentsMasterData from './documents/master-data.schema.json' with { type: 'json' };
import documentsRegistration from './documents/registration.schema.json' with { type: 'json' };
import documentsRoleAssignment from './documents/role-assignment.schema.json' with { type: 'json' };
import documentsSaveFile from './documents/save-file.schema.json' with { type: 'json' };
import documentsSavePayload from './documents/save-payload.schema.json' with { type: 'json' };
import documentsSelectedInvoice from './documents/selected-invoice.schema.json' with { type: 'json' };
import documentsSession from './documents/session.schema.json' with { type: 'json' };
import documentsSsoUser from './documents/sso-user.schema.json' with { type: 'json' };
import documentsUiSettings from './documents/ui-settings.schema.json' with { type: 'json' };
import documentsUserSettings from './documents/user-settings.schema.json' with { type: 'json' };
import invoiceAdditionalSupportingDocument from './invoice/additional-supporting-document.schema.json' with {
  type: 'json',
};
import invoiceBuyer from './invoice/buyer.schema.json' with { type: 'json' };
import invoiceCreditTransfer from './invoice/credit-transfer.schema.json' with { type: 'json' };
import invoiceDeliveryInformation from './invoice/delivery-information.schema.json' with { type: 'json' };
import invoiceDocumentLevelAllowance from './invoice/document-level-allowance.schema.json' with {
  type: 'json',
};
import invoiceDocumentLevelCharge from './invoice/document-level-charge.schema.json' with { type: 'json' };
import invoiceDocumentTotals from './invoice/document-totals.schema.json' with { type: 'json' };
import invoiceInvoice from './invoice/invoice.schema.json' with { type: 'json' };
import invoiceInvoiceLine from './invoice/invoice-line.schema.json' with { type: 'json' };
import invoiceInvoiceLineAllowance from './invoice/invoice-line-allowance.schema.json' with { type: 'json' };
import invoiceInvoiceLineCharge from './invoice/invoice-line-charge.schema.json' with { type: 'json' };
import invoiceInvoiceNote from './invoice/invoice-note.schema.json' with { type: 'json' };
import invoiceItemInformation from './invoice/item-information.schema.json' with { type: 'json' };
import invoicePayee from './invoice/payee.schema.json' with { type: 'json' };
import invoicePaymentInstructions from './invoice/payment-instructions.schema.json' with { type: 'json' };
import invoicePrecedingInvoiceReference from './invoice/preceding-invoice-reference.schema.json' with {
  type: 'json',
};
import invoicePriceDetails from './invoice/price-details.schema.json' with { type: 'json' };
import invoiceProcessControl from './invoice/process-control.schema.json' with { type: 'json' };
import invoiceSeller from './invoice/seller.schema.json' with { type: 'json' };
import invoiceSellerTaxRepresentativeParty from './invoice/seller-tax-representative-party.schema.json' with {
  type: 'json',
};
import invoiceThirdPartyPayment from './invoice/third-party-payment.schema.json' with { type: 'json' };
import invoiceVatBreakdown from './invoice/vat-breakdown.schema.json' with { type: 'json' };

/** Every schema file of the model, invoice groups and other documents. */
export const schemaFiles: Record<string, unknown>[] = [
  invoiceAdditionalSupportingDocument,
  invoiceBuyer,
  invoiceCreditTransfer,
  invoiceDeliveryInformation,
  invoiceDocumentLevelAllowance,
  invoiceDocumentLevelCharge,
  invoiceDocumentTotals,
  invoiceInvoiceLineAllowance,
  invoiceInvoiceLineCharge,
  invoiceInvoiceLine,
  invoiceInvoiceNote,
  invoiceInvoice,
  invoiceItemInformation,
  invoicePayee,
  invoicePaymentInstructions,
  invoicePrecedingInvoiceReference,
  invoicePriceDetails,
  invoiceProcessControl,
  invoiceSellerTaxRepresentativeParty,
  invoiceSeller,
  invoiceThirdPartyPayment,
  invoiceVatBreakdown,
  documentsAttachmentCounters,
  documentsCompany,
  documentsConfiguration,
  documentsInvoiceListPage,
  documentsInvoiceListRow,
  documentsLeitwegEntry,
  documentsLoginResponse,
  documentsMasterData,
  documentsRegistration,
  documentsRoleAssignment,
  documentsSaveFile,
  documentsSavePayload,
  documentsSelectedInvoice,
  documentsSession,
  documentsSsoUser,
  documentsUiSettings,
  documentsUserSettings,
];
