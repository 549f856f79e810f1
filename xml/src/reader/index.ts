/**
 * XML → the JSON invoice model without XSLT: one parse builds a compact tree (`parse-tree.ts`),
 * the mapping functions of each syntax (`ubl.ts`, `cii.ts`) read the model from it, and the cover
 * walk reports every value that has no place in the model as a note.
 */

import { invoiceRoots } from '../safe-xml';
import { ciiInvoice, ciiNotes } from './cii';
import { parseTree } from './parse-tree';
import type { El } from './tree';
import { ublInvoice, ublNotes } from './ubl';
import type { Group } from './values';

export interface ReadResult {
  invoice: Group;
  notes: string[];
  /** The element tree read (for checks on the XML itself, so the text is parsed once). */
  tree: El;
  syntax: 'ubl' | 'cii';
}

/**
 * A UBL Invoice, UBL CreditNote or CII text (from `checkedText`), read in one parse that also
 * refuses a DOCTYPE and any other document element. `withNotes: false` leaves the cover walk out
 * (no notes): for checks that read only the model.
 */
export function readInvoice(text: string, withNotes = true): ReadResult {
  const root = parseTree(text, invoiceRoots);
  if (root.local === 'CrossIndustryInvoice')
    return { invoice: ciiInvoice(root), notes: withNotes ? ciiNotes(root) : [], tree: root, syntax: 'cii' };
  return { invoice: ublInvoice(root), notes: withNotes ? ublNotes(root) : [], tree: root, syntax: 'ubl' };
}
