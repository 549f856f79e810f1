/**
 * The rules an invoice is judged by, from its BT-24 (Specification identifier): the recipient kind
 * is BT-24 itself — a public buyer's invoice names XRechnung 3 and is judged by `xrechnung` (with
 * the Leitweg-ID and the BR-DE rules), a business customer's names `urn:cen.eu:en16931:2017` and is
 * judged by `en16931`. Validation, generation, the ZUGFeRD PDF and the scheduler all ask here, so
 * what is shown, stored and sent agree. The `editor` profiles add the spec's own rules.
 */
import type { BaseProfile, Profile } from '@xr/rules';
import { profileOfSpecification } from '@xr/xml/src/spec-version';

export interface InvoiceProfiles {
  /** The official rule set (and the BT-24 written on generation). */
  official: BaseProfile;
  /** The official set plus the spec's own rules. */
  editor: Profile;
}

const bt24 = (invoice: unknown): unknown =>
  (invoice as { PROCESS_CONTROL?: { Specification_identifier?: { Content?: unknown } } } | null)
    ?.PROCESS_CONTROL?.Specification_identifier?.Content;

/** The profiles of an invoice (or the one a format forces, such as the ZUGFeRD EN 16931 PDF). */
export function invoiceProfiles(invoice: unknown, forced?: BaseProfile): InvoiceProfiles {
  const official = forced ?? profileOfSpecification(bt24(invoice));
  return { official, editor: official === 'en16931' ? 'editor-en16931' : 'editor' };
}
