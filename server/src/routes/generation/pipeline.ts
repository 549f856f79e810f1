/**
 * The heavy part of a generation (run in a worker thread, `src/pool/`): the checks the editor
 * applies (the editor profile's errors besides the official ones, and the syntax restrictions of
 * spec §9), the XML, and the XML checked against the XSD. Refusals are ApiErrors; nothing here
 * touches the database. The profile is the invoice's (profile.ts: `xrechnung` for a public buyer,
 * `en16931` for a business customer), or the one a format forces (the ZUGFeRD EN 16931 PDF).
 *
 * The XML is not imported again to run the rules a second time: the rules have judged the model,
 * and that the generator writes the model faithfully is proven by tests, not per call — the
 * generation property test (arbitrary models VALID by the official validator), the corpus
 * round trip (every value written back) and the byte-identity of the line writer. The read-back
 * was most of the call's time for large invoices (import and rules again: ~40 % for 1000 lines).
 */
import type { BaseProfile } from '@xr/rules';
import { ApiError } from '../../errors/api-error';
import { loadXml } from '../../modules';
import { errorsOf, findingsOf } from './findings';
import { invoiceProfiles } from './profile';
import { ublOnlyReasons } from './syntax';

export type GenerateKind = 'ubl-invoices' | 'cefact-invoices' | 'ubl-credit-note-invoices';

export interface BuildInput {
  invoice: Record<string, unknown>;
  kind: GenerateKind;
  spec?: string;
  locale: string;
  /** Forces a profile (the ZUGFeRD EN 16931 PDF); by default the invoice's BT-24 decides. */
  profile?: BaseProfile;
}

export async function buildXml({ invoice, kind, spec, locale, profile }: BuildInput) {
  const syntax = kind === 'cefact-invoices' ? 'cii' : 'ubl';
  if (syntax === 'cii') {
    const reasons = ublOnlyReasons(invoice);
    if (reasons.length > 0) throw new ApiError('generation.error.syntax', { reasons });
  }
  const profiles = invoiceProfiles(invoice, profile);
  const [editor, findings] = await Promise.all([
    findingsOf(invoice, profiles.editor, locale, syntax),
    findingsOf(invoice, profiles.official, locale, syntax),
  ]);
  const errors = [...errorsOf(editor), ...errorsOf(findings)];
  if (errors.length > 0)
    throw new ApiError('validation.invoice.invalid', { findings: errors, count: errors.length });

  const xmlMod = await loadXml();
  let generated: { xml: string; kind: string };
  try {
    generated = await xmlMod.generateXml(invoice, {
      syntax,
      profile: profiles.official,
      ...(spec ? { spec } : {}),
    });
  } catch (err) {
    const e = err as { messageKey?: string; message?: string; en?: string };
    if (!e.messageKey) throw err;
    // the generator's notice in the caller's language (German, or English where it has one)
    const message = locale === 'en' && e.en ? e.en : e.message;
    throw new ApiError('generation.error.functional', { xmlMessageKey: e.messageKey, message }, 422);
  }
  if (kind === 'ubl-credit-note-invoices' && generated.kind !== 'CreditNote') {
    throw new ApiError('generation.error.functional', { reason: 'not a credit note (invoice type 381)' });
  }
  if (kind === 'ubl-invoices' && generated.kind === 'CreditNote') {
    throw new ApiError('generation.error.functional', {
      reason: 'credit note: use ubl-credit-note-invoices',
    });
  }
  const [check] = await xmlMod.validateXsd([generated.xml]);
  if (!check.valid) {
    throw new ApiError('validation.invoice.checkFailed', {
      count: check.errors.length,
      errors: check.errors.slice(0, 100),
    });
  }
  return {
    xml: generated.xml,
    kind: generated.kind,
    syntax,
    profile: profiles.official,
    findings: [...editor, ...findings],
  };
}
