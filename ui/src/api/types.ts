/**
 * Shapes of the HTTP API (spec §7) as the UI uses them. Where the spec says "not shown", these
 * follow the server of this repository (server/src/routes).
 */

export interface Configuration {
  buyerReferenceSearchUrl?: string;
  xrechnungSpec?: string;
  motd_de_text?: string;
  motd_en_text?: string;
  motd_de_title?: string;
  motd_en_title?: string;
  isTestSystem?: boolean;
  links?: { privacy?: string; imprint?: string; termsOfUse?: string };
  textManualUrl?: string;
  videoManualUrl?: string;
  /** contact for reporting accessibility barriers: an e-mail or web address */
  accessibilityContact?: string;
}

export interface SsoUserRef {
  id: number | string;
  login: string;
}

export interface AuthResponse {
  username: string;
  accessToken: string;
  refreshToken: string;
  millisAccessTokenExpiry: number;
  millisRefreshTokenExpiry: number;
  roles: string[];
  locale?: string;
  addressSSOUsers?: SsoUserRef[];
}

export type RefreshResponse = Pick<
  AuthResponse,
  'accessToken' | 'refreshToken' | 'millisAccessTokenExpiry' | 'millisRefreshTokenExpiry'
> &
  Partial<Pick<AuthResponse, 'roles' | 'username' | 'locale'>>;

// biome-ignore lint/suspicious/noExplicitAny: master data is JSON edited by the editor's forms
export type MasterData = Record<string, any>;

export interface Company {
  name: string;
  street: string;
  number: string;
  postcode: string;
  city: string;
  email: string;
  locale: string;
  country: string;
}

export interface Registration extends Company {
  login: string;
  firstName: string;
  lastName: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export interface RoleAssignment {
  id: number | string;
  role: string;
  createdDate?: string;
}

export interface SsoUser {
  id: number | string;
  login: string;
  createdDate?: string;
  active: boolean;
  activationTokenExpired: boolean;
  locked: boolean;
  roles?: RoleAssignment[];
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}

export interface InvoiceRow {
  id: number | string;
  rechnungUUID?: string;
  valid?: boolean;
  jsongroupvalidation?: boolean;
  invoiceNumber?: string;
  createdDate?: string;
  invoiceIssueDate?: string;
  buyerReference?: string;
  sendingMethod?: string;
  sentDate?: string;
  mailingDate?: string;
  status?: string;
  author?: string;
}

export type ListKind = 'inprogress' | 'sent';

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
}

export interface StoredInvoice {
  id: number | string;
  rechnungUUID?: string;
  buyerReference?: string;
  invoiceIssueDate?: string;
  invoiceNumber?: string;
  jsongroupvalidation?: boolean;
  specVersion?: string;
  json: string;
  version?: number | string;
  status?: string;
}

export interface NewsItem {
  id: number | string;
  title_de?: string;
  title_en?: string;
  text_de?: string;
  text_en?: string;
  createdDate?: string;
}
