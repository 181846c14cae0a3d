ALTER TABLE `chapters` ADD `requeued_at` integer;--> statement-breakpoint
CREATE INDEX `chapters_status_idx` ON `chapters` (`status`);--> statement-breakpoint
ALTER TABLE `quizzes` ADD `requeued_at` integer;--> statement-breakpoint
CREATE INDEX `quizzes_status_idx` ON `quizzes` (`status`);