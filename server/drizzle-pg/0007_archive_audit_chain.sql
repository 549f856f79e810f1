ALTER TABLE "audit_log" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_hash" text;--> statement-breakpoint
ALTER TABLE "invoice_archive" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
ALTER TABLE "invoice_archive" ADD COLUMN "chain_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_uq" ON "audit_log" USING btree ("company_id","chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_archive_chain_uq" ON "invoice_archive" USING btree ("company_id","chain_seq");