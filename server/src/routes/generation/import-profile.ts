/**
 * The profile an imported e-invoice is judged by, from its BT-24 (issue 25): XRechnung 3 by the
 * XRechnung rules; EN 16931 and what builds on it — ZUGFeRD/Factur-X BASIC, EN 16931 and EXTENDED,
 * Peppol BIS — by the EN 16931 rules, with a note naming the profile read; XRechnung 1.x/2.x raised
 * to XRechnung 3 (BT-24 set) with a note. ZUGFeRD/Factur-X MINIMUM and BASIC WL are refused: they
 * are no invoices under § 14 UStG. Anything else keeps the XRechnung rules, as before.
 */
import type { BaseProfile } from '@xr/rules';
import { ApiError, errorBody } from '../../errors/api-error';
import { loadRules } from '../../modules';

const XRECHNUNG_3 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

type Json = Record<string, unknown>;

export interface ImportProfile {
  profile: BaseProfile;
  /** The note for the import dialog, in the caller's language. */
  note?: string;
}

const bt24Of = (invoice: Json) =>
  ((invoice.PROCESS_CONTROL as Json | undefined)?.Specification_identifier as Json | undefined)?.Content as
    | string
    | undefined;

/** The profile of the imported invoice; raises an older XRechnung's BT-24 in place; throws for MINIMUM / BASIC WL. */
export async function importProfile(invoice: Json, lang: 'de' | 'en'): Promise<ImportProfile> {
  const rules = await loadRules();
  const bt24 = bt24Of(invoice);
  const picked = rules.profileForSpecification(bt24);
  const spec = rules.specificationOf(bt24);
  if ('profile' in picked && picked.profile === 'xrechnung') return { profile: 'xrechnung' };
  switch (spec.kind) {
    case 'en16931':
    case 'en16931-based':
    case 'zugferd-1': // a ZUGFeRD 1.0 identifier on a CII D16B document: read as the EN 16931 it is
      return {
        profile: 'en16931',
        note: errorBody('import.note.profileRead', lang, { profile: spec.name }).message,
      };
    case 'xrechnung-old': {
      invoice.PROCESS_CONTROL ??= {};
      const control = invoice.PROCESS_CONTROL as Json;
      control.Specification_identifier = {
        ...((control.Specification_identifier as Json) ?? {}),
        Content: XRECHNUNG_3,
      };
      return {
        profile: 'xrechnung',
        note: errorBody('import.note.xrechnungRaised', lang, { profile: spec.name }).message,
      };
    }
    case 'not-invoice':
      throw new ApiError('import.error.notAnInvoiceProfile', { profile: spec.name });
    default:
      return { profile: 'xrechnung' };
  }
}

/** A ZUGFeRD 1.0 document (its own root and namespace): refused naming the version and its profile. */
export function refuseZugferd1(text: string): void {
  const m = /urn:ferd:CrossIndustryDocument:invoice:1p0:(\w+)/.exec(text.slice(0, 20_000));
  if (m) throw new ApiError('import.error.zugferd1', { profile: `ZUGFeRD 1.0 ${m[1].toUpperCase()}` });
}
