/**
 * The letterhead and logo of the PDF view, invoice number reservation, the audit trail's
 * verification and the document itself, for the OpenAPI document (issue 30 item 16).
 */
import type { Operation } from './operations';

const str = { type: 'string' } as const;
const logoType = { type: ['string', 'null'], enum: ['image/png', 'image/jpeg', null] };
const chain = {
  type: 'object',
  properties: {
    intact: { type: 'boolean' },
    chained: { type: 'integer' },
    beforeStart: { type: 'integer' },
    broken: { type: 'array', items: { type: 'integer' } },
  },
};
const writeOnce = {
  type: 'object',
  properties: { intact: { type: 'boolean' }, missingTriggers: { type: 'array', items: str } },
};

export const brandingOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/masterdata/branding',
    summary: "The company's letterhead and whether it has a logo",
    responseSchema: { type: 'object', properties: { letterhead: str, logoType } },
  },
  {
    method: 'put',
    path: '/api/masterdata/branding',
    summary: 'Set the letterhead (up to 10 lines, 1000 characters)',
    bodySchema: { type: 'object', properties: { letterhead: str } },
    responseSchema: { type: 'object', properties: { letterhead: str, logoType } },
  },
  {
    method: 'get',
    path: '/api/masterdata/logo',
    summary: 'The logo (PNG or JPEG; 404 without one)',
    responseType: 'image/png',
  },
  {
    method: 'put',
    path: '/api/masterdata/logo',
    summary: 'Upload the logo (the PNG or JPEG image as body)',
    body: 'image/png',
    responseSchema: { type: 'object', properties: { logoType } },
  },
  {
    method: 'delete',
    path: '/api/masterdata/logo',
    summary: 'Remove the logo',
    responseSchema: { type: 'object', properties: { logoType } },
  },
  {
    method: 'get',
    path: '/api/numbering/next',
    summary: 'Propose the next invoice number of the company pattern (nothing is used up)',
    query: ['invoiceTypeCode'],
    responseSchema: { type: 'object', properties: { invoiceNumber: str, pattern: str, today: str } },
  },
  {
    method: 'post',
    path: '/api/numbering/next',
    summary: 'Propose the next invoice number of the company pattern (nothing is used up)',
    query: ['invoiceTypeCode'],
    noBody: true,
    responseSchema: { type: 'object', properties: { invoiceNumber: str, pattern: str, today: str } },
  },
  {
    method: 'get',
    path: '/api/numbering/used',
    summary: 'Which invoice of the company already uses an invoice number',
    query: ['invoiceNumber', 'exceptId'],
    responseSchema: { type: 'object', properties: { usedBy: { type: ['object', 'null'] } } },
  },
  {
    method: 'get',
    path: '/api/audit/verification',
    summary: "Recompute the audit trail's hash chain; report dropped write-once triggers",
    admin: true,
    responseSchema: {
      type: 'object',
      properties: { checked: { type: 'integer' }, intact: { type: 'boolean' }, chain, writeOnce },
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    public: true,
    responseSchema: { type: 'object' },
  },
];
