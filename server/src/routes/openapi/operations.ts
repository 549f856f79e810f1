import { directoryOperations } from './directory-operations';
import {
  credentials,
  generationResult,
  refreshToken,
  sendMail,
  sendMailDraft,
  storedInvoice,
  storedInvoiceWithJson,
} from './inline-schemas';
import { brandingOperations } from './operations-branding';
import { gobdOperations } from './operations-gobd';
import { opsOperations } from './operations-ops';
import { paymentOperations } from './operations-payments';

/** Every call of the API (spec §7 plus the documented additions) for the OpenAPI document. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  /** `schemaIds` name of the request body, or a media type for non-JSON bodies. */
  body?: string;
  response?: string;
  public?: boolean;
  admin?: boolean;
  query?: string[];
  /** Inline JSON Schema of a body / an answer that has no document schema (inline-schemas.ts). */
  bodySchema?: Record<string, unknown>;
  responseSchema?: Record<string, unknown>;
  /** Media type of a non-JSON answer (XML, PDF). */
  responseType?: string;
  /** A POST/PUT that takes no body (an action on the path's resource). */
  noBody?: boolean;
  /** Answers 204 without a body. */
  noContent?: boolean;
}

const list = [
  'page',
  'size',
  'sort',
  'filterFulltextSearchExpression',
  'filterTimeRange',
  'filterTimeRangeStart',
  'filterTimeRangeEnd',
  'filterSSOUser',
  'filterCustomer',
  'filterAmountMin',
  'filterAmountMax',
  'filterType',
  'filterDueDateStart',
  'filterDueDateEnd',
];
const gen = ['rechnungId', 'rechnungUUID', 'spec'];

