/**
 * JSON Schemas of the calls' small bodies and answers that have no document schema in
 * schemas/documents/ (API.md describes them); the OpenAPI document inlines them so a client
 * generated from it is typed end to end.
 */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;

export const credentials = {
  type: 'object',
  required: ['login', 'password'],
  properties: { login: str, password: str },
};

export const refreshToken = {
  type: 'object',
  required: ['refreshToken'],
  properties: { refreshToken: str },
};

/** A stored invoice as `POST`/`PUT`/`GET /api/rechnung…` answer it (`json` only on `GET`). */
export const storedInvoice = {
  type: 'object',
  required: ['id', 'rechnungUUID', 'version', 'status'],
  properties: {
    id: int,
    rechnungUUID: str,
    buyerReference: str,
    invoiceIssueDate: str,
    invoiceNumber: str,
    jsongroupvalidation: bool,
    specVersion: str,
    /** The invoice JSON as text (GET only). */
    json: str,
    version: int,
    status: { enum: ['IN_PROGRESS', 'SENT'] },
    sendingMethod: { enum: ['PORTAL', 'EMAIL', 'MANUAL'] },
    sentTime: str,
    createdDate: str,
    updatedDate: str,
    author: str,
    hasXml: bool,
    /** A sent invoice's delivery, as in the sent list (server/API.md "Delivery"). */
    delivery: { $ref: '#/components/schemas/InvoiceListRow/properties/delivery' },
    warnings: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'messageKey'],
        properties: { field: str, messageKey: str },
      },
    },
  },
};

/** `GET /api/rechnung/{id}`: the stored invoice with its JSON. */
export const storedInvoiceWithJson = { ...storedInvoice, required: [...storedInvoice.required, 'json'] };

/** Answer of `POST /api/v1_2/{ubl-invoices|cefact-invoices|ubl-credit-note-invoices}[-send]`. */
export const generationResult = {
  type: 'object',
  required: ['xml', 'fileName', 'syntax', 'valid'],
  properties: {
    xml: str,
    fileName: str,
    kind: str,
    syntax: { enum: ['ubl', 'cii'] },
    valid: bool,
    messages: { type: 'array', items: { type: 'object' } },
    id: { type: ['integer', 'null'] },
    rechnungUUID: { type: ['string', 'null'] },
    sent: bool,
    /** `-send`: the transport, the recipient and `status: 'queued'`. */
    delivery: {
      type: 'object',
      required: ['channel', 'recipient', 'status'],
      properties: { channel: { enum: ['email', 'http'] }, recipient: str, status: { enum: ['queued'] } },
    },
  },
};

/** The edited mail of a send (send dialog, issue 27). */
export const sendMail = {
  type: 'object',
  required: ['to', 'subject', 'body'],
  properties: {
    to: { type: 'string', description: 'exactly one e-mail address' },
    subject: { type: 'string', maxLength: 200, description: 'one line' },
    body: { type: 'string', maxLength: 10000 },
  },
} as const;

/** What the send dialog shows before a send. */
export const sendMailDraft = {
  type: 'object',
  required: ['channel', 'recipient', 'editable'],
  properties: {
    channel: { type: 'string', enum: ['email', 'http'] },
    recipient: str,
    subject: str,
    body: str,
    replyTo: str,
    editable: bool,
    limits: { type: 'object', properties: { subject: int, body: int } },
  },
} as const;
