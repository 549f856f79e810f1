CREATE TABLE `invoice_number_counters` (
	`company_id` integer NOT NULL,
	`period` text NOT NULL,
	`last_number` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `period`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
