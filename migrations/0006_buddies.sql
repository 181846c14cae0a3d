CREATE TABLE `buddies` (
	`child_id` integer NOT NULL,
	`buddy_child_id` integer NOT NULL,
	`room_id` text NOT NULL,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`last_message_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`child_id`, `buddy_child_id`),
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buddy_child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `buddies_buddy_idx` ON `buddies` (`buddy_child_id`);--> statement-breakpoint
CREATE INDEX `buddies_room_idx` ON `buddies` (`room_id`);--> statement-breakpoint
CREATE TABLE `buddy_blocks` (
	`child_id` integer NOT NULL,
	`blocked_child_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`child_id`, `blocked_child_id`),
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `buddy_blocks_blocked_idx` ON `buddy_blocks` (`blocked_child_id`);--> statement-breakpoint
CREATE TABLE `buddy_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sender_child_id` integer NOT NULL,
	`receiver_child_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`responded_at` integer,
	FOREIGN KEY (`sender_child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`receiver_child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `buddy_requests_pending_unique` ON `buddy_requests` (`sender_child_id`,`receiver_child_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `buddy_requests_receiver_idx` ON `buddy_requests` (`receiver_child_id`,`status`);--> statement-breakpoint
CREATE INDEX `buddy_requests_sender_idx` ON `buddy_requests` (`sender_child_id`);