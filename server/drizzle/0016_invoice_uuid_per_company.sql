DROP INDEX `invoices_uuid_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_company_uuid_uq` ON `invoices` (`company_id`,`rechnung_uuid`);