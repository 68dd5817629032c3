CREATE TABLE `file` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`owner_id` text,
	`uploaded_by` text,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`uploaded_at` integer NOT NULL,
	`attempt` text NOT NULL,
	`stored` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `file_owner_idx` ON `file` (`owner_id`);--> statement-breakpoint
CREATE INDEX `file_uploaded_at_idx` ON `file` (`uploaded_at`);--> statement-breakpoint
CREATE TABLE `file_removal` (
	`key` text PRIMARY KEY NOT NULL,
	`since` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `book_cover_idx` ON `book` (`cover`);--> statement-breakpoint
-- Whether an uploaded picture is still someone's (worker/files/file-removal.ts).
CREATE INDEX `user_image_idx` ON `user` (`image`);
--> statement-breakpoint
-- A removed file's bytes wait here for the scheduled clean-up to delete them from R2; until
-- then the same bytes cannot be uploaded again (worker/files/upload.ts), so a deletion that
-- comes late never takes a new upload's object. An upload that failed takes back a row R2
-- holds nothing for; one older than the hour an upload may take may have left bytes.
CREATE TRIGGER `file_removal_queued` AFTER DELETE ON `file`
WHEN OLD.`stored` = 1 OR OLD.`uploaded_at` < cast(unixepoch('subsecond') * 1000 as integer) - 3600000
BEGIN
	INSERT OR REPLACE INTO `file_removal` (`key`, `since`) VALUES (OLD.`key`, cast(unixepoch('subsecond') * 1000 as integer));
END;
--> statement-breakpoint
-- A book or a person refers only to a file R2 holds, of its kind, and a picture only to its
-- own person's: checked in the write itself, so a file removed meanwhile is refused.
CREATE TRIGGER `book_cover_stored` BEFORE INSERT ON `book`
WHEN substr(NEW.`cover`, 1, 7) = '/files/'
	AND NOT EXISTS (SELECT 1 FROM `file` WHERE `key` = substr(NEW.`cover`, 8) AND `kind` = 'cover' AND `stored` = 1)
BEGIN
	SELECT RAISE(ABORT, 'FILE_NOT_STORED');
END;
--> statement-breakpoint
CREATE TRIGGER `book_cover_stored_on_update` BEFORE UPDATE OF `cover` ON `book`
WHEN substr(NEW.`cover`, 1, 7) = '/files/' AND NEW.`cover` IS NOT OLD.`cover`
	AND NOT EXISTS (SELECT 1 FROM `file` WHERE `key` = substr(NEW.`cover`, 8) AND `kind` = 'cover' AND `stored` = 1)
BEGIN
	SELECT RAISE(ABORT, 'FILE_NOT_STORED');
END;
--> statement-breakpoint
CREATE TRIGGER `user_image_stored` BEFORE INSERT ON `user`
WHEN substr(NEW.`image`, 1, 7) = '/files/'
BEGIN
	SELECT RAISE(ABORT, 'FILE_NOT_STORED');
END;
--> statement-breakpoint
CREATE TRIGGER `user_image_stored_on_update` BEFORE UPDATE OF `image` ON `user`
WHEN substr(NEW.`image`, 1, 7) = '/files/' AND NEW.`image` IS NOT OLD.`image`
	AND NOT EXISTS (
		SELECT 1 FROM `file`
		WHERE `key` = substr(NEW.`image`, 8) AND `kind` = 'avatar' AND `owner_id` = NEW.`id` AND `stored` = 1
	)
BEGIN
	SELECT RAISE(ABORT, 'FILE_NOT_STORED');
END;
--> statement-breakpoint
-- Uploads and removals in the audit trail (decision 0040). An upload is recorded once R2 holds
-- its bytes, again each time the same bytes are uploaded; a removal whoever makes it, the
-- scheduled clean-up included (no actor then).
CREATE TRIGGER `audit_file_uploaded` AFTER UPDATE ON `file`
WHEN NEW.`stored` = 1 AND (OLD.`stored` = 0 OR NEW.`uploaded_at` > OLD.`uploaded_at`)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'file.upload', c.`actor_id`, c.`impersonator_id`, NEW.`owner_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('kind', NEW.`kind`, 'type', NEW.`content_type`, 'size', NEW.`size`), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_file_removed` AFTER DELETE ON `file`
WHEN OLD.`stored` = 1
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'file.remove', c.`actor_id`, c.`impersonator_id`,
		CASE WHEN EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`owner_id`) THEN OLD.`owner_id` END,
		c.`session_id`, c.`ip`, c.`browser`, json_object('kind', OLD.`kind`, 'type', OLD.`content_type`, 'size', OLD.`size`), c.`request_id`
	FROM (SELECT 1) LEFT JOIN `audit_context` c;
END;
