/**
 * Shapes of the HTTP API (spec §7) as the UI uses them: the types of @xr/client, generated from
 * the OpenAPI document the server serves (its bodies are the model's schemas), so UI and server
 * share one contract and one spelling of every field.
 */
import type { paths, Schemas } from '@xr/client';

/** The JSON answer (200/201) of a call of the OpenAPI document. */
export type Answer<P extends keyof paths, M extends 'get' | 'post' | 'put' | 'delete'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer T } } };
}
  ? T
  : unknown;

export type Configuration = Schemas['Configuration'];
export type AuthResponse = Schemas['LoginResponse'];
/** POST /public-api/refreshtoken/ answers the token and expiry fields of the login response. */
export type RefreshResponse = Answer<'/public-api/refreshtoken/', 'post'>;
/** A role assignment as the server answers it (with its id). */
export type RoleAssignment = Schemas['RoleAssignment'] & { id: number };
/** A user as the server answers it (with its id). */
export type SsoUser = Omit<Schemas['SsoUser'], 'id' | 'roles'> & { id: number; roles?: RoleAssignment[] };
export type SsoUserRef = Pick<Schemas['SsoUser'], 'id' | 'login'>;
export type MasterData = Schemas['MasterData'];
export type Company = Schemas['Company'];
export type Registration = Schemas['Registration'];
export type InvoiceRow = Schemas['InvoiceListRow'];
/** A sent invoice's delivery (queued → delivered / failed), in the sent list and the details. */
export type Delivery = NonNullable<InvoiceRow['delivery']>;
export type Page<T> = Omit<Schemas['InvoiceListPage'], 'content'> & { content: T[] };
/** A stored invoice as `GET /api/rechnung/{id}` answers it. */
export type StoredInvoice = Answer<'/api/rechnung/{id}', 'get'>;
/** What `POST /api/rechnung` takes. */
export type SavePayload = Schemas['SavePayload'];

export type ListKind = 'inprogress' | 'sent';

/** A sent invoice's payment status with its payments (`GET /api/rechnung/{id}/payments`). */
export type PaymentView = Answer<'/api/rechnung/{id}/payments', 'get'>;
/** Open and overdue sums per currency (`GET /api/payments/summary`). */
export type PaymentSummary = Answer<'/api/payments/summary', 'get'>;

/** Query of the invoice lists (server/API.md "Lists"); the OpenAPI document types them as text. */
export interface ListQuery {
  page: number;
  size: number;
  sort: string;
  filterFulltextSearchExpression?: string;
  filterTimeRangeStart?: string;
  filterTimeRangeEnd?: string;
  filterTimeRange?: string;
  filterSSOUser?: string;
  filterInvoiceDateStart?: string;
  filterInvoiceDateEnd?: string;
  /** Sent list: QUEUED | DELIVERED | FAILED. */
  filterDeliveryStatus?: string;
  /** Issue 27: buyer name contains, amount due range, document type, due date range. */
  filterCustomer?: string;
  filterAmountMin?: string;
  filterAmountMax?: string;
  filterType?: string;
  filterDueDateStart?: string;
  filterDueDateEnd?: string;
  /** Sent list: OPEN | PARTLY_PAID | PAID | OVERDUE | UNPAID. */
  filterPaymentStatus?: string;
}

/** A news entry of `GET /api/textresource?type=NEWS` (not described by a schema yet). */
export interface NewsItem {
  id: number | string;
  title_de?: string;
  title_en?: string;
  text_de?: string;
  text_en?: string;
  createdDate?: string;
}
