/**
 * SQLite tables (drizzle). PostgreSQL will be a second module of the same tables behind the
 * same data-access layer (`server/src/db/*.ts`), so nothing outside `db/` imports this file.
 */
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const companies = sqliteTable('companies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
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
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const userRoles = sqliteTable(
  'user_roles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    assignedAt: text('assigned_at').notNull().default(now),
  },
  (t) => [uniqueIndex('user_roles_uq').on(t.userId, t.role)],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revoked: integer('revoked', { mode: 'boolean' }).notNull().default(false),
    /** The login session the token belongs to: rotation keeps it, a replayed token revokes it. */
    family: text('family'),
    /** When the token was used up by a refresh (ms): a second tab's refresh just after is no replay. */
    rotatedAt: integer('rotated_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId, t.family),
  ],
);

/** kind: activation | reset | login-change. */
export const mailTokens = sqliteTable(
  'mail_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    newLogin: text('new_login'),
    expiresAt: integer('expires_at').notNull(),
    used: integer('used', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('mail_tokens_hash_uq').on(t.tokenHash),
    index('mail_tokens_user_idx').on(t.userId, t.kind),
  ],
);

export const masterdata = sqliteTable('masterdata', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  json: text('json').notNull(),
  updatedDate: text('updated_date').notNull().default(now),
});

/** The company's logo (PNG or JPEG) and letterhead text for the invoice PDF (master data). */
export const companyBranding = sqliteTable('company_branding', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  logo: blob('logo', { mode: 'buffer' }),
  logoType: text('logo_type'),
  letterhead: text('letterhead').notNull().default(''),
  updatedDate: text('updated_date').notNull().default(now),
});

/** status: inprogress | sent; sendingMethod: portal | email | manual. */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    netCents: integer('net_cents'),
    vatCents: integer('vat_cents'),
    grossCents: integer('gross_cents'),
    dueCents: integer('due_cents'),
    /** Sum of the recorded payments in hundredths (invoice-payments.ts). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** Payment reminders made for this invoice and the day of the last (routes/payments/reminder.ts). */
    reminders: integer('reminders').notNull().default(0),
    lastReminderOn: text('last_reminder_on').notNull().default(''),
    /** lower-cased invoice number, buyer reference and buyer name: the list's full-text filter. */
    searchText: text('search_text').notNull().default(''),
    createdDate: text('created_date').notNull(),
    updatedDate: text('updated_date').notNull(),
    valid: integer('valid', { mode: 'boolean' }).notNull().default(false),
    status: text('status').notNull().default('inprogress'),
    sendingMethod: text('sending_method'),
    sentAt: text('sent_at'),
    specVersion: text('spec_version').notNull().default(''),
    importedFromOrder: integer('imported_from_order', { mode: 'boolean' }).notNull().default(false),
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
  ],
);

/** Invoices per company and status, kept by triggers: the unfiltered list total without a scan. */
export const invoiceCounts = sqliteTable(
  'invoice_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
    /** Characters of these invoices' JSON and generated XML: the storage quota's measure. */
    chars: integer('chars').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

export const attachments = sqliteTable(
  'attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeCode: text('mime_code').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('attachments_invoice_idx').on(t.invoiceId)],
);

export const mailOutbox = sqliteTable('mail_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
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
  /** The instance sending the mail now (ISO time until which it holds it), so each mail goes out once. */
  leaseOwner: text('lease_owner'),
  leaseUntil: text('lease_until'),
});

/**
 * Sent invoices on their way to the buyer (`server/src/delivery/`): `channel` is the transport
 * (`email` | `http`; rows of older versions say `peppol`, taken as `http`). A worker claims a
 * queued row by setting `lease_owner`/`lease_until` in one UPDATE … RETURNING; a lease that ran
 * out (crashed instance) makes the row claimable again. `status`: queued → delivered | failed.
 */
export const deliveryOutbox = sqliteTable(
  'delivery_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    /** Not before this time (null: at once). */
    nextAttemptAt: text('next_attempt_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: text('lease_until'),
    lastError: text('last_error'),
    failedAt: text('failed_at'),
    receipt: text('receipt'),
    /** Sent with every attempt (`Idempotency-Key`), so a receiver takes a repeated attempt once. */
    deliveryKey: text('delivery_key'),
    /** The user who sent the invoice (no foreign key: a deleted user just gets no mail). */
    senderUserId: integer('sender_user_id'),
    /** The mail subject, body and attachment file name of an e-mail delivery (JSON). */
    mail: text('mail'),
  },
  (t) => [
    index('delivery_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('delivery_outbox_invoice_idx').on(t.invoiceId),
  ],
);

export const textResources = sqliteTable('text_resources', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  type: text('type').notNull(),
  titleDe: text('title_de').notNull(),
  titleEn: text('title_en').notNull(),
  textDe: text('text_de').notNull(),
  textEn: text('text_en').notNull(),
  createdDate: text('created_date').notNull().default(now),
});

