CREATE TABLE `referred_mailboxes` (
	`mailbox_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
