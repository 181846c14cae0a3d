ALTER TABLE `children` ADD `reading_size` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `children` ADD `reading_font` text DEFAULT 'house' NOT NULL;--> statement-breakpoint
ALTER TABLE `children` ADD `reading_spacing` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `children` ADD `reading_calm` integer DEFAULT false NOT NULL;