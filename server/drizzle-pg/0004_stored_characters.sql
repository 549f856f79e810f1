ALTER TABLE "invoice_counts" ADD COLUMN "chars" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "invoice_counts" SET "chars" = (SELECT coalesce(sum(length(i.json) + coalesce(length(i.xml), 0)), 0) FROM "invoices" i WHERE i.company_id = invoice_counts.company_id AND i.status = invoice_counts.status);--> statement-breakpoint
-- Invoices and their characters (JSON + XML, the storage quota's measure) per company and status.
CREATE OR REPLACE FUNCTION invoice_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE invoice_counts SET n = n - 1, chars = chars - (length(OLD.json) + coalesce(length(OLD.xml), 0))
      WHERE company_id = OLD.company_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO invoice_counts (company_id, status, n, chars)
      VALUES (NEW.company_id, NEW.status, 1, length(NEW.json) + coalesce(length(NEW.xml), 0))
      ON CONFLICT (company_id, status)
      DO UPDATE SET n = invoice_counts.n + 1, chars = invoice_counts.chars + excluded.chars;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER invoice_counts_au ON invoices;
--> statement-breakpoint
CREATE TRIGGER invoice_counts_au AFTER UPDATE OF status, json, xml ON invoices FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.json IS DISTINCT FROM NEW.json OR OLD.xml IS DISTINCT FROM NEW.xml)
  EXECUTE FUNCTION invoice_counts_keep();
