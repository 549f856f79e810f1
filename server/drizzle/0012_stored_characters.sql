ALTER TABLE `invoice_counts` ADD `chars` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `invoice_counts` SET `chars` = (SELECT coalesce(sum(length(i.json) + coalesce(length(i.xml), 0)), 0) FROM `invoices` i WHERE i.company_id = invoice_counts.company_id AND i.status = invoice_counts.status);--> statement-breakpoint
DROP TRIGGER `invoice_counts_ai`;--> statement-breakpoint
DROP TRIGGER `invoice_counts_ad`;--> statement-breakpoint
DROP TRIGGER `invoice_counts_au`;--> statement-breakpoint
CREATE TRIGGER `invoice_counts_ai` AFTER INSERT ON `invoices` BEGIN
  INSERT INTO invoice_counts (company_id, status, n, chars)
    VALUES (new.company_id, new.status, 1, length(new.json) + coalesce(length(new.xml), 0))
    ON CONFLICT (company_id, status) DO UPDATE SET n = n + 1, chars = chars + excluded.chars;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_counts_ad` AFTER DELETE ON `invoices` BEGIN
  UPDATE invoice_counts SET n = n - 1, chars = chars - (length(old.json) + coalesce(length(old.xml), 0))
    WHERE company_id = old.company_id AND status = old.status;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_counts_au` AFTER UPDATE OF status ON `invoices` WHEN old.status <> new.status BEGIN
  UPDATE invoice_counts SET n = n - 1, chars = chars - (length(old.json) + coalesce(length(old.xml), 0))
    WHERE company_id = old.company_id AND status = old.status;
  INSERT INTO invoice_counts (company_id, status, n, chars)
    VALUES (new.company_id, new.status, 1, length(new.json) + coalesce(length(new.xml), 0))
    ON CONFLICT (company_id, status) DO UPDATE SET n = n + 1, chars = chars + excluded.chars;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_counts_size` AFTER UPDATE OF json, xml ON `invoices` WHEN old.status = new.status BEGIN
  UPDATE invoice_counts
    SET chars = chars + (length(new.json) + coalesce(length(new.xml), 0)) - (length(old.json) + coalesce(length(old.xml), 0))
    WHERE company_id = new.company_id AND status = new.status;
END;
