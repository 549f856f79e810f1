/**
 * PostgreSQL tables (drizzle): the same tables, columns, defaults and indexes as the SQLite module
 * `schema.ts` (test/schema-parity.test.ts compares them). Timestamps stay ISO text as on SQLite;
 * millisecond times are bigint; flags are boolean. Migrations: `npm run db:generate -w @xr/server`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary data (SQLite's blob in buffer mode). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const now = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  street: text('street').notNull().default(''),
  number: text('number').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  city: text('city').notNull().default(''),
  contactEmail: text('contact_email').notNull(),
  locale: text('locale').notNull().default('de'),
  country: text('country').notNull().default('DE'),
  createdDate: text('created_date').notNull().default(now),
});

/** status: invited | pending | active | locked | disabled (server/API.md). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    passwordHash: text('password_hash'),
    givenName: text('given_name').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    locale: text('locale').notNull().default('de'),
    status: text('status').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: text('locked_until'),
    createdDate: text('created_date').notNull().default(now),
  },
  (t) => [uniqueIndex('users_login_uq').on(t.login), index('users_company_idx').on(t.companyId, t.login)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    assignedAt: text('assigned_at').notNull().default(now),
  },
  (t) => [uniqueIndex('user_roles_uq').on(t.userId, t.role)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
    /** The login session the token belongs to: rotation keeps it, a replayed token revokes it. */
    family: text('family'),
    /** When the token was used up by a refresh (ms): a second tab's refresh just after is no replay. */
    rotatedAt: bigint('rotated_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId, t.family),
  ],
);

/** kind: activation | reset | login-change. */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    newLogin: text('new_login'),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    used: boolean('used').notNull().default(false),
  },
  (t) => [
    uniqueIndex('mail_tokens_hash_uq').on(t.tokenHash),
    index('mail_tokens_user_idx').on(t.userId, t.kind),
  ],
);

export const masterdata = pgTable('masterdata', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  json: text('json').notNull(),
  updatedDate: text('updated_date').notNull().default(now),
});

/** The company's logo (PNG or JPEG) and letterhead text for the invoice PDF (master data). */
export const companyBranding = pgTable('company_branding', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  logo: bytea('logo'),
  logoType: text('logo_type'),
  letterhead: text('letterhead').notNull().default(''),
  updatedDate: text('updated_date').notNull().default(now),
});

