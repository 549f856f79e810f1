/** Every server call of spec §7 that the shell makes, typed. The editor's calls live in editor/api. */
import { request } from './client';
import type {
  AuthResponse,
  Company,
  Configuration,
  Delivery,
  InvoiceRow,
  ListKind,
  ListQuery,
  MasterData,
  NewsItem,
  Page,
  PaymentSummary,
  PaymentView,
  RefreshResponse,
  Registration,
  RoleAssignment,
  SavePayload,
  SsoUser,
  StoredInvoice,
} from './types';

// public
export const getConfiguration = () =>
  request<Configuration>('public-api/configuration', { isPublic: true, counted: false });
export const authenticate = (login: string, password: string) =>
  request<AuthResponse>('public-api/authenticate/', {
    method: 'POST',
    isPublic: true,
    body: { login, password },
  });
/**
 * The refresh token travels as an HttpOnly cookie that all tabs share; the custom header is what a
 * foreign page cannot send, so the cookie alone refreshes nothing (CSRF).
 */
const refreshOnce = () =>
  request<RefreshResponse>('public-api/refreshtoken/', {
    method: 'POST',
    isPublic: true,
    counted: false,
    body: {},
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
/**
 * 409 `refresh.error.concurrent`: another tab rotated the shared token a moment ago and its answer
 * set the new cookie; a retry with that cookie succeeds (a few tries, a short pause between).
 */
export async function refreshToken(): Promise<RefreshResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await refreshOnce();
    } catch (e) {
      if (attempt >= 3 || (e as { status?: number }).status !== 409) throw e;
      await new Promise((done) => setTimeout(done, 200 * attempt));
    }
  }
}
export const activateAccount = (token: string, password: string, passwordRepeat: string) =>
  request<unknown>('public-api/activate/', {
    method: 'POST',
    isPublic: true,
    body: { token, password, passwordRepeat },
  });
export const requestPasswordReset = (login: string) =>
  request<unknown>('public-api/reset-password', { method: 'POST', isPublic: true, body: { login } });
export const changePasswordByToken = (token: string, password: string, passwordRepeat: string) =>
  request<unknown>('public-api/change-password', {
    method: 'POST',
    isPublic: true,
    body: { token, password, passwordRepeat },
  });
export const confirmLoginChange = (token: string) =>
  request<unknown>('public-api/change-login', { method: 'POST', isPublic: true, body: { token } });
export const register = (registration: Registration) =>
  request<unknown>('public-api/adresse', { method: 'POST', isPublic: true, body: registration });

// session and profile
/** Ends this browser's session (the server knows it from the access token) in every tab. */
export const logoutCall = () => request<unknown>('logout/', { method: 'POST', isLogout: true, body: {} });
export const changePassword = (oldPassword: string, password: string, passwordRepeat: string) =>
  request<unknown>('api/change-password', {
    method: 'POST',
    body: { oldPassword, password, passwordRepeat },
  });
export const requestLoginChange = (newLogin: string, newLoginRepeat: string, password: string) =>
  request<unknown>('api/reset-login', { method: 'POST', body: { newLogin, newLoginRepeat, password } });
export const setServerLocale = (locale: string) =>
  request<unknown>('api/ssouser/locale', { method: 'PUT', body: { locale } });
export const deleteOwnAccount = () => request<unknown>('api/ssouser', { method: 'DELETE' });

// master data
export const getMasterData = () => request<MasterData | null>('api/masterdata/');

// invoices and lists
export const listInvoices = (kind: ListKind, query: ListQuery) =>
  request<Page<InvoiceRow>>(`api/rechnung/${kind}`, { counted: false, query: { ...query } });
export const getInvoice = (id: InvoiceRow['id']) => request<StoredInvoice>(`api/rechnung/${id}`);
export const createInvoice = (payload: SavePayload) =>
  request<StoredInvoice>('api/rechnung', { method: 'POST', body: payload });
export const deleteInvoice = (id: InvoiceRow['id']) =>
  request<unknown>(`api/rechnung/${id}`, { method: 'DELETE' });
export const markManuallySent = (id: InvoiceRow['id']) =>
  request<unknown>(`api/rechnung/${id}/manually-sent`, { method: 'POST' });
/** "Erneut senden": a failed delivery is queued again (server API.md "Delivery"). */
export const retryDelivery = (id: InvoiceRow['id']) =>
  request<Delivery>(`api/rechnung/${id}/delivery-retry`, { method: 'POST' });
