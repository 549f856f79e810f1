/**
 * What the rest of the UI may use from the editor: the routes, and the ways an invoice enters it.
 *
 */
export {
  importInvoiceFile,
  openStoredInvoice,
  startNewInvoice,
} from './actions/openInvoice';
export { importTemplate as importSaveFile } from './actions/templateFile';
export { editorRoutes } from './routes';
