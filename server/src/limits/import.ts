/**
 * The e-invoice import's size limit: an XML file, a ZUGFeRD / Factur-X PDF, and every stream the
 * PDF reader inflates from such a PDF (`visual/pdf-inflate-limit.ts`), answered with
 * `import.error.tooLarge` beyond it.
 */
/** The spec's attachment limit: an e-invoice is far smaller. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Nodes of a PDF's name tree of embedded files the reader visits at most (each node once). */
export const MAX_PDF_NAME_NODES = 1000;
