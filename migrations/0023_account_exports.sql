CREATE TABLE `account_export` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`locale` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`object_key` text NOT NULL,
	`format` text,
	`size` integer,
	`token_hash` text,
	`requested_at` integer NOT NULL,
	`ready_at` integer,
	`downloaded_at` integer,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_export_token_hash_unique` ON `account_export` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_export_user_idx` ON `account_export` (`user_id`);--> statement-breakpoint
CREATE INDEX `account_export_expires_at_idx` ON `account_export` (`expires_at`);--> statement-breakpoint
-- drizzle-kit leaves out the column's ON DELETE: a person's deletion would be refused by their books.
ALTER TABLE `book` ADD `created_by` text REFERENCES `user`(`id`) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `book_created_by_idx` ON `book` (`created_by`);
--> statement-breakpoint
-- An export's object leaves R2 with its row, whatever removes it: the scheduled clean-up at
-- `expires_at`, or its person's deletion (the cascade). The files' queue deletes it
-- (worker/files/file-removal.ts); a key R2 never held costs nothing there.
CREATE TRIGGER `account_export_removal_queued` AFTER DELETE ON `account_export`
BEGIN
	INSERT OR REPLACE INTO `file_removal` (`key`, `since`) VALUES (OLD.`object_key`, cast(unixepoch('subsecond') * 1000 as integer));
END;
--> statement-breakpoint
-- Asking for one's data and downloading it, in the audit trail (decision 0040); the job that
-- gathers it writes without a context and records nothing.
CREATE TRIGGER `audit_export_requested` AFTER INSERT ON `account_export`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'export.request', c.`actor_id`, c.`impersonator_id`, NEW.`user_id`, c.`session_id`, c.`ip`, c.`browser`, NULL, c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_export_downloaded` AFTER UPDATE OF `downloaded_at` ON `account_export`
WHEN OLD.`downloaded_at` IS NULL AND NEW.`downloaded_at` IS NOT NULL
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'export.download', c.`actor_id`, c.`impersonator_id`, NEW.`user_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('format', NEW.`format`, 'size', NEW.`size`), c.`request_id`
	FROM `audit_context` c;
END;
