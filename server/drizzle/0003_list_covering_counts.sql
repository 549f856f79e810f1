CREATE TABLE `invoice_counts` (
	`company_id` integer NOT NULL,
	`status` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `status`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `invoices_list_created_idx`;--> statement-breakpoint
DROP INDEX `invoices_list_issue_idx`;--> statement-breakpoint
DROP INDEX `invoices_list_sent_idx`;--> statement-breakpoint
CREATE INDEX `invoices_list_created_idx` ON `invoices` (`company_id`,`status`,`created_date`,`search_text`,`invoice_issue_date`,`sent_at`);--> statement-breakpoint
CREATE INDEX `invoices_list_issue_idx` ON `invoices` (`company_id`,`status`,`invoice_issue_date`,`search_text`,`created_date`,`sent_at`);--> statement-breakpoint
CREATE INDEX `invoices_list_sent_idx` ON `invoices` (`company_id`,`status`,`sent_at`,`search_text`,`created_date`,`invoice_issue_date`);--> statement-breakpoint
INSERT INTO `invoice_counts` (`company_id`, `status`, `n`) SELECT `company_id`, `status`, count(*) FROM `invoices` GROUP BY `company_id`, `status`;--> statement-breakpoint
CREATE TRIGGER `invoice_counts_ai` AFTER INSERT ON `invoices` BEGIN
  INSERT INTO invoice_counts (company_id, status, n) VALUES (new.company_id, new.status, 1)
    ON CONFLICT (company_id, status) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_counts_ad` AFTER DELETE ON `invoices` BEGIN
  UPDATE invoice_counts SET n = n - 1 WHERE company_id = old.company_id AND status = old.status;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_counts_au` AFTER UPDATE OF status ON `invoices` WHEN old.status <> new.status BEGIN
  UPDATE invoice_counts SET n = n - 1 WHERE company_id = old.company_id AND status = old.status;
  INSERT INTO invoice_counts (company_id, status, n) VALUES (new.company_id, new.status, 1)
    ON CONFLICT (company_id, status) DO UPDATE SET n = n + 1;
END;