/** status: inprogress | sent; sendingMethod: portal | email | manual. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rechnungUUID: text('rechnung_uuid').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorLogin: text('author_login').notNull().default(''),
    invoiceNumber: text('invoice_number').notNull().default(''),
    invoiceIssueDate: text('invoice_issue_date').notNull().default(''),
    buyerReference: text('buyer_reference').notNull().default(''),
    buyerName: text('buyer_name').notNull().default(''),
    /** Document type (BT-3), currency (BT-5) and due date (BT-9) from the stored JSON (issue 27). */
    typeCode: text('type_code').notNull().default('380'),
    currency: text('currency').notNull().default(''),
    dueDate: text('due_date').notNull().default(''),
    /** Totals in hundredths (BR-DEC: two decimals at most): net BT-109, VAT BT-110, gross BT-112, due BT-115. */
    netCents: bigint('net_cents', { mode: 'number' }),
    vatCents: bigint('vat_cents', { mode: 'number' }),
    grossCents: bigint('gross_cents', { mode: 'number' }),
    dueCents: bigint('due_cents', { mode: 'number' }),
    /** Sum of the recorded payments in hundredths (invoice-payments.ts). */
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    /** Payment reminders made for this invoice and the day of the last (routes/payments/reminder.ts). */
    reminders: integer('reminders').notNull().default(0),
    lastReminderOn: text('last_reminder_on').notNull().default(''),
    /** lower-cased invoice number, buyer reference and buyer name: the list's full-text filter. */
    searchText: text('search_text').notNull().default(''),
    createdDate: text('created_date').notNull(),
    updatedDate: text('updated_date').notNull(),
    valid: boolean('valid').notNull().default(false),
    status: text('status').notNull().default('inprogress'),
    sendingMethod: text('sending_method'),
    sentAt: text('sent_at'),
    specVersion: text('spec_version').notNull().default(''),
    importedFromOrder: boolean('imported_from_order').notNull().default(false),
    json: text('json').notNull(),
    xml: text('xml'),
    xmlSyntax: text('xml_syntax'),
    validationReport: text('validation_report'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // per company: another company's UUID is no hint of anything (issue 30 item 12)
    uniqueIndex('invoices_company_uuid_uq').on(t.companyId, t.rechnungUUID),
    // Covering indexes of the lists: range on one date, substring filter on search_text and
    // ordering by any date without touching the table rows.
    index('invoices_list_created_idx').on(
      t.companyId,
      t.status,
      t.createdDate,
      t.searchText,
      t.invoiceIssueDate,
      t.sentAt,
    ),
    index('invoices_list_issue_idx').on(
      t.companyId,
      t.status,
      t.invoiceIssueDate,
      t.searchText,
      t.createdDate,
      t.sentAt,
    ),
    index('invoices_list_sent_idx').on(
      t.companyId,
      t.status,
      t.sentAt,
      t.searchText,
      t.createdDate,
      t.invoiceIssueDate,
    ),
    index('invoices_number_idx').on(t.companyId, t.status, t.invoiceNumber),
    index('invoices_author_idx').on(t.companyId, t.authorId),
    // PostgreSQL only: trigrams of search_text serve the lists' substring filter (LIKE '%…%')
    index('invoices_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Invoices per company and status, kept by triggers: the unfiltered list total without a scan. */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
    /** Characters of these invoices' JSON and generated XML: the storage quota's measure. */
    chars: bigint('chars', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeCode: text('mime_code').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('attachments_invoice_idx').on(t.invoiceId)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  attachments: text('attachments'),
  /** Reply-To of an invoice mail: the company's contact address */
  replyTo: text('reply_to'),
  createdDate: text('created_date').notNull().default(now),
  sentAt: text('sent_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  leaseOwner: text('lease_owner'),
  leaseUntil: text('lease_until'),
});

/** Sent invoices on their way to the buyer (schema.ts says how a worker claims a row). */
export const deliveryOutbox = pgTable(
  'delivery_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    recipientScheme: text('recipient_scheme').notNull(),
    recipient: text('recipient').notNull(),
    xml: text('xml').notNull(),
    createdDate: text('created_date').notNull().default(now),
    deliveredAt: text('delivered_at'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: text('lease_until'),
    lastError: text('last_error'),
    failedAt: text('failed_at'),
    receipt: text('receipt'),
    deliveryKey: text('delivery_key'),
    senderUserId: integer('sender_user_id'),
    mail: text('mail'),
  },
  (t) => [
    index('delivery_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('delivery_outbox_invoice_idx').on(t.invoiceId),
  ],
);

export const textResources = pgTable('text_resources', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  type: text('type').notNull(),
  titleDe: text('title_de').notNull(),
  titleEn: text('title_en').notNull(),
  textDe: text('text_de').notNull(),
  textEn: text('text_en').notNull(),
  createdDate: text('created_date').notNull().default(now),
});

export const leitwegDirectory = pgTable(
  'leitweg_directory',
  {
    buyerReference: text('buyer_reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    street: text('street').notNull().default(''),
    number: text('number').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    place: text('place').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.buyerReference] }), index('leitweg_postcode_idx').on(t.postcode)],
);

/**
 * The invoice number counter of a company, one row per period of its numbering pattern (the
 * pattern with its date parts filled in, e.g. `RE-2026-{NNNN}`): a new year starts again at 1.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period] })],
);

/** GoBD archive, write-once (the `archive_write_once` migration's triggers; schema.ts). */
export const invoiceArchive = pgTable(
  'invoice_archive',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    rechnungUUID: text('rechnung_uuid').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    sendingMethod: text('sending_method').notNull(),
    syntax: text('syntax').notNull(),
    xml: text('xml').notNull(),
    xmlSha256: text('xml_sha256').notNull(),
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    archivedAt: text('archived_at').notNull(),
    retainUntil: text('retain_until').notNull(),
    /** Place in the company's hash chain (db/chain.ts); null for documents archived before the chain began. */
    chainSeq: integer('chain_seq'),
    /** HMAC over the previous entry's chain hash and this entry, keyed outside the database. */
    chainHash: text('chain_hash'),
  },
  (t) => [
    index('invoice_archive_company_idx').on(t.companyId, t.id),
    uniqueIndex('invoice_archive_chain_uq').on(t.companyId, t.chainSeq),
    index('invoice_archive_invoice_idx').on(t.invoiceId),
  ],
);

