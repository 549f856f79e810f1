/**
 * Editor state (spec §3 "Selected-invoice metadata and settings"): the working invoice, the
 * selected-invoice metadata, user settings, UI settings, attachment counters, and what live
 * validation derived from the invoice (findings, per-screen validity).
 */
import { atom } from 'jotai';
import { onePerField } from '../model/onePerField';
import type {
  AttachmentCounters,
  Finding,
  SelectedInvoiceMeta,
  UiSettings,
  UserSettings,
  WorkingInvoice,
} from './types';

export const workingInvoiceAtom = atom<WorkingInvoice | null>(null);

export const selectedInvoiceAtom = atom<SelectedInvoiceMeta>({ importedFromOrder: false });

export const userSettingsAtom = atom<UserSettings>({ isEasyMode: true, isXMLIncluded: false });

export const initialUiSettings: UiSettings = {
  helpVisible: true,
  showPayee: false,
  showTaxRepresentative: false,
  showBuyerContact: false,
  showDeliveryInformation: false,
  showDeliveryAddress: false,
  showInvoicingPeriod: false,
  showLinePeriod: {},
};
export const uiSettingsAtom = atom<UiSettings>(initialUiSettings);

export const attachmentCountersAtom = atom<AttachmentCounters>({
  documentCount: 0,
  attachmentCount: 0,
  cumulativeFileSize: 0,
  uniqueFileNames: [],
});

/** Findings of the last `editor`-profile evaluation (live validation, debounced). */
export const findingsAtom = atom<Finding[]>([]);

/**
 * True from the moment an invoice enters the editor until its first evaluation has arrived: the
 * summary and the validate screen say "being checked" meanwhile, not "0 errors" or "valid".
 */
export const findingsPendingAtom = atom(false);

/** Import/load notes of the last normalisation, shown once on the summary. */
export const importNotesAtom = atom<string[]>([]);

/**
 * The editor's entries (a new, opened or imported invoice), counted: a browser draft is offered
 * once per entry, and only where it belongs (`offer`: a stored invoice opened; an unsaved new one
 * is offered when its reloaded screen has no invoice, `ReloadedWithoutInvoice`).
 */
export const editorEntryAtom = atom({ count: 0, offer: false });

/**
 * The invoice as live validation last left it: what dates and bases that follow others compare
 * with (`behaviours/`); none when an invoice enters the editor. An atom, not a component's
 * state: the editor frame mounts again on every screen.
 */
export const followBaseAtom = atom<WorkingInvoice | null>(null);

/** The invoice as last saved (JSON text), to know whether there are unsaved changes. */
export const savedSnapshotAtom = atom<string | null>(null);

/** The errors, one per field (see `onePerField`): what the badges count and the validate screen lists. */
export const errorFindingsAtom = atom((get) =>
  onePerField(get(findingsAtom).filter((f) => f.severity === 'error')),
);

/** A finding's pointer to bring into view after following a link from the validate screen. */
export const focusPointerAtom = atom<string | null>(null);

/** Narrow views of the working invoice, so frame and header do not re-render on every keystroke. */
export const hasInvoiceAtom = atom((get) => get(workingInvoiceAtom) !== null);
export const invoiceNumberAtom = atom(
  (get) => get(workingInvoiceAtom)?.Invoice_number?.Content as string | undefined,
);
