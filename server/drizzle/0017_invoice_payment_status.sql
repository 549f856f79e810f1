CREATE TABLE `invoice_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`paid_on` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`company_id`,`invoice_id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `type_code` text DEFAULT '380' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `currency` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `due_date` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `net_cents` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `vat_cents` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `gross_cents` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `due_cents` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `reminders` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `last_reminder_on` text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE `invoices` SET
  `type_code` = coalesce(nullif(CAST(json_extract(`json`, '$.Invoice_type_code') AS text), ''), '380'),
  `currency` = coalesce(CAST(json_extract(`json`, '$.Invoice_currency_code') AS text), ''),
  `due_date` = CASE WHEN json_extract(`json`, '$.Payment_due_date') GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' THEN json_extract(`json`, '$.Payment_due_date') ELSE '' END,
  `net_cents` = CASE WHEN json_type(`json`, '$.DOCUMENT_TOTALS.Invoice_total_amount_without_VAT') IN ('integer', 'real') THEN CAST(round(json_extract(`json`, '$.DOCUMENT_TOTALS.Invoice_total_amount_without_VAT') * 100) AS integer) END,
  `vat_cents` = CASE WHEN json_type(`json`, '$.DOCUMENT_TOTALS.Invoice_total_VAT_amount') IN ('integer', 'real') THEN CAST(round(json_extract(`json`, '$.DOCUMENT_TOTALS.Invoice_total_VAT_amount') * 100) AS integer) END,
  `gross_cents` = CASE WHEN json_type(`json`, '$.DOCUMENT_TOTALS.Invoice_total_amount_with_VAT') IN ('integer', 'real') THEN CAST(round(json_extract(`json`, '$.DOCUMENT_TOTALS.Invoice_total_amount_with_VAT') * 100) AS integer) END,
  `due_cents` = CASE WHEN json_type(`json`, '$.DOCUMENT_TOTALS.Amount_due_for_payment') IN ('integer', 'real') THEN CAST(round(json_extract(`json`, '$.DOCUMENT_TOTALS.Amount_due_for_payment') * 100) AS integer) END
WHERE json_valid(`json`);
