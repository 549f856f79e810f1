/**
 * Editor routes of spec §2 (the shell adds them to its router with the invoice layout). Every
 * screen loads as its own chunk; all of them redirect to /Dashboard when no invoice is loaded.
 */
import { type ComponentType, lazy } from 'react';
import { appStore } from '../state/store';
import { registerWorkingDataReset } from '../state/working-data';
import { selectedInvoiceAtom, workingInvoiceAtom } from './state/atoms';

// entering the dashboard, master data, lists ... drops the working invoice (spec §2)
registerWorkingDataReset(() => {
  appStore.set(workingInvoiceAtom, null);
  appStore.set(selectedInvoiceAtom, { importedFromOrder: false });
});

type Layout = 'invoice' | 'masterdata';

export interface EditorRoute {
  path: string;
  component: ComponentType;
  layout: Layout;
  titleKey: string;
}

const section = (screen: string) =>
  lazy(() =>
    import('./screens/SectionScreen').then((m) => ({
      default: () => <m.SectionScreen screen={screen as never} />,
    })),
  );

const route = (path: string, component: ComponentType, layout: Layout = 'invoice'): EditorRoute => ({
  path: `/${path}`,
  component,
  layout,
  titleKey: `editor.title.${path}`,
});

export const editorRoutes: EditorRoute[] = [
  route(
    'SummaryView',
    lazy(() => import('./screens/SummaryScreen')),
  ),
  route('DataView', section('DataView')),
  route('SellerInformationView', section('SellerInformationView')),
  route('BuyerInformationView', section('BuyerInformationView')),
  route('DeliveryInformationView', section('DeliveryInformationView')),
  route(
    'InvoiceLines',
    lazy(() => import('./lines/InvoiceLinesScreen')),
  ),
  route('DocumentTotalsView', section('DocumentTotalsView')),
  route(
    'PaymentDataView',
    lazy(() => import('./screens/PaymentScreen')),
  ),
  route(
    'AdditionalSupportingDocumentsView',
    lazy(() => import('./attachments/AttachmentsScreen')),
  ),
  route(
    'ValidateView',
    lazy(() => import('./validate/ValidateScreen')),
  ),
  route(
    'SellerTaxRepresentativePartyInformationView',
    section('SellerTaxRepresentativePartyInformationView'),
  ),
  route('VatBreakdownView', section('VatBreakdownView')),
  route(
    'MasterdataView',
    lazy(() => import('./masterdata/MasterdataScreen')),
    'masterdata',
  ),
];