/** Audit trail per company, append-only (triggers as for the archive). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull(),
    at: text('at').notNull(),
    userId: integer('user_id'),
    userLogin: text('user_login').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull().default(''),
    objectLabel: text('object_label').notNull().default(''),
    detail: text('detail').notNull().default(''),
    retainUntil: text('retain_until').notNull(),
    /** Place in the company's hash chain (db/chain.ts); null for entries made before the chain began. */
    chainSeq: integer('chain_seq'),
    /** HMAC over the previous entry's chain hash and this entry, keyed outside the database. */
    chainHash: text('chain_hash'),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.at),
    uniqueIndex('audit_log_chain_uq').on(t.companyId, t.chainSeq),
    index('audit_log_action_idx').on(t.companyId, t.action),
  ],
);

/** A recurring invoice (schema.ts). */
export const schedules = pgTable(
  'schedules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sourceInvoiceId: integer('source_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    json: text('json').notNull(),
    specVersion: text('spec_version').notNull().default(''),
    frequency: text('frequency').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    dueDays: integer('due_days').notNull().default(30),
    mode: text('mode').notNull().default('draft'),
    nextDate: text('next_date'),
    occurrences: integer('occurrences').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdDate: text('created_date').notNull().default(now),
  },
  (t) => [
    index('schedules_company_idx').on(t.companyId),
    index('schedules_due_idx').on(t.active, t.nextDate),
  ],
);

/** What a schedule created: one row per occurrence. */
export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    occurrenceDate: text('occurrence_date').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull().default(''),
    outcome: text('outcome').notNull(),
    message: text('message').notNull().default(''),
    createdDate: text('created_date').notNull().default(now),
  },
  (t) => [uniqueIndex('schedule_runs_uq').on(t.scheduleId, t.occurrenceDate)],
);

/** Leases of system-wide jobs (the scheduler): one holder at a time across app instances. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

/** The company's text of the mail that carries an invoice, per language. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedDate: text('updated_date').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locale] })],
);

/** Every invoice mail queued for a company. */
export const mailLog = pgTable(
  'mail_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    outboxId: integer('outbox_id').references(() => deliveryOutbox.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull().default(''),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to').notNull().default(''),
    subject: text('subject').notNull(),
    createdDate: text('created_date').notNull().default(now),
  },
  (t) => [index('mail_log_company_idx').on(t.companyId, t.id)],
);

/** The company's buyer directory (schema.ts). */
export const buyers = pgTable(
  'buyers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number').notNull().default(''),
    buyerName: text('buyer_name').notNull().default(''),
    buyerReference: text('buyer_reference').notNull().default(''),
    /** `public` (a public buyer: XRechnung, Leitweg-ID) or `business` (EN 16931). */
    recipientKind: text('recipient_kind').notNull().default('public'),
    searchText: text('search_text').notNull().default(''),
    json: text('json').notNull(),
    createdDate: text('created_date').notNull().default(now),
    updatedDate: text('updated_date').notNull().default(now),
  },
  (t) => [index('buyers_company_name_idx').on(t.companyId, t.buyerName)],
);

/** The company's article directory (schema.ts). */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    json: text('json').notNull(),
    createdDate: text('created_date').notNull().default(now),
    updatedDate: text('updated_date').notNull().default(now),
  },
  (t) => [index('articles_company_name_idx').on(t.companyId, t.itemName)],
);

/* Per-system state of several app instances (schema.ts says what each table holds). */

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: bigint('window_ends_at', { mode: 'number' }).notNull(),
});

export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  lastAt: bigint('last_at', { mode: 'number' }).notNull(),
});

export const accessDenylist = pgTable('access_denylist', {
  key: text('key').primaryKey(),
  untilSec: bigint('until_sec', { mode: 'number' }).notNull(),
});

export const listVersions = pgTable('list_versions', {
  companyId: integer('company_id').primaryKey(),
  version: integer('version').notNull(),
});

/** Payments recorded against a sent invoice (schema.ts). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: text('paid_on').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: text('created_at').notNull(),
    createdBy: integer('created_by'),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.companyId, t.invoiceId)],
);
