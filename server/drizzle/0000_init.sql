CREATE TABLE `attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`filename` text NOT NULL,
	`mime_code` text NOT NULL,
	`size` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attachments_invoice_idx` ON `attachments` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`street` text DEFAULT '' NOT NULL,
	`number` text DEFAULT '' NOT NULL,
	`postcode` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`contact_email` text NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`country` text DEFAULT 'DE' NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `delivery_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer,
	`company_id` integer NOT NULL,
	`channel` text NOT NULL,
	`recipient_scheme` text NOT NULL,
	`recipient` text NOT NULL,
	`xml` text NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`delivered_at` text,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rechnung_uuid` text NOT NULL,
	`company_id` integer NOT NULL,
	`author_id` integer,
	`author_login` text DEFAULT '' NOT NULL,
	`invoice_number` text DEFAULT '' NOT NULL,
	`invoice_issue_date` text DEFAULT '' NOT NULL,
	`buyer_reference` text DEFAULT '' NOT NULL,
	`buyer_name` text DEFAULT '' NOT NULL,
	`created_date` text NOT NULL,
	`updated_date` text NOT NULL,
	`valid` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'inprogress' NOT NULL,
	`sending_method` text,
	`sent_at` text,
	`spec_version` text DEFAULT '' NOT NULL,
	`imported_from_order` integer DEFAULT false NOT NULL,
	`json` text NOT NULL,
	`xml` text,
	`xml_syntax` text,
	`validation_report` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_uuid_uq` ON `invoices` (`rechnung_uuid`);--> statement-breakpoint
CREATE INDEX `invoices_created_idx` ON `invoices` (`company_id`,`status`,`created_date`);--> statement-breakpoint
CREATE INDEX `invoices_issue_idx` ON `invoices` (`company_id`,`status`,`invoice_issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_sent_idx` ON `invoices` (`company_id`,`status`,`sent_at`);--> statement-breakpoint
CREATE INDEX `invoices_number_idx` ON `invoices` (`company_id`,`status`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_author_idx` ON `invoices` (`company_id`,`author_id`);--> statement-breakpoint
CREATE TABLE `leitweg_directory` (
	`buyer_reference` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`street` text DEFAULT '' NOT NULL,
	`number` text DEFAULT '' NOT NULL,
	`postcode` text DEFAULT '' NOT NULL,
	`place` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `leitweg_postcode_idx` ON `leitweg_directory` (`postcode`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`attachments` text,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`sent_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text
);
--> statement-breakpoint
CREATE TABLE `mail_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`token_hash` text NOT NULL,
	`new_login` text,
	`expires_at` integer NOT NULL,
	`used` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_tokens_hash_uq` ON `mail_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `mail_tokens_user_idx` ON `mail_tokens` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `masterdata` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`json` text NOT NULL,
	`updated_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_hash_uq` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `text_resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`title_de` text NOT NULL,
	`title_en` text NOT NULL,
	`text_de` text NOT NULL,
	`text_en` text NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`assigned_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_roles_uq` ON `user_roles` (`user_id`,`role`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`login` text NOT NULL,
	`password_hash` text,
	`given_name` text DEFAULT '' NOT NULL,
	`family_name` text DEFAULT '' NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`status` text NOT NULL,
	`failed_logins` integer DEFAULT 0 NOT NULL,
	`locked_until` text,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_login_uq` ON `users` (`login`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`,`login`);