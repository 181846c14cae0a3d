CREATE TABLE `family_media` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`child_id` integer,
	`source` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `family_media_user_idx` ON `family_media` (`user_id`);--> statement-breakpoint
CREATE INDEX `family_media_child_idx` ON `family_media` (`child_id`);--> statement-breakpoint
ALTER TABLE `login_codes` ADD `purpose` text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE `login_codes` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `share_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `stories_share_token_unique` ON `stories` (`share_token`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;