ALTER TABLE `purchases` ADD `refusal` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `hold_until` integer;--> statement-breakpoint
CREATE INDEX `purchases_discount_code_idx` ON `purchases` (`discount_code`,`status`);