CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`item_name` text DEFAULT '' NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`json` text NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `articles_company_name_idx` ON `articles` (`company_id`,`item_name`);--> statement-breakpoint
CREATE TABLE `buyers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`customer_number` text DEFAULT '' NOT NULL,
	`buyer_name` text DEFAULT '' NOT NULL,
	`buyer_reference` text DEFAULT '' NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`json` text NOT NULL,
	`created_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `buyers_company_name_idx` ON `buyers` (`company_id`,`buyer_name`);