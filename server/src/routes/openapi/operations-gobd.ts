/** The archive, audit trail, recurring invoice and e-mail text calls for the OpenAPI document (issue 16). */
import type { Operation } from './operations';

const paged = ['page', 'size'];

export const gobdOperations: Operation[] = [
  { method: 'get', path: '/api/archive', summary: 'Archived sent invoices with their SHA-256', query: paged },
  {
    method: 'get',
    path: '/api/archive/verification',
    summary: 'Recompute the hashes of every archived document',
  },
  {
    method: 'get',
    path: '/api/archive/{id}/verification',
    summary: 'Recompute the hashes of one archived document',
  },
  {
    method: 'get',
    path: '/api/archive/{id}/xml',
    summary: 'An archived XML, byte for byte as sent',
    responseType: 'application/xml',
  },
  {
    method: 'get',
    path: '/api/archive/{id}/pdf',
    summary: 'An archived PDF',
    responseType: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/audit',
    summary: 'Audit trail of the company, newest first',
    admin: true,
    query: ['action', 'objectType', 'objectId', 'user', 'from', 'to', ...paged],
  },
  {
    method: 'get',
    path: '/api/audit/csv',
    summary: 'Audit trail as CSV, oldest first',
    admin: true,
    query: ['action', 'objectType', 'objectId', 'user', 'from', 'to'],
    responseType: 'text/csv',
  },
  { method: 'get', path: '/api/schedules', summary: 'Recurring invoices of the company' },
  {
    method: 'post',
    path: '/api/schedules',
    summary: 'Make a stored invoice recurring (invoiceId, frequency, startDate, endDate, dueDays, mode)',
  },
  { method: 'get', path: '/api/schedules/{id}', summary: 'A recurring invoice and the invoices it created' },
  { method: 'put', path: '/api/schedules/{id}', summary: 'Pause or resume a recurring invoice ({ active })' },
  {
    method: 'delete',
    path: '/api/schedules/{id}',
    summary: 'Delete a recurring invoice (its invoices stay)',
  },
  {
    method: 'get',
    path: '/api/mail-templates',
    summary: 'Texts of the invoice mail (de, en) and the placeholders',
  },
  {
    method: 'put',
    path: '/api/mail-templates/{locale}',
    summary: 'Set the invoice mail text of a language (subject, body)',
    admin: true,
  },
  {
    method: 'delete',
    path: '/api/mail-templates/{locale}',
    summary: 'Back to the built-in invoice mail text',
    admin: true,
  },
  {
    method: 'post',
    path: '/api/mail-templates/{locale}/preview',
    summary: 'A mail text filled in with a stored invoice (subject, body, invoiceId)',
  },
  {
    method: 'get',
    path: '/api/mail-log',
    summary: 'Invoice mails sent, with their status',
    admin: true,
    query: paged,
  },
];
