ALTER TABLE `audit_log` ADD `chain_seq` integer;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `chain_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `audit_log_chain_uq` ON `audit_log` (`company_id`,`chain_seq`);--> statement-breakpoint
ALTER TABLE `invoice_archive` ADD `chain_seq` integer;--> statement-breakpoint
ALTER TABLE `invoice_archive` ADD `chain_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_archive_chain_uq` ON `invoice_archive` (`company_id`,`chain_seq`);