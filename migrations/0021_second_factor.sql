CREATE TABLE `two_factor` (
	`id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`backup_codes` text NOT NULL,
	`user_id` text NOT NULL,
	`verified` integer DEFAULT true,
	`failed_verification_count` integer DEFAULT 0,
	`locked_until` integer,
	`last_step` integer DEFAULT 0,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `two_factor_user_id_unique` ON `two_factor` (`user_id`);--> statement-breakpoint
ALTER TABLE `user` ADD `two_factor_enabled` integer DEFAULT false;--> statement-breakpoint
ALTER TABLE `audit_context` ADD `first_step` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `audit_context` ADD `trusted_device` text;--> statement-breakpoint
-- The second factor in the audit trail (decision 0040's triggers, docs/decisions/0049). A first
-- step that asks for the second makes a session better-auth ends at once: neither is an event
-- (the second step's session is the sign-in), unless the browser is a trusted device of theirs,
-- where the first step is the whole sign-in.
DROP TRIGGER `audit_session_created`;
--> statement-breakpoint
CREATE TRIGGER `audit_session_created` AFTER INSERT ON `session`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT CASE WHEN NEW.`impersonated_by` IS NULL THEN 'sign_in' ELSE 'impersonation.start' END,
		coalesce(NEW.`impersonated_by`, NEW.`user_id`), NEW.`user_id`,
		CASE WHEN NEW.`impersonated_by` IS NULL THEN NEW.`id` ELSE c.`session_id` END, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c
	-- A person's own session making another (the second factor turned on or off) renews it: no sign-in.
	WHERE NOT (NEW.`impersonated_by` IS NULL AND c.`actor_id` IS NEW.`user_id`)
	AND NOT (
		c.`first_step` = 1
		AND EXISTS (SELECT 1 FROM `user` WHERE `id` = NEW.`user_id` AND `two_factor_enabled` = 1)
		AND NOT EXISTS (
			SELECT 1 FROM `otp_guard` g
			WHERE g.`key` = 'verification:' || c.`trusted_device`
				AND json_extract(g.`record`, '$.value') = NEW.`user_id`
				AND g.`expires_at` > cast(unixepoch('subsecond') * 1000 as integer)
		)
	);
END;
--> statement-breakpoint
DROP TRIGGER `audit_session_ended`;
--> statement-breakpoint
CREATE TRIGGER `audit_session_ended` AFTER DELETE ON `session`
WHEN OLD.`expires_at` > cast(unixepoch('subsecond') * 1000 as integer)
	AND EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`user_id` AND coalesce(`banned`, 0) = 0)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT 'impersonation.stop', OLD.`impersonated_by`, OLD.`user_id`, c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c
	WHERE OLD.`impersonated_by` IS NOT NULL;
	-- A first step ends no session but the one it made, for the second step to follow.
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT 'session.revoke', c.`actor_id`, c.`impersonator_id`, OLD.`user_id`, c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c
	WHERE OLD.`impersonated_by` IS NULL AND OLD.`id` IS NOT c.`session_id` AND c.`first_step` = 0
		AND NOT EXISTS (
			SELECT 1 FROM `audit_event` e
			WHERE e.`request_id` = c.`request_id` AND e.`action` = 'session.revoke' AND e.`target_id` = OLD.`user_id`
		);
END;
--> statement-breakpoint
-- Turned on: the first authenticator code confirms the set-up (better-auth marks it verified).
CREATE TRIGGER `audit_second_factor_on` AFTER UPDATE OF `verified` ON `two_factor`
WHEN NEW.`verified` = 1 AND coalesce(OLD.`verified`, 0) = 0
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT 'second_factor.on', coalesce(c.`actor_id`, NEW.`user_id`), c.`impersonator_id`, NEW.`user_id`, c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- Turned off by its person, or reset by an administrator; not when the person is deleted.
CREATE TRIGGER `audit_second_factor_off` AFTER DELETE ON `two_factor`
WHEN coalesce(OLD.`verified`, 0) = 1 AND EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`user_id`)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT CASE WHEN c.`actor_id` IS OLD.`user_id` THEN 'second_factor.off' ELSE 'second_factor.reset' END,
		c.`actor_id`, c.`impersonator_id`, OLD.`user_id`, c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- The recovery codes (a JSON list of their hashes): one fewer is one used to sign in; any
-- other change is a new set. How many are left is kept, never a code.
CREATE TRIGGER `audit_recovery_codes` AFTER UPDATE OF `backup_codes` ON `two_factor`
WHEN coalesce(OLD.`verified`, 0) = 1 AND NEW.`verified` = 1 AND NEW.`backup_codes` IS NOT OLD.`backup_codes`
	AND json_valid(OLD.`backup_codes`) AND json_valid(NEW.`backup_codes`)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT CASE WHEN json_array_length(NEW.`backup_codes`) = json_array_length(OLD.`backup_codes`) - 1
			THEN 'recovery_code.use' ELSE 'recovery_codes.renew' END,
		coalesce(c.`actor_id`, NEW.`user_id`), c.`impersonator_id`, NEW.`user_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('left', json_array_length(NEW.`backup_codes`)), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- Turned off (or its person deleted), it ends the person's trusted devices with it: turned on
-- again, no browser skips the second step on an old promise. Their records are better-auth's
-- verification values in the code store's rows (worker/auth/code-store.ts), found by the range
-- of their key's prefix ('-' then '.').
CREATE TRIGGER `second_factor_off_ends_trusted_devices` AFTER DELETE ON `two_factor`
BEGIN
	DELETE FROM `otp_guard`
	WHERE `key` >= 'verification:trust-device-' AND `key` < 'verification:trust-device.'
		AND json_extract(`record`, '$.value') = OLD.`user_id`;
END;
--> statement-breakpoint
-- A person's trusted devices, listed on their account (worker/account/trusted-devices.ts).
CREATE INDEX `otp_guard_trusted_device_person` ON `otp_guard` (json_extract(`record`, '$.value'))
WHERE `key` >= 'verification:trust-device-' AND `key` < 'verification:trust-device.';
--> statement-breakpoint
-- A device trusted at a second step, and one its person ends. Not recorded: the record a
-- trusted sign-in renews (a first step), one that expires, and those that go with the second
-- factor turned off or reset (that event says it).
CREATE TRIGGER `audit_trusted_device_added` AFTER INSERT ON `otp_guard`
WHEN NEW.`key` >= 'verification:trust-device-' AND NEW.`key` < 'verification:trust-device.'
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT 'trusted_device.add', json_extract(NEW.`record`, '$.value'), json_extract(NEW.`record`, '$.value'),
		c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c
	WHERE c.`first_step` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_trusted_device_ended` AFTER DELETE ON `otp_guard`
WHEN OLD.`key` >= 'verification:trust-device-' AND OLD.`key` < 'verification:trust-device.'
	AND OLD.`expires_at` > cast(unixepoch('subsecond') * 1000 as integer)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT 'trusted_device.remove', c.`actor_id`, c.`impersonator_id`, json_extract(OLD.`record`, '$.value'),
		c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c
	WHERE c.`first_step` = 0
		AND EXISTS (SELECT 1 FROM `two_factor` WHERE `user_id` = json_extract(OLD.`record`, '$.value'));
END;
--> statement-breakpoint
-- Turned on, it ends every other session of its person: they were opened with one factor,
-- and would otherwise pass for sessions of someone with two (an administrator's manager area
-- included, docs/second-factor.md). The one that confirmed it is the newest: better-auth
-- makes it anew just before it marks the set-up confirmed.
CREATE TRIGGER `second_factor_on_ends_other_sessions` AFTER UPDATE OF `verified` ON `two_factor`
WHEN NEW.`verified` = 1 AND coalesce(OLD.`verified`, 0) = 0
BEGIN
	DELETE FROM `session`
	WHERE `user_id` = NEW.`user_id`
		AND `id` IS NOT (SELECT `id` FROM `session` WHERE `user_id` = NEW.`user_id` ORDER BY `created_at` DESC LIMIT 1);
END;
