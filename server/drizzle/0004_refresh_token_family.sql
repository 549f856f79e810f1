ALTER TABLE `refresh_tokens` ADD `family` text;--> statement-breakpoint
CREATE INDEX `refresh_tokens_user_idx` ON `refresh_tokens` (`user_id`,`family`);