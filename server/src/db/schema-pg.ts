/**
 * PostgreSQL tables (drizzle): the same tables, columns, defaults and indexes as the SQLite module
 * `schema.ts` (test/schema-parity.test.ts compares them). Timestamps stay ISO text as on SQLite;
 * millisecond times are bigint; flags are boolean. Migrations: `npm run db:generate -w @xr/server`.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** status: invited | pending | active | locked | disabled (see README "Accounts"). */
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

/** status: inprogress | sent; sendingMethod: portal | manual. */
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
    uniqueIndex('invoices_uuid_uq').on(t.rechnungUUID),
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
  createdDate: text('created_date').notNull().default(now),
  sentAt: text('sent_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

/** Invoices handed to a non-mail transport (Peppol is the next one); a transport takes them from here. */
export const deliveryOutbox = pgTable('delivery_outbox', {
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
});

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
