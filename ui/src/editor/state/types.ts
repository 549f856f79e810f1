/**
 * The editor's working shapes. The invoice is the model of `schemas/` in its working form (every
 * nested object carries an `id`); the editor handles it as plain JSON so that one generic form
 * layer serves every group.
 */
// biome-ignore lint/suspicious/noExplicitAny: the model is JSON handled generically by rjsf
export type Json = any;
export type WorkingInvoice = Record<string, Json>;

export interface SelectedInvoiceMeta {
  id?: number | string;
  rechnungUUID?: string;
  xrechnungVersion?: string;
  importedFromOrder: boolean;
  /** Server's last-known modification marker, sent back on update (optimistic concurrency). */
  version?: number | string;
  /** The number the server proposed for a new invoice; left unchanged, the first save numbers it. */
  proposedNumber?: string;
}

export interface UserSettings {
  isEasyMode: boolean;
  isXMLIncluded: boolean;
}

export type PaymentSection =
  | 'CREDIT_TRANSFER_SEPA'
  | 'CREDIT_TRANSFER_NON_SEPA'
  | 'DIRECT_DEBIT_SEPA'
  | 'DIRECT_DEBIT_NON_SEPA'
  | 'PAYMENT_CARD';

export interface UiSettings {
  helpVisible: boolean;
  paymentSection?: PaymentSection;
  showPayee: boolean;
  showTaxRepresentative: boolean;
  showBuyerContact: boolean;
  showDeliveryInformation: boolean;
  showDeliveryAddress: boolean;
  showInvoicingPeriod: boolean;
  /** line ids whose per-line period is shown */
  showLinePeriod: Record<string, boolean>;
}

export interface AttachmentCounters {
  documentCount: number;
  attachmentCount: number;
  cumulativeFileSize: number;
  uniqueFileNames: string[];
}

export interface Finding {
  ruleId: string;
  severity: 'error' | 'warning';
  pointer: string;
  bt?: string;
  messageId: string;
  params?: Record<string, unknown>;
}
