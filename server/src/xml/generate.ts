/**
 * Model → XML: UBL 2.1 Invoice, UBL 2.1 CreditNote (type code 381) or UN/CEFACT CII D16B, through
 * the stylesheets `server/xslt/model-to-ubl.xsl` and `model-to-cii.xsl` run by SaxonJS.
 *
 * BT-24: the `spec` option wins; otherwise the invoice's own Specification_identifier is kept
 * (an imported invoice keeps its identifier); otherwise the version valid on the issue date.
 * With third-party payments the XRechnung Extension identifier is used.
 *
 * Content the chosen syntax has no place for is refused with an XmlError, never dropped.
 * Completeness is the rules' job (`@xr/rules` evaluate) and is expected to be checked first.
 * The model goes to the stylesheet pruned (no empty values, no editor ids) and with its property
 * names aliased (model-keys.ts); the stylesheets are written with the spec's names.
 */
import type { Invoice } from '@xr/generated';
import { generateError, XmlError } from './errors';
import { aliasModel } from './model-keys';
import { type SaxonError, transformJson } from './saxon';
import { isExtensionIdentifier, specificationIdentifier } from './spec-version';

export type Syntax = 'ubl' | 'cii';
export type XmlKind = 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice';

export interface GenerateOptions {
  syntax: Syntax;
  /** XRechnung version such as '3.0.2' or '2.3.1'. */
  spec?: string;
}

export interface GeneratedXml {
  xml: string;
  kind: XmlKind;
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

/** The BT-24 value the document will carry. */
export function chooseSpecification(invoice: Model, spec?: string): string {
  const m = invoice as Record<string, unknown>;
  const thirdParty = list(m.THIRD_PARTY_PAYMENT).length > 0;
  const issueDate = typeof m.Invoice_issue_date === 'string' ? m.Invoice_issue_date : undefined;
  if (spec) return specificationIdentifier(spec, issueDate, thirdParty);
  const control = m.PROCESS_CONTROL as { Specification_identifier?: { Content?: unknown } } | undefined;
  const own = control?.Specification_identifier?.Content;
  if (typeof own === 'string' && own.trim() !== '' && (!thirdParty || isExtensionIdentifier(own))) return own;
  return specificationIdentifier(undefined, issueDate, thirdParty);
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

/** Generates the XML text of an invoice model in the chosen syntax. */
export function generateXml(invoice: Model, options: GenerateOptions): GeneratedXml {
  if (options.syntax !== 'ubl' && options.syntax !== 'cii')
    throw generateError('unknownSyntax', String(options.syntax));
  const kind = xmlKind(invoice, options.syntax);
  refuseUnplaceable(invoice, kind);
  const customization = chooseSpecification(invoice, options.spec);
  const stylesheet = options.syntax === 'ubl' ? 'model-to-ubl' : 'model-to-cii';
  try {
    return {
      xml: transformJson(stylesheet, JSON.stringify(aliasModel(invoice) ?? {}), { customization }),
      kind,
    };
  } catch (e) {
    if (e instanceof XmlError) throw e;
    const err = e as SaxonError;
    throw generateError('transformFailed', `${err.code ?? 'error'}: ${err.message}`);
  }
}
