CREATE TABLE `company_branding` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`logo` blob,
	`logo_type` text,
	`letterhead` text DEFAULT '' NOT NULL,
	`updated_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
