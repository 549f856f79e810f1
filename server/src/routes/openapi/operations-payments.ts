/** Payment status and the dashboard's open amounts (issue 27) for the OpenAPI document. */
import type { Operation } from './operations';

const amount = { type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$' };
const sums = {
  type: 'array',
  items: {
    type: 'object',
    properties: { currency: { type: 'string' }, count: { type: 'integer' }, amount },
    required: ['currency', 'count', 'amount'],
  },
};

const paymentView = {
  type: 'object',
  properties: {
    invoiceId: { type: 'integer' },
    invoiceNumber: { type: 'string' },
    paymentStatus: { type: 'string', enum: ['OPEN', 'PARTLY_PAID', 'PAID', 'OVERDUE'] },
    currency: { type: 'string' },
    dueDate: { type: 'string', format: 'date' },
    amountDue: amount,
    paidAmount: amount,
    openAmount: amount,
    reminders: { type: 'integer', description: 'Payment reminders made so far' },
    lastReminderOn: { type: 'string', format: 'date' },
    mailedTo: { type: 'string', description: 'POST reminders with send: where the reminder was mailed' },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, paidOn: { type: 'string', format: 'date' }, amount },
        required: ['id', 'paidOn', 'amount'],
      },
    },
  },
  required: ['invoiceId', 'invoiceNumber', 'currency', 'amountDue', 'paidAmount', 'openAmount', 'payments'],
};

export const paymentOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/payments/summary',
    summary: 'Open and overdue sent invoices: count and open sum per currency',
    responseSchema: {
      type: 'object',
      properties: { open: sums, overdue: sums },
      required: ['open', 'overdue'],
    },
  },
  {
    method: 'get',
    path: '/api/rechnung/{id}/payments',
    summary: 'Payment status and recorded payments of a sent invoice',
    responseSchema: paymentView,
  },
  {
    method: 'post',
    path: '/api/rechnung/{id}/payments',
    summary: 'Record a payment (paidOn, amount; without amount the open amount)',
    bodySchema: {
      type: 'object',
      properties: {
        paidOn: { type: 'string', format: 'date' },
        amount: { oneOf: [{ type: 'string' }, { type: 'number' }] },
      },
      required: ['paidOn'],
    },
    responseSchema: paymentView,
  },
  {
    method: 'post',
    path: '/api/rechnung/{id}/reminders',
    summary:
      'Make the next payment reminder of an overdue invoice; with send: true mail its PDF (recipient, else the buyer)',
    bodySchema: {
      type: 'object',
      properties: {
        send: { type: 'boolean' },
        recipient: { type: 'string' },
        locale: { type: 'string', enum: ['de', 'en'] },
      },
    },
    responseSchema: paymentView,
  },
  {
    method: 'get',
    path: '/api/rechnung/{id}/reminder-pdf',
    summary: 'The latest payment reminder as PDF (locale de or en)',
    query: ['locale'],
    responseType: 'application/pdf',
  },
  {
    method: 'delete',
    path: '/api/rechnung/{id}/payments/{paymentId}',
    summary: 'Undo a recorded payment',
    responseSchema: paymentView,
  },
];