export const operations: Operation[] = [
  {
    method: 'get',
    path: '/public-api/configuration',
    summary: 'Configuration',
    response: 'configuration',
    public: true,
  },
  {
    method: 'post',
    path: '/public-api/authenticate/',
    summary: 'Log in (login, password)',
    bodySchema: credentials,
    response: 'loginResponse',
    public: true,
  },
  {
    method: 'post',
    path: '/public-api/refreshtoken/',
    summary: 'Rotate the refresh token (body, or the xr_refresh cookie with X-Requested-With)',
    bodySchema: refreshToken,
    response: 'loginResponse',
    public: true,
  },
  {
    method: 'post',
    path: '/public-api/activate/',
    summary: 'Activate an account (token, password)',
    public: true,
  },
  {
    method: 'post',
    path: '/public-api/reset-password',
    summary: 'Request a password reset mail (login)',
    public: true,
  },
  {
    method: 'post',
    path: '/public-api/change-password',
    summary: 'New password by mail token (token, password)',
    public: true,
  },
  {
    method: 'post',
    path: '/public-api/change-login',
    summary: 'Confirm a login change (token)',
    public: true,
  },
  {
    method: 'post',
    path: '/public-api/adresse',
    summary: 'Register a company and its first user',
    body: 'registration',
    public: true,
  },
  {
    method: 'post',
    path: '/logout/',
    summary: 'Log out this session, or with allSessions: true every session',
  },
  { method: 'post', path: '/api/change-password', summary: 'Change own password (oldPassword, password)' },
  { method: 'post', path: '/api/reset-login', summary: 'Request a login e-mail change (newLogin, password)' },
  {
    method: 'get',
    path: '/api/masterdata/',
    summary: 'Master data (null when none)',
    response: 'masterData',
  },
  {
    method: 'post',
    path: '/api/masterdata',
    summary: 'Create master data',
    body: 'masterData',
    response: 'masterData',
  },
  {
    method: 'put',
    path: '/api/masterdata',
    summary: 'Replace master data',
    body: 'masterData',
    response: 'masterData',
  },
  {
    method: 'post',
    path: '/api/v1_2/json-validations',
    summary: 'Validate an invoice (editor and xrechnung findings)',
    body: 'invoice',
    query: ['syntax'],
  },
  ...['ubl-invoices', 'cefact-invoices', 'ubl-credit-note-invoices'].flatMap((k) => [
    {
      method: 'post' as const,
      path: `/api/v1_2/${k}`,
      summary: `Generate (${k})`,
      body: 'invoice',
      responseSchema: generationResult,
      query: gen,
    },
    {
      method: 'post' as const,
      path: `/api/v1_2/${k}-send`,
      summary: `Generate and send (${k}); rechnungId required`,
      body: 'invoice',
      responseSchema: generationResult,
      query: gen,
    },
    {
      method: 'post' as const,
      path: `/api/v1_2/${k}-send-mail`,
      summary: `Generate and send by e-mail (${k}) with the mail as edited in the send dialog`,
      bodySchema: sendMail,
      responseSchema: generationResult,
      query: [...gen, 'zugferd'],
    },
  ]),
  {
    method: 'get',
    path: '/api/v1_2/send-mail',
    summary: "The mail a send would carry: recipient, subject and text from the company's template",
    query: ['rechnungId', 'lang'],
    responseSchema: sendMailDraft,
  },
  {
    method: 'post',
    path: '/api/v1_2/json-invoices',
    summary: 'Import an e-invoice (XML → model)',
    body: 'application/xml',
  },
  {
    method: 'post',
    path: '/api/json-orders',
    summary: 'Import an e-order (XML → model)',
    body: 'application/xml',
  },
  {
    method: 'get',
    path: '/api/rechnung/inprogress',
    summary: 'Invoices in progress',
    response: 'invoiceListPage',
    query: [...list, 'filterInvoiceDateStart', 'filterInvoiceDateEnd'],
  },
  {
    method: 'get',
    path: '/api/rechnung/sent',
    summary: 'Sent invoices',
    response: 'invoiceListPage',
    query: [...list, 'filterDeliveryStatus', 'filterPaymentStatus'],
  },
  {
    method: 'get',
    path: '/api/rechnung/inprogress/csv',
    summary: 'Invoices in progress as CSV (every page of the filtered list)',
    responseType: 'text/csv',
    query: [...list, 'filterInvoiceDateStart', 'filterInvoiceDateEnd'],
  },
  {
    method: 'get',
    path: '/api/rechnung/sent/csv',
    summary: 'Sent invoices as CSV (every page of the filtered list)',
    responseType: 'text/csv',
    query: [...list, 'filterDeliveryStatus', 'filterPaymentStatus'],
  },
  {
    method: 'post',
    path: '/api/rechnung/zip',
    summary: 'The XML files of chosen invoices as one ZIP (body { ids })',
    responseType: 'application/zip',
  },
  {
    method: 'post',
    path: '/api/rechnung',
    summary: 'Create an invoice',
    body: 'savePayload',
    responseSchema: storedInvoice,
  },
  {
    method: 'get',
    path: '/api/rechnung/{id}',
    summary: 'Read an invoice (ETag = version)',
    responseSchema: storedInvoiceWithJson,
  },
  {
    method: 'put',
    path: '/api/rechnung/{id}',
    summary: 'Update an invoice (version / If-Match)',
    body: 'savePayload',
    responseSchema: storedInvoice,
  },
  { method: 'delete', path: '/api/rechnung/{id}', summary: 'Delete an in-progress invoice' },
  {
    method: 'post',
    path: '/api/rechnung/{id}/manually-sent',
    summary: 'Mark a downloaded invoice as manually sent',
  },
  {
    method: 'post',
    path: '/api/rechnung/{id}/delivery-retry',
    summary: 'Try a failed delivery again ("Erneut senden")',
    responseSchema: { $ref: '#/components/schemas/InvoiceListRow/properties/delivery' },
  },
  { method: 'get', path: '/api/rechnung/jsondata/{id}', summary: 'The invoice JSON', response: 'invoice' },
  {
    method: 'get',
    path: '/api/rechnung/xrechnungdata/{id}',
    summary: 'The generated XML',
    responseType: 'application/xml',
  },
  {
    method: 'get',
    path: '/api/rechnung/visualisierungdata/{id}',
    summary: 'The invoice as PDF (?format=pdf | zugferd-en16931 | zugferd-xrechnung)',
    responseType: 'application/pdf',
  },
  {
    method: 'post',
    path: '/api/rechnung/visualisierung',
    summary: 'The invoice as typed (also a draft) as PDF: body { invoice, format }',
    responseType: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/rechnung/validierungsergebnisdata/{id}',
    summary: 'Validation report of the generated XML',
  },
  { method: 'get', path: '/api/adresse', summary: 'Own company', response: 'company' },
  { method: 'put', path: '/api/adresse', summary: 'Update own company', body: 'company', admin: true },
  {
    method: 'delete',
    path: '/api/adresse',
    summary: 'Delete own company with users and invoices',
    admin: true,
    query: ['confirmLogin'],
  },
  {
    method: 'get',
    path: '/api/adresse/ssousers',
    summary: 'Users of the company',
    admin: true,
    query: ['sort'],
  },
  { method: 'post', path: '/api/ssouser', summary: 'Create (invite) a user', body: 'ssoUser', admin: true },
  { method: 'get', path: '/api/ssouser/{id}', summary: 'A user', response: 'ssoUser', admin: true },
  {
    method: 'put',
    path: '/api/ssouser/{id}',
    summary: 'Update a user (names, locale, locked, disabled)',
    admin: true,
  },
  { method: 'delete', path: '/api/ssouser/{id}', summary: 'Delete a user', admin: true },
  { method: 'delete', path: '/api/ssouser', summary: 'Delete own account (invoices stay)' },
  {
    method: 'post',
    path: '/api/ssouser/{id}/resend-activation-mail',
    summary: 'Resend the activation mail',
    admin: true,
  },
  { method: 'put', path: '/api/ssouser/locale', summary: 'Set own locale' },
  { method: 'post', path: '/api/ssouserrole', summary: 'Assign a role', body: 'roleAssignment', admin: true },
  { method: 'delete', path: '/api/ssouserroles/{id}', summary: 'Remove a role assignment', admin: true },
  { method: 'get', path: '/api/textresource', summary: 'Text resources', query: ['type'] },
  {
    method: 'get',
    path: '/api/leitweg-ids',
    summary: 'Leitweg-ID directory search',
    query: ['postCode', 'place', 'name', 'page', 'size'],
  },
  ...gobdOperations,
  ...directoryOperations,
  ...opsOperations,
  ...brandingOperations,
  ...paymentOperations,
];
