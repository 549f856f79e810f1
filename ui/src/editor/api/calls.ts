/**
 * The editor's server calls (spec §7): save/update invoices, master data, validation and
 * generation, XML import, and the buyer-reference (Leitweg-ID) directory search.
 */
import { request } from '../../api/client';
import type { MasterData, SavePayload, StoredInvoice } from '../../api/types';

export type { SavePayload } from '../../api/types';

export const createInvoiceCall = (payload: SavePayload) =>
  request<StoredInvoice>('api/rechnung', { method: 'POST', body: payload });
export const updateInvoiceCall = (id: number | string, payload: SavePayload) =>
  request<StoredInvoice>(`api/rechnung/${id}`, { method: 'PUT', body: payload });
export const readInvoiceCall = (id: number | string) => request<StoredInvoice>(`api/rechnung/${id}`);

export const getMasterDataCall = () => request<MasterData | null>('api/masterdata/');
export const createMasterDataCall = (data: MasterData) =>
  request<MasterData>('api/masterdata', { method: 'POST', body: data });
export const updateMasterDataCall = (data: MasterData) =>
  request<MasterData>('api/masterdata', { method: 'PUT', body: JSON.stringify(data) });

export type Syntax = 'ubl' | 'cii';
export type GenerateKind = 'ubl-invoices' | 'cefact-invoices' | 'ubl-credit-note-invoices';

export interface GenerateResponse {
  xml?: string;
  fileName?: string;
  id?: number | string;
  rechnungUUID?: string;
  messages?: unknown[];
  valid?: boolean;
  [key: string]: unknown;
}

export const validateCall = (invoice: unknown) =>
  request<unknown>('api/v1_2/json-validations', { method: 'POST', body: invoice });
export const generateCall = (
  kind: GenerateKind,
  body: unknown,
  send: boolean,
  query: { rechnungId?: string; spec?: string; zugferd?: 'xrechnung' | 'en16931' },
) => request<GenerateResponse>(`api/v1_2/${kind}${send ? '-send' : ''}`, { method: 'POST', body, query });
/** What the send dialog shows (server: GET /api/v1_2/send-mail). */
export interface MailDraft {
  channel: 'email' | 'http';
  recipient: string;
  subject?: string;
  body?: string;
  limits?: { subject: number; body: number };
}

/** The mail as the user leaves it in the send dialog. */
export interface MailChoice {
  to: string;
  subject: string;
  body: string;
}

/** The mail a send would carry (recipient, subject and text from the company's template). */
export const sendMailDraftCall = (rechnungId: string, lang: string) =>
  request<MailDraft>('api/v1_2/send-mail', { query: { rechnungId, lang } });
/** Generate and send by e-mail with the mail as edited in the send dialog. */
export const sendMailCall = (
  kind: GenerateKind,
  mail: MailChoice,
  query: { rechnungId: string; spec?: string; zugferd?: 'xrechnung' | 'en16931' },
) => request<GenerateResponse>(`api/v1_2/${kind}-send-mail`, { method: 'POST', body: mail, query });
/** The XML as the file's own bytes (a Blob) where there is one: the server decodes it by its encoding. */
export const importInvoiceXmlCall = (xml: string | Blob) =>
  request<unknown>('api/v1_2/json-invoices', {
    method: 'POST',
    raw: { text: xml, contentType: 'application/xml' },
  });
/** A ZUGFeRD / Factur-X PDF: the server imports the XML embedded in it. */
export const importInvoicePdfCall = (pdf: Blob) =>
  request<unknown>('api/v1_2/json-invoices', {
    method: 'POST',
    raw: { text: pdf, contentType: 'application/pdf' },
  });
export const importOrderXmlCall = (xml: string | Blob) =>
  request<unknown>('api/json-orders', { method: 'POST', raw: { text: xml, contentType: 'application/xml' } });

export interface BuyerReferenceRow {
  buyerReference: string;
  authorityName?: string;
  email?: string;
  street?: string;
  number?: string;
  postCode?: string;
  place?: string;
}

export interface BuyerReferencePage {
  content: BuyerReferenceRow[];
  totalElements: number;
  page: number;
  size: number;
}

export const searchBuyerReferencesCall = (query: {
  postCode?: string;
  place?: string;
  name?: string;
  page: number;
  size: number;
}) => request<BuyerReferencePage>('api/leitweg-ids', { query, counted: false });

/** The PDF of the invoice as typed (also an unsaved draft); `zugferd` embeds the CII XML (PDF/A-3). */
export type PdfFormat = 'pdf' | 'zugferd-en16931' | 'zugferd-xrechnung';
export const invoicePdfCall = (invoice: unknown, format: PdfFormat) =>
  request<Blob>('api/rechnung/visualisierung', {
    method: 'POST',
    body: { invoice, format },
    responseType: 'blob',
  });

/** Logo and letterhead text of the invoice PDF (master data). */
export interface Branding {
  letterhead: string;
  logoType: string | null;
}
export const getBrandingCall = () => request<Branding>('api/masterdata/branding');
export const saveLetterheadCall = (letterhead: string) =>
  request<{ letterhead: string }>('api/masterdata/branding', { method: 'PUT', body: { letterhead } });
export const getLogoCall = () => request<Blob>('api/masterdata/logo', { responseType: 'blob' });
export const saveLogoCall = (logo: Blob) =>
  request<Branding>('api/masterdata/logo', {
    method: 'PUT',
    raw: { text: logo, contentType: logo.type || 'image/png' },
  });
export const deleteLogoCall = () => request<Branding>('api/masterdata/logo', { method: 'DELETE' });
