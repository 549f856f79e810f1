/** Calls of the archive and audit trail, recurring invoices and invoice mail texts (server/src/routes/{audit,archive,schedules,mail-templates}). */
import { request } from './client';
import type { Page } from './types';

export type Frequency = 'week' | 'month' | 'quarter' | 'year';

export interface Schedule {
  id: number;
  name: string;
  sourceInvoiceId: number | null;
  frequency: Frequency;
  startDate: string;
  endDate: string | null;
  dueDays: number;
  mode: 'draft' | 'send';
  nextDate: string | null;
  occurrences: number;
  active: boolean;
  createdDate: string;
}

export interface ScheduleRun {
  id: number;
  occurrenceDate: string;
  invoiceId: number | null;
  invoiceNumber: string;
  outcome: 'draft' | 'sent' | 'send-failed';
  message: string;
}

export interface NewSchedule {
  invoiceId: number;
  frequency: Frequency;
  startDate: string;
  endDate?: string;
  dueDays: number;
  mode: 'draft' | 'send';
}

export interface AuditRow {
  id: number;
  at: string;
  userLogin: string;
  action: string;
  objectType: string;
  objectId: string;
  objectLabel: string;
  detail: string;
}

export type AuditQuery = Partial<Record<'action' | 'user' | 'from' | 'to' | 'objectType', string>> & {
  page: number;
  size: number;
};

export const listSchedules = () => request<Schedule[]>('api/schedules');
export const getSchedule = (id: number) => request<Schedule & { runs: ScheduleRun[] }>(`api/schedules/${id}`);
export const createSchedule = (s: NewSchedule) =>
  request<Schedule>('api/schedules', { method: 'POST', body: s });
export const setScheduleActive = (id: number, active: boolean) =>
  request<Schedule>(`api/schedules/${id}`, { method: 'PUT', body: { active } });
export const deleteSchedule = (id: number) => request<unknown>(`api/schedules/${id}`, { method: 'DELETE' });

export const listAudit = (q: AuditQuery) => request<Page<AuditRow>>('api/audit', { query: { ...q } });
export const auditCsv = (q: Omit<AuditQuery, 'page' | 'size'>) =>
  request<Blob>('api/audit/csv', { query: { ...q }, responseType: 'blob' });

export interface MailTemplate {
  subject: string;
  body: string;
  custom: boolean;
}
export interface MailTemplates {
  placeholders: string[];
  templates: { de: MailTemplate; en: MailTemplate };
}
export interface MailLogRow {
  id: number;
  createdDate: string;
  invoiceNumber: string;
  recipient: string;
  replyTo: string;
  subject: string;
  status: 'sent' | 'queued' | 'retrying' | 'failed' | 'unknown';
  lastError: string | null;
}

export const getMailTemplates = () => request<MailTemplates>('api/mail-templates');
export const saveMailTemplate = (locale: 'de' | 'en', subject: string, body: string) =>
  request<MailTemplates>(`api/mail-templates/${locale}`, { method: 'PUT', body: { subject, body } });
export const resetMailTemplate = (locale: 'de' | 'en') =>
  request<MailTemplates>(`api/mail-templates/${locale}`, { method: 'DELETE' });
export const listMailLog = (page: number, size: number) =>
  request<Page<MailLogRow>>('api/mail-log', { query: { page, size } });

export interface ArchiveRow {
  id: number;
  invoiceId: number;
  invoiceNumber: string;
  sendingMethod: 'portal' | 'email' | 'manual';
  syntax: string;
  xmlSha256: string;
  archivedAt: string;
  retainUntil: string;
}
export const listArchive = (page: number, size: number) =>
  request<Page<ArchiveRow>>('api/archive', { query: { page, size } });
export const verifyArchived = (id: number) =>
  request<{ id: number; intact: boolean }>(`api/archive/${id}/verification`);
export const downloadArchived = (id: number) =>
  request<Blob>(`api/archive/${id}/xml`, { responseType: 'blob' });
