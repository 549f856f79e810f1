-- Custom SQL migration file, put your code below! ---- Invoices per company and status, kept by triggers as on SQLite: the unfiltered list total.
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