export const leitwegDirectory = sqliteTable(
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
export const invoiceNumberCounters = sqliteTable(
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

/**
 * GoBD archive: each sent invoice's XML (and PDF when one is stored) exactly as it went out, with
 * its SHA-256. Write-once: triggers refuse every UPDATE and every DELETE before `retain_until`
 * (migration `archive_write_once`). No foreign key to companies: deleting a company keeps its
 * archive for the retention period (docs/features.md "Archive, audit trail").
 */
export const invoiceArchive = sqliteTable(
  'invoice_archive',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    rechnungUUID: text('rechnung_uuid').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    sendingMethod: text('sending_method').notNull(),
    syntax: text('syntax').notNull(),
    xml: text('xml').notNull(),
    xmlSha256: text('xml_sha256').notNull(),
    pdf: blob('pdf', { mode: 'buffer' }),
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

/**
 * Audit trail per company: who did what to which object and when. Append-only (triggers as for
 * the archive); written in the transaction of the action it records.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

/** A recurring invoice: the invoice JSON it copies, the rhythm and the next date it is due. */
export const schedules = sqliteTable(
  'schedules',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sourceInvoiceId: integer('source_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    json: text('json').notNull(),
    specVersion: text('spec_version').notNull().default(''),
    /** week | month | quarter | year */
    frequency: text('frequency').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    dueDays: integer('due_days').notNull().default(30),
    /** draft | send (send when valid, else keep the draft) */
    mode: text('mode').notNull().default('draft'),
    /** the occurrence due next (YYYY-MM-DD); null when the schedule has ended */
    nextDate: text('next_date'),
    /** how many occurrences were made: the n-th one is start + n periods */
    occurrences: integer('occurrences').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdDate: text('created_date').notNull().default(now),
  },
  (t) => [
    index('schedules_company_idx').on(t.companyId),
    index('schedules_due_idx').on(t.active, t.nextDate),
  ],
);

/** What a schedule created: one row per occurrence (unique, so two scheduler runs never double one). */
export const scheduleRuns = sqliteTable(
  'schedule_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    occurrenceDate: text('occurrence_date').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull().default(''),
    /** draft | sent | send-failed */
    outcome: text('outcome').notNull(),
    message: text('message').notNull().default(''),
    createdDate: text('created_date').notNull().default(now),
  },
  (t) => [uniqueIndex('schedule_runs_uq').on(t.scheduleId, t.occurrenceDate)],
);

/** Leases of system-wide jobs (the scheduler): one holder at a time across app instances. */
export const jobLeases = sqliteTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** The company's text of the mail that carries an invoice, per language (placeholders: docs/features.md). */
export const mailTemplates = sqliteTable(
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

/** Every invoice mail queued for a company; its status is the outbox row's (sent, retrying, failed). */
export const mailLog = sqliteTable(
  'mail_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The e-mail delivery that carries the mail (delivery_outbox). */
    outboxId: integer('outbox_id').references(() => deliveryOutbox.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull().default(''),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to').notNull().default(''),
    subject: text('subject').notNull(),
    createdDate: text('created_date').notNull().default(now),
  },
  (t) => [index('mail_log_company_idx').on(t.companyId, t.id)],
);

/**
 * The company's buyer directory (issue 16): the BUYER group (BG-7) with the buyer reference
 * (BT-10) as JSON, plus the columns its search reads. `searchText` is the lower-cased name,
 * buyer reference, VAT id and customer number.
 */
export const buyers = sqliteTable(
  'buyers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

/**
 * The company's article directory (issue 16): the item's name, description, seller item id, unit,
 * net price (a decimal string, exact) and VAT category and rate, as JSON in the model's names.
 */
export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

/*
 * Per-system state of several app instances on one database (issue 12): what a single process
 * used to keep in memory. Every row expires; the wrappers in `server/src/auth/` sweep old rows.
 */

/** Fixed-window hit counters (`auth/rate-limit.ts`): key = limiter name + client/login/company. */
export const rateLimitHits = sqliteTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** Milliseconds since 1970: the current window ends here. */
  windowEndsAt: integer('window_ends_at').notNull(),
});

/** Failed logins per source and account (`auth/login-throttle.ts`). */
export const loginFailures = sqliteTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** Milliseconds since 1970 of the latest failure. */
  lastAt: integer('last_at').notNull(),
});

/** Access tokens refused before they expire (`auth/denylist.ts`): `jti:…` or `sid:…`. */
export const accessDenylist = sqliteTable('access_denylist', {
  key: text('key').primaryKey(),
  /** Seconds since 1970 until which the entry refuses (an access token's life and a minute). */
  untilSec: integer('until_sec').notNull(),
});

/**
 * A counter per company that every invoice write bumps in its transaction (`db/list-versions.ts`);
 * company 0 counts changes that touch every company. Cached list totals of an older version are
 * stale on every instance.
 */
export const listVersions = sqliteTable('list_versions', {
  companyId: integer('company_id').primaryKey(),
  version: integer('version').notNull(),
});

/** Payments recorded against a sent invoice (issue 27); undoing one deletes its row (audited). */
export const invoicePayments = sqliteTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: text('paid_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: text('created_at').notNull(),
    createdBy: integer('created_by'),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.companyId, t.invoiceId)],
);
