/**
 * An invoice enters the editor (new, copied, imported, loaded, template file): ids added, the
 * load normalisations of @xr/rules applied (their notes shown), toggles and counters derived from
 * the data, totals calculated and findings computed at once.
 */

import { todayIso } from '../../i18n/formats';
import { appStore } from '../../state/store';
import { countAttachments } from '../attachments/limits';
import { advancedElements } from '../behaviours/modeSwitch';
import { paymentSectionOf } from '../behaviours/paymentType';
import { withNewInvoiceDefaults } from '../model/invoiceDefaults';
import { editorSchema } from '../model/invoiceSchema';
import { calculate, onLoad } from '../model/rulesApi';
import {
  attachmentCountersAtom,
  editorEntryAtom,
  findingsAtom,
  findingsPendingAtom,
  followBaseAtom,
  importNotesAtom,
  initialUiSettings,
  savedSnapshotAtom,
  selectedInvoiceAtom,
  uiSettingsAtom,
  userSettingsAtom,
  workingInvoiceAtom,
} from './atoms';
import { evaluateLatest } from './evaluateAsync';
import type { Json, SelectedInvoiceMeta, UiSettings } from './types';

const present = (v: Json) =>
  v !== undefined && v !== null && (typeof v !== 'object' || Object.keys(v).some((k) => k !== 'id'));

export function togglesFor(invoice: Json): UiSettings {
  const delivery = invoice.DELIVERY_INFORMATION;
  const showLinePeriod: Record<string, boolean> = {};
  for (const line of invoice.INVOICE_LINE ?? [])
    if (present(line.INVOICE_LINE_PERIOD)) showLinePeriod[line.id] = true;
  return {
    ...initialUiSettings,
    helpVisible: appStore.get(uiSettingsAtom).helpVisible,
    paymentSection: paymentSectionOf(invoice.PAYMENT_INSTRUCTIONS?.Payment_means_type_code),
    showPayee: present(invoice.PAYEE),
    showTaxRepresentative: present(invoice.SELLER_TAX_REPRESENTATIVE_PARTY),
    showBuyerContact: present(invoice.BUYER?.BUYER_CONTACT),
    showDeliveryInformation: present(delivery),
    showDeliveryAddress: present(delivery?.DELIVER_TO_ADDRESS),
    showInvoicingPeriod: present(delivery?.INVOICING_PERIOD),
    showLinePeriod,
  };
}

export interface EnterOptions {
  meta?: Partial<SelectedInvoiceMeta>;
  /** notes to show besides the normalisation's own (import notes of the server) */
  notes?: string[];
  /** the invoice as stored on the server (for the unsaved-changes check; its draft is offered) */
  saved?: boolean;
}

export function enterEditor(plain: Json, options: EnterOptions = {}): void {
  // an invoice made from an e-order starts with the defaults of a new invoice
  const start = options.meta?.importedFromOrder ? withNewInvoiceDefaults(plain ?? {}) : (plain ?? {});
  const { invoice: normalised, notes } = onLoad(start);
  const calculated = calculate(normalised);
  appStore.set(selectedInvoiceAtom, { importedFromOrder: false, ...options.meta });
  appStore.set(uiSettingsAtom, togglesFor(calculated));
  appStore.set(attachmentCountersAtom, countAttachments(calculated.ADDITIONAL_SUPPORTING_DOCUMENTS ?? []));
  // notes are shown once, when a file comes in: not again each time the user reopens his own invoice
  appStore.set(importNotesAtom, options.saved ? [] : [...(options.notes ?? []), ...notes]);
  // the findings come from the worker (a 1000-line invoice opens without waiting for the rules)
  appStore.set(findingsAtom, []);
  appStore.set(findingsPendingAtom, true);
  void evaluateLatest(calculated, todayIso()).then((findings) => {
    if (!findings) return;
    appStore.set(findingsAtom, findings);
    appStore.set(findingsPendingAtom, false);
  });
  appStore.set(followBaseAtom, null);
  appStore.set(workingInvoiceAtom, calculated);
  appStore.set(savedSnapshotAtom, options.saved ? JSON.stringify(calculated) : null);
  appStore.set(editorEntryAtom, (e) => ({
    count: e.count + 1,
    offer: options.saved === true,
  }));
  // an invoice with advanced-only content opens in advanced mode, so nothing is hidden
  if (advancedElements(calculated, editorSchema(false)).length > 0) {
    appStore.set(userSettingsAtom, (s) => ({ ...s, isEasyMode: false }));
  }
}

/** Cancel (home): the working invoice and the selected-invoice metadata are cleared. */
export function leaveEditor(): void {
  appStore.set(workingInvoiceAtom, null);
  appStore.set(selectedInvoiceAtom, { importedFromOrder: false });
  appStore.set(findingsAtom, []);
  appStore.set(findingsPendingAtom, false);
  appStore.set(importNotesAtom, []);
  appStore.set(savedSnapshotAtom, null);
}