export const downloadXml = (id: InvoiceRow['id']) =>
  request<Blob>(`api/rechnung/xrechnungdata/${id}`, { responseType: 'blob' });
/** Every page of the filtered list as CSV (the list's filters and sorting, without paging). */
export const exportListCsv = (kind: ListKind, query: ListQuery) =>
  request<Blob>(`api/rechnung/${kind}/csv`, {
    query: { ...query, page: undefined, size: undefined },
    responseType: 'blob',
  });
/** Payment status and payments of a sent invoice; record one (without amount: what is open); undo one. */
export const getPayments = (id: InvoiceRow['id']) => request<PaymentView>(`api/rechnung/${id}/payments`);
export const recordPayment = (id: InvoiceRow['id'], paidOn: string, amount?: string) =>
  request<PaymentView>(`api/rechnung/${id}/payments`, { method: 'POST', body: { paidOn, amount } });
export const undoPayment = (id: InvoiceRow['id'], paymentId: number) =>
  request<PaymentView>(`api/rechnung/${id}/payments/${paymentId}`, { method: 'DELETE' });
/** The next payment reminder of an overdue invoice; `send` mails its PDF to the buyer. */
export const createReminder = (id: InvoiceRow['id'], send: boolean, locale: string) =>
  request<PaymentView & { mailedTo?: string }>(`api/rechnung/${id}/reminders`, {
    method: 'POST',
    body: { send, locale },
  });
/** The latest payment reminder as PDF. */
export const downloadReminder = (id: InvoiceRow['id'], locale: string) =>
  request<Blob>(`api/rechnung/${id}/reminder-pdf`, { responseType: 'blob', query: { locale } });
/** The dashboard's open and overdue sums per currency. */
export const getPaymentSummary = () => request<PaymentSummary>('api/payments/summary');
/** The XML files of the chosen invoices as one ZIP. */
export const downloadZip = (ids: InvoiceRow['id'][]) =>
  request<Blob>('api/rechnung/zip', { method: 'POST', body: { ids }, responseType: 'blob' });
/** The invoice as PDF; `zugferd-*` embeds the CII XML (ZUGFeRD / Factur-X, PDF/A-3). */
export const downloadView = (
  id: InvoiceRow['id'],
  format: 'pdf' | 'zugferd-en16931' | 'zugferd-xrechnung' = 'pdf',
) => request<Blob>(`api/rechnung/visualisierungdata/${id}`, { responseType: 'blob', query: { format } });
/**
 * The number the next save of an invoice without one would get (numbering pattern of the master
 * data; credit notes their own). Nothing is taken: the server numbers on the first save.
 */
export const proposeInvoiceNumber = (invoiceTypeCode = '380') =>
  request<{ invoiceNumber: string; pattern: string; today: string }>('api/numbering/next', {
    query: { invoiceTypeCode },
  });
export const getNews = () =>
  request<NewsItem[]>('api/textresource', { query: { type: 'NEWS' }, counted: false });

// administration
export const getCompany = () => request<Company>('api/adresse');
export const updateCompany = (company: Company) =>
  request<Company>('api/adresse', { method: 'PUT', body: company });
export const deleteCompany = (confirmLogin: string) =>
  request<unknown>('api/adresse', { method: 'DELETE', body: { confirmLogin } });
export const listUsers = () =>
  request<SsoUser[] | Page<SsoUser>>('api/adresse/ssousers', { query: { sort: 'login,asc' } });
export const createUser = (login: string, locale: string) =>
  request<SsoUser>('api/ssouser', { method: 'POST', body: { login, locale } });
export const getUser = (id: SsoUser['id']) => request<SsoUser>(`api/ssouser/${id}`);
export const deleteUser = (id: SsoUser['id']) => request<unknown>(`api/ssouser/${id}`, { method: 'DELETE' });
export const resendActivation = (id: SsoUser['id']) =>
  request<unknown>(`api/ssouser/${id}/resend-activation-mail`, { method: 'POST' });
export const assignRole = (ssoUserId: SsoUser['id'], role: string) =>
  request<unknown>('api/ssouserrole', { method: 'POST', body: { ssoUserId, role } });
export const removeRole = (assignmentId: RoleAssignment['id']) =>
  request<unknown>(`api/ssouserroles/${assignmentId}`, { method: 'DELETE' });
