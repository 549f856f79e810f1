/**
 * The recipient kind of an invoice IS its BT-24 (Specification identifier): a public buyer's
 * invoice names XRechnung 3 (Leitweg-ID, BR-DE rules), a business customer's names EN 16931
 * (`urn:cen.eu:en16931:2017`). The editor's choice sets BT-24; the rules profile, the server's
 * judgement and the generated documents all follow from it, so what is shown, stored and sent agree.
 */
import { EN16931_ID, profileForSpecification } from '@xr/rules';
import type { Json, WorkingInvoice } from '../state/types';
import { newId } from './paths';

export type RecipientKind = 'public' | 'business';

/** BT-24 of a public buyer's invoice: the XRechnung 3.0 CIUS. */
export const XRECHNUNG_3_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

const bt24 = (invoice: Json): string | undefined => {
  const v = invoice?.PROCESS_CONTROL?.Specification_identifier?.Content;
  return typeof v === 'string' ? v.trim() : undefined;
};

/** Business when BT-24 names EN 16931; a public buyer otherwise (also when BT-24 is not set yet). */
export function recipientKindOf(invoice: Json): RecipientKind {
  const found = profileForSpecification(bt24(invoice));
  return 'profile' in found && found.profile === 'en16931' ? 'business' : 'public';
}

/** The rules profile the editor checks the invoice with. */
export function editorProfileOf(invoice: Json): 'editor' | 'editor-en16931' {
  return recipientKindOf(invoice) === 'business' ? 'editor-en16931' : 'editor';
}

/** The invoice with BT-24 set for the recipient kind (an XRechnung extension identifier is kept). */
export function withRecipientKind(invoice: WorkingInvoice, kind: RecipientKind): WorkingInvoice {
  if (recipientKindOf(invoice) === kind && bt24(invoice)) return invoice;
  const control = invoice.PROCESS_CONTROL ?? { id: newId() };
  const current = control.Specification_identifier ?? {};
  return {
    ...invoice,
    PROCESS_CONTROL: {
      ...control,
      Specification_identifier: { ...current, Content: kind === 'business' ? EN16931_ID : XRECHNUNG_3_ID },
    },
  };
}
