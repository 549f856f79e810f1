CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`at` text NOT NULL,
	`user_id` integer,
	`user_login` text NOT NULL,
	`action` text NOT NULL,
	`object_type` text NOT NULL,
	`object_id` text DEFAULT '' NOT NULL,
	`object_label` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`retain_until` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_company_idx` ON `audit_log` (`company_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`company_id`,`action`);--> statement-breakpoint
CREATE TABLE `invoice_archive` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`rechnung_uuid` text NOT NULL,
	`invoice_number` text NOT NULL,
	`sending_method` text NOT NULL,
	`syntax` text NOT NULL,
	`xml` text NOT NULL,
	`xml_sha256` text NOT NULL,
	`pdf` blob,
	`pdf_sha256` text,
	`archived_at` text NOT NULL,
	`retain_until` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `invoice_archive_company_idx` ON `invoice_archive` (`company_id`,`id`);--> statement-breakpoint
CREATE INDEX `invoice_archive_invoice_idx` ON `invoice_archive` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mail_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer,
	`outbox_id` integer,
	`invoice_number` text DEFAULT '' NOT NULL,
	`recipient` text NOT NULL,
	`reply_to` text DEFAULT '' NOT NULL,
	`subject` text NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`outbox_id`) REFERENCES `delivery_outbox`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mail_log_company_idx` ON `mail_log` (`company_id`,`id`);--> statement-breakpoint
CREATE TABLE `mail_templates` (
	`company_id` integer NOT NULL,
	`locale` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`updated_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`company_id`, `locale`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `schedule_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`schedule_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`occurrence_date` text NOT NULL,
	`invoice_id` integer,
	`invoice_number` text DEFAULT '' NOT NULL,
	`outcome` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`schedule_id`) REFERENCES `schedules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `schedule_runs_uq` ON `schedule_runs` (`schedule_id`,`occurrence_date`);--> statement-breakpoint
CREATE TABLE `schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`source_invoice_id` integer,
	`created_by` integer,
	`name` text DEFAULT '' NOT NULL,
	`json` text NOT NULL,
	`spec_version` text DEFAULT '' NOT NULL,
	`frequency` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`due_days` integer DEFAULT 30 NOT NULL,
	`mode` text DEFAULT 'draft' NOT NULL,
	`next_date` text,
	`occurrences` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `schedules_company_idx` ON `schedules` (`company_id`);--> statement-breakpoint
CREATE INDEX `schedules_due_idx` ON `schedules` (`active`,`next_date`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `reply_to` text;