/**
 * Model → XML: UBL 2.1 Invoice, UBL 2.1 CreditNote (type code 381) or UN/CEFACT CII D16B, through
 * the stylesheets `xml/xslt/model-to-ubl.xsl` and `model-to-cii.xsl` run by SaxonJS. The
 * invoice lines (BG-25), the part that grows with the invoice, are written by
 * `writer/lines.ts` in the place the stylesheet marks: SaxonJS's per-node cost made 1000 lines
 * take 170–210 ms, the TypeScript writer takes a few ms.
 *
 * BT-24: the `spec` option wins (a version current platforms refuse gets a warning notice);
 * otherwise the invoice's own Specification_identifier is kept when current platforms accept it
 * (an imported invoice keeps its identifier), else replaced, with a notice, by the version valid
 * on the day of generation — never chosen by the issue date. With third-party payments the
 * XRechnung Extension identifier is used.
 *
 * Content the chosen syntax has no place for is refused with an XmlError (refusals.ts), never
 * dropped, and no value the invoice lacks is filled in.
 * Completeness is the rules' job (`@xr/rules` evaluate) and is expected to be checked first.
 * The model goes to the stylesheet pruned (no empty values, no editor ids) and with its property
 * names aliased (model-keys.ts); the stylesheets are written with the spec's names.
 */
import type { Invoice } from '@xr/generated';
import { generateError, XmlError } from './errors';
import { aliasModel, pruneModel } from './model-keys';
import { list, refuseUnplaceable } from './refusals';
import { type SaxonError, transformJson } from './saxon';
import {
  EN16931_IDENTIFIER,
  type GenerationProfile,
  generationDate,
  isAcceptedToday,
  isExtensionIdentifier,
  outdatedVersionNotice,
  profileOfSpecification,
  replacedIdentifierNotice,
  type SpecificationNotice,
  specificationIdentifier,
} from './spec-version';
import { linesMarker, writeLines } from './writer/lines';
import { str } from './writer/text';
import { vatRowsToWrite } from './writer/vat-rows';

export type Syntax = 'ubl' | 'cii';
export type XmlKind = 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice';

export interface GenerateOptions {
  syntax: Syntax;
  /** XRechnung version such as '3.0.2' or '2.3.1'. */
  spec?: string;
  /** The day of generation (yyyy-mm-dd); today when not given. */
  today?: string;
  /** `en16931` writes BT-24 `urn:cen.eu:en16931:2017`; by default the invoice's own BT-24 decides. */
  profile?: GenerationProfile;
}

export interface GeneratedXml {
  xml: string;
  kind: XmlKind;
  /** The BT-24 value written. */
  specification: string;
  /** The profile it was written in. */
  profile: GenerationProfile;
  /** Warnings about BT-24 (an outdated version asked for, the invoice's own identifier replaced). */
  notices: SpecificationNotice[];
}

type Model = Invoice | Record<string, unknown>;

/** The invoice's own BT-24, trimmed ('' when none). */
function ownSpecification(m: Record<string, unknown>): string {
  const control = m.PROCESS_CONTROL as { Specification_identifier?: { Content?: unknown } } | undefined;
  const raw = control?.Specification_identifier?.Content;
  return typeof raw === 'string' ? raw.trim() : '';
}

/** The profile a generation uses: the one asked for, else the one the invoice's BT-24 names. */
export function generationProfile(invoice: Model, profile?: GenerationProfile): GenerationProfile {
  return profile ?? profileOfSpecification(ownSpecification(invoice as Record<string, unknown>));
}

/**
 * The BT-24 value the document will carry, with the notices the choice calls for. In the en16931
 * profile it is EN 16931 itself: an XRechnung version or third-party payments (an XRechnung
 * extension) are refused there.
 */
export function chooseSpecificationWithNotices(
  invoice: Model,
  spec?: string,
  today: string = generationDate(),
  profile?: GenerationProfile,
): { specification: string; notices: SpecificationNotice[] } {
  const m = invoice as Record<string, unknown>;
  const thirdParty = list(m.THIRD_PARTY_PAYMENT).length > 0;
  if (generationProfile(invoice, profile) === 'en16931') {
    if (spec) throw generateError('specVersionNotInEn16931', spec);
    if (thirdParty) throw generateError('thirdPartyPaymentNotInEn16931');
    return { specification: EN16931_IDENTIFIER, notices: [] };
  }
  if (spec) {
    const specification = specificationIdentifier(spec, today, thirdParty);
    return {
      specification,
      notices: isAcceptedToday(specification) ? [] : [outdatedVersionNotice(specification)],
    };
  }
  const current = specificationIdentifier(undefined, today, thirdParty);
  const own = ownSpecification(m);
  if (own === '') return { specification: current, notices: [] };
  if (isAcceptedToday(own) && (!thirdParty || isExtensionIdentifier(own)))
    return { specification: own, notices: [] };
  // an accepted identifier without the extension part while third-party payments exist is completed silently
  const notices = isAcceptedToday(own) ? [] : [replacedIdentifierNotice(own, current)];
  return { specification: current, notices };
}

/** The BT-24 value the document will carry. */
export function chooseSpecification(invoice: Model, spec?: string, today?: string): string {
  return chooseSpecificationWithNotices(invoice, spec, today).specification;
}

/** The document kind for a syntax and invoice type code (381 in UBL is a CreditNote). */
export function xmlKind(invoice: Model, syntax: Syntax): XmlKind {
  if (syntax === 'cii') return 'CrossIndustryInvoice';
  return String((invoice as Record<string, unknown>).Invoice_type_code ?? '') === '381'
    ? 'CreditNote'
    : 'Invoice';
}

/**
 * The model the stylesheet sees: the VAT breakdown rows to write (writer/vat-rows.ts) and no
 * lines (writer/lines.ts writes them); the rest as it is.
 */
function forStylesheet(model: Record<string, unknown>): Record<string, unknown> {
  const { INVOICE_LINE: _, ...rest } = model;
  return { ...rest, VAT_BREAKDOWN: vatRowsToWrite(model) };
}

/** Generates the XML text of an invoice model in the chosen syntax. */
export function generateXml(invoice: Model, options: GenerateOptions): GeneratedXml {
  if (options.syntax !== 'ubl' && options.syntax !== 'cii')
    throw generateError('unknownSyntax', String(options.syntax));
  const kind = xmlKind(invoice, options.syntax);
  const profile = generationProfile(invoice, options.profile);
  refuseUnplaceable(invoice, kind, profile);
  const { specification, notices } = chooseSpecificationWithNotices(
    invoice,
    options.spec,
    options.today,
    profile,
  );
  const stylesheet = options.syntax === 'ubl' ? 'model-to-ubl' : 'model-to-cii';
  try {
    const model = (pruneModel(invoice) ?? {}) as Record<string, unknown>;
    const currency = model.Invoice_currency_code === undefined ? 'EUR' : str(model.Invoice_currency_code);
    const xml = transformJson(stylesheet, JSON.stringify(aliasModel(forStylesheet(model)) ?? {}), {
      customization: specification,
    });
    const at = xml.indexOf(linesMarker);
    if (at < 0) throw new Error(`${stylesheet} wrote no ${linesMarker}`);
    const written = writeLines(model, options.syntax, currency);
    return {
      xml: xml.slice(0, at) + written + xml.slice(at + linesMarker.length),
      kind,
      specification,
      profile,
      notices,
    };
  } catch (e) {
    if (e instanceof XmlError) throw e;
    const err = e as SaxonError;
    throw generateError('transformFailed', `${err.code ?? 'error'}: ${err.message}`);
  }
}
