-- Custom SQL (drizzle-kit generate --custom): the archive and the audit log are write-once.
-- Any UPDATE is refused; a DELETE only once the row's retention period has ended.
CREATE TRIGGER `invoice_archive_no_update` BEFORE UPDATE ON `invoice_archive` BEGIN
  SELECT RAISE(ABORT, 'invoice_archive is write-once');
END;--> statement-breakpoint
CREATE TRIGGER `invoice_archive_retained` BEFORE DELETE ON `invoice_archive`
  WHEN old.retain_until > strftime('%Y-%m-%dT%H:%M:%fZ','now') BEGIN
  SELECT RAISE(ABORT, 'invoice_archive: retention period not over');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_retained` BEFORE DELETE ON `audit_log`
  WHEN old.retain_until > strftime('%Y-%m-%dT%H:%M:%fZ','now') BEGIN
  SELECT RAISE(ABORT, 'audit_log: retention period not over');
END;
