-- Passkeys added and removed are security events (decision 0040, as migrations/0016): written
-- by the statement that makes the change, from the request's context row. A passkey's name is
-- the person's own label, no secret; its key and credential id are not recorded. Passkeys that
-- go with their person are that deletion's event.
CREATE TRIGGER `audit_passkey_added` AFTER INSERT ON `passkey`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'passkey.add', coalesce(c.`actor_id`, NEW.`user_id`), c.`impersonator_id`, NEW.`user_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('name', NEW.`name`), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_passkey_removed` AFTER DELETE ON `passkey`
WHEN EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`user_id`)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'passkey.remove', c.`actor_id`, c.`impersonator_id`, OLD.`user_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('name', OLD.`name`), c.`request_id`
	FROM `audit_context` c;
END;
