-- The trigram FTS table cost ~0.5 ms per save and scanned all companies' matches; the lists now
-- filter a lower-cased search_text inside covering per-company indexes instead.
DROP TRIGGER IF EXISTS `invoices_fts_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `invoices_fts_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `invoices_fts_au`;--> statement-breakpoint
DROP TABLE IF EXISTS `invoices_fts`;--> statement-breakpoint
DROP INDEX `invoices_created_idx`;--> statement-breakpoint
DROP INDEX `invoices_issue_idx`;--> statement-breakpoint
DROP INDEX `invoices_sent_idx`;--> statement-breakpoint
ALTER TABLE `invoices` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `invoices` SET `search_text` = lower(`invoice_number` || ' ' || `buyer_reference` || ' ' || `buyer_name`);--> statement-breakpoint
CREATE INDEX `invoices_list_created_idx` ON `invoices` (`company_id`,`status`,`created_date`,`search_text`);--> statement-breakpoint
CREATE INDEX `invoices_list_issue_idx` ON `invoices` (`company_id`,`status`,`invoice_issue_date`,`search_text`);--> statement-breakpoint
CREATE INDEX `invoices_list_sent_idx` ON `invoices` (`company_id`,`status`,`sent_at`,`search_text`);