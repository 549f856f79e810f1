-- Custom SQL (drizzle-kit generate --custom): the triggers of the SQLite migrations
-- invoice_counts (0003) and archive_write_once (0008) on PostgreSQL.
-- Invoices per company and status, kept by triggers: the unfiltered list total without a scan.
CREATE FUNCTION invoice_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE invoice_counts SET n = n - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO invoice_counts (company_id, status, n) VALUES (NEW.company_id, NEW.status, 1)
      ON CONFLICT (company_id, status) DO UPDATE SET n = invoice_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_counts_ai AFTER INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION invoice_counts_keep();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_ad AFTER DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoice_counts_keep();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_au AFTER UPDATE OF status ON invoices FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION invoice_counts_keep();
--> statement-breakpoint
-- The archive and the audit log are write-once: any UPDATE is refused, a DELETE only once the
-- row's retention period (retain_until, ISO text in UTC) has ended.
CREATE FUNCTION write_once_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', TG_ARGV[0];
END $$;
--> statement-breakpoint
CREATE FUNCTION write_once_retained() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.retain_until > to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') THEN
    RAISE EXCEPTION '%: retention period not over', TG_TABLE_NAME;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_archive_no_update BEFORE UPDATE ON invoice_archive FOR EACH ROW
  EXECUTE FUNCTION write_once_refuse_update('invoice_archive is write-once');
--> statement-breakpoint
CREATE TRIGGER invoice_archive_retained BEFORE DELETE ON invoice_archive FOR EACH ROW
  EXECUTE FUNCTION write_once_retained();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW
  EXECUTE FUNCTION write_once_refuse_update('audit_log is append-only');
--> statement-breakpoint
CREATE TRIGGER audit_log_retained BEFORE DELETE ON audit_log FOR EACH ROW
  EXECUTE FUNCTION write_once_retained();
