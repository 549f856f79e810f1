export { invoiceDocument } from './document';
export { formatDate, formatNumber } from './format';
export { type VisualLocale, visualLabels } from './labels';
export type { InvoiceDocument, VisualBlock, VisualField, VisualLine, VisualTable } from './model';
