DROP INDEX "invoices_uuid_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_uuid_uq" ON "invoices" USING btree ("company_id","rechnung_uuid");