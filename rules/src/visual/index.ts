export { documentTitle, invoiceDocument } from './document';
export { formatDate, formatNumber } from './format';
export { labelsFor, type VisualLocale, visualLabels } from './labels';
export type { InvoiceDocument, VisualBlock, VisualField, VisualLine, VisualTable } from './model';
