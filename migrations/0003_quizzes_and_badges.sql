CREATE TABLE `badges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`child_id` integer NOT NULL,
	`park_id` text NOT NULL,
	`badge_name` text NOT NULL,
	`quiz_score` integer NOT NULL,
	`earned_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `badges_child_park_unique` ON `badges` (`child_id`,`park_id`);--> statement-breakpoint
CREATE TABLE `quizzes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`child_id` integer NOT NULL,
	`park_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`questions` text DEFAULT '[]' NOT NULL,
	`user_answers` text,
	`score` integer,
	`passed` integer,
	`maker` text,
	`error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quizzes_child_park_idx` ON `quizzes` (`child_id`,`park_id`);