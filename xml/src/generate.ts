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
 * Content the chosen syntax has no place for is refused with an XmlError, never dropped.
 * Completeness is the rules' job (`@xr/rules` evaluate) and is expected to be checked first.
 * The model goes to the stylesheet pruned (no empty values, no editor ids) and with its property
 * names aliased (model-keys.ts); the stylesheets are written with the spec's names.
 */
import type { Invoice } from '@xr/generated';
import { generateError, XmlError } from './errors';
import { aliasModel, pruneModel } from './model-keys';
import { type SaxonError, transformJson } from './saxon';
import {
  generationDate,
  isAcceptedToday,
  isExtensionIdentifier,
  outdatedVersionNotice,
  replacedIdentifierNotice,
  type SpecificationNotice,
  specificationIdentifier,
} from './spec-version';
import { linesMarker, writeLines } from './writer/lines';
import { str } from './writer/text';

export type Syntax = 'ubl' | 'cii';
export type XmlKind = 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice';

export interface GenerateOptions {
  syntax: Syntax;
  /** XRechnung version such as '3.0.2' or '2.3.1'. */
  spec?: string;
  /** The day of generation (yyyy-mm-dd); today when not given. */
  today?: string;
}

export interface GeneratedXml {
  xml: string;
  kind: XmlKind;
  /** The BT-24 value written. */
  specification: string;
  /** Warnings about BT-24 (an outdated version asked for, the invoice's own identifier replaced). */
  notices: SpecificationNotice[];
}

type Model = Invoice | Record<string, unknown>;

function present(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (Array.isArray(v)) return v.some(present);
  if (typeof v === 'object') return Object.entries(v).some(([k, x]) => k !== 'id' && present(x));
  return true;
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v.filter(present) : [];
}

/** The BT-24 value the document will carry, with the notices the choice calls for. */
export function chooseSpecificationWithNotices(
  invoice: Model,
  spec?: string,
  today: string = generationDate(),
): { specification: string; notices: SpecificationNotice[] } {
  const m = invoice as Record<string, unknown>;
  const thirdParty = list(m.THIRD_PARTY_PAYMENT).length > 0;
  if (spec) {
    const specification = specificationIdentifier(spec, today, thirdParty);
    return {
      specification,
      notices: isAcceptedToday(specification) ? [] : [outdatedVersionNotice(specification)],
    };
  }
  const current = specificationIdentifier(undefined, today, thirdParty);
  const control = m.PROCESS_CONTROL as { Specification_identifier?: { Content?: unknown } } | undefined;
  const raw = control?.Specification_identifier?.Content;
  const own = typeof raw === 'string' ? raw.trim() : '';
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

/** Throws an XmlError for content that has no place in the chosen syntax. */
export function refuseUnplaceable(invoice: Model, kind: XmlKind): void {
  const m = invoice as Record<string, unknown>;
  const thirdParty = list(m.THIRD_PARTY_PAYMENT).length;
  if (thirdParty > 0 && kind === 'CrossIndustryInvoice') throw generateError('thirdPartyPaymentNotInCii');
  if (thirdParty > 0 && kind === 'CreditNote') throw generateError('thirdPartyPaymentNotInCreditNote');
  const preceding = list(m.PRECEDING_INVOICE_REFERENCE).length;
  if (preceding > 1 && kind === 'CrossIndustryInvoice') throw generateError('onePrecedingInvoiceInCii');
}

/**
 * The model the stylesheet sees: the lines reduced to their distinct VAT information (the VAT
 * breakdown rows written are those some line, allowance or charge uses); the rest as it is.
 */
function forStylesheet(
  model: Record<string, unknown>,
  lines: Record<string, unknown>[],
): Record<string, unknown> {
  if (lines.length === 0) return model;
  const distinct = new Map<string, unknown>();
  for (const line of lines) {
    const vat = line.LINE_VAT_INFORMATION;
    const key = JSON.stringify(vat ?? null);
    if (!distinct.has(key)) distinct.set(key, vat === undefined ? {} : { LINE_VAT_INFORMATION: vat });
  }
  return { ...model, INVOICE_LINE: [...distinct.values()] };
}

/** Generates the XML text of an invoice model in the chosen syntax. */
export function generateXml(invoice: Model, options: GenerateOptions): GeneratedXml {
  if (options.syntax !== 'ubl' && options.syntax !== 'cii')
    throw generateError('unknownSyntax', String(options.syntax));
  const kind = xmlKind(invoice, options.syntax);
  refuseUnplaceable(invoice, kind);
  const { specification, notices } = chooseSpecificationWithNotices(invoice, options.spec, options.today);
  const stylesheet = options.syntax === 'ubl' ? 'model-to-ubl' : 'model-to-cii';
  try {
    const model = (pruneModel(invoice) ?? {}) as Record<string, unknown>;
    const lines = Array.isArray(model.INVOICE_LINE) ? (model.INVOICE_LINE as Record<string, unknown>[]) : [];
    const currency = model.Invoice_currency_code === undefined ? 'EUR' : str(model.Invoice_currency_code);
    const xml = transformJson(stylesheet, JSON.stringify(aliasModel(forStylesheet(model, lines)) ?? {}), {
      customization: specification,
    });
    const at = xml.indexOf(linesMarker);
    if (at < 0) throw new Error(`${stylesheet} wrote no ${linesMarker}`);
    const written = writeLines(model, options.syntax, currency);
    return {
      xml: xml.slice(0, at) + written + xml.slice(at + linesMarker.length),
      kind,
      specification,
      notices,
    };
  } catch (e) {
    if (e instanceof XmlError) throw e;
    const err = e as SaxonError;
    throw generateError('transformFailed', `${err.code ?? 'error'}: ${err.message}`);
  }
}
