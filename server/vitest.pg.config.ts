import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The server suite's database tests on PostgreSQL (`npm run test:pg`: scripts/with-postgres.mjs
 * starts a throw-away cluster and sets DATABASE_URL; every app of a test gets a new database).
 * The files whose subject is what the database keeps: accounts and sessions, tenants, invoices and
 * their lists, numbering, delivery and mail outboxes, archive and audit, schedules, directories.
 * The XML/PDF-heavy files (generation, import, conformance, CLI, worker pool) run on SQLite only:
 * their database part is the same calls these files make, and they would triple the CI time.
 */
export default defineConfig({
  test: {
    ...base.test,
    include: [
      'test/schema-parity.test.ts',
      'test/accounts.test.ts',
      'test/admin.test.ts',
      'test/session.test.ts',
      'test/tenant.test.ts',
      'test/invoices.test.ts',
      'test/random-id-taken.test.ts',
      'test/unparsed-input.test.ts',
      'test/invoice-lists.test.ts',
      'test/invoice-truth.test.ts',
      'test/company-address.test.ts',
      'test/invoice-lists-property.test.ts',
      'test/list-export.test.ts',
      'test/invoice-payments.test.ts',
      'test/payment-reminders.test.ts',
      'test/numbering.test.ts',
      'test/resources.test.ts',
      'test/delivery.test.ts',
      'test/delivery-claim.test.ts',
      'test/delivery-restart.test.ts',
      'test/mail.test.ts',
      'test/mail-templates.test.ts',
      'test/send-mail.test.ts',
      'test/archive-audit.test.ts',
      'test/schedules.test.ts',
      'test/directory-buyers.test.ts',
      'test/directory-buyers-kind.test.ts',
      'test/directory-articles.test.ts',
      'test/directory-csv-export.test.ts',
      'test/customer-numbers.test.ts',
      'test/per-system-state.test.ts',
      'test/two-instances.test.ts',
      'test/security/tenant-matrix.test.ts',
      'test/security/sessions-*.test.ts',
      'test/security/hardening-ids.test.ts',
      'test/security/hardening-random-ids.test.ts',
      'test/security/hardening-list-params.test.ts',
      'test/security/integrity-save.test.ts',
      'test/ops.test.ts',
      'test/security/dos-schedules.test.ts',
      'test/security/integrity-archive-chain.test.ts',
      'test/security/hardening-foreign-uuid.test.ts',
      'test/pg-transaction.test.ts',
    ],
  },
});
