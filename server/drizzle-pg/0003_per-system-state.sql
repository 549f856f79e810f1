CREATE TABLE "access_denylist" (
	"key" text PRIMARY KEY NOT NULL,
	"until_sec" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_until" text;