ALTER TABLE `delivery_outbox` ADD `status` text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `next_attempt_at` text;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `lease_owner` text;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `lease_until` text;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `failed_at` text;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `receipt` text;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `delivery_key` text;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `sender_user_id` integer;--> statement-breakpoint
ALTER TABLE `delivery_outbox` ADD `mail` text;--> statement-breakpoint
CREATE INDEX `delivery_outbox_due_idx` ON `delivery_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `delivery_outbox_invoice_idx` ON `delivery_outbox` (`invoice_id`);