export { cleanAccountId } from './accountIds';
export { attachmentTotals, base64Bytes } from './attachments';
export { advancedElements, type RemovedElement, toEasyMode } from './easyMode';
export { addIds, newId, stripIds } from './ids';
export { changeInvoiceType, EXTENSION_INVOICE_TYPES, invoiceTypeConflicts } from './invoiceType';
export { type TransferChoice, transferMasterData } from './masterDataTransfer';
export { NOTE_TEXTS, noteMessages } from './notes';
export { type LoadResult, onLoad } from './onLoad';
export { onSave } from './onSave';
export {
  isSepa,
  PAYMENT_TYPES,
  type PaymentTextLocale,
  type PaymentType,
  paymentTextIn,
  paymentTypeOf,
  switchMasterDataPaymentType,
  switchPaymentType,
} from './paymentType';
export {
  applyNotSubjectToVat,
  correctDuplicateVatRows,
  intraCommunitySupplyMissing,
  vatRowLocked,
} from './vatCategory';
export { DEFAULT_VAT_ROWS } from './vatRows';
