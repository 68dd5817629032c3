CREATE TABLE `passkey` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text,
	`public_key` text NOT NULL,
	`user_id` text NOT NULL,
	`credential_id` text NOT NULL,
	`counter` integer NOT NULL,
	`device_type` text NOT NULL,
	`backed_up` integer NOT NULL,
	`transports` text,
	`created_at` integer,
	`aaguid` text,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `passkey_credential_id_unique` ON `passkey` (`credential_id`);--> statement-breakpoint
CREATE INDEX `passkey_userId_idx` ON `passkey` (`user_id`);--> statement-breakpoint
-- When a passkey was last used (the account screen lists it): better-auth updates its counter
-- with every sign-in it makes, and has no field for the time (worker/auth/tables.ts).
CREATE TRIGGER `passkey_last_used` AFTER UPDATE OF `counter` ON `passkey`
BEGIN
	UPDATE `passkey` SET `last_used_at` = cast(unixepoch('subsecond') * 1000 as integer) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- A person holds at most 10 passkeys (PASSKEYS_PER_PERSON in worker/auth/passkeys.ts, which
-- better-auth's registration is told before it starts): this is the ceiling parallel
-- registrations cannot pass.
CREATE TRIGGER `passkey_limit` BEFORE INSERT ON `passkey`
WHEN (SELECT count(*) FROM `passkey` WHERE `user_id` = NEW.`user_id`) >= 10
BEGIN
	SELECT RAISE(ABORT, 'PASSKEY_LIMIT_REACHED');
END;
