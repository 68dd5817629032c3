CREATE TABLE `api_key` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`start` text NOT NULL,
	`key_hash` text NOT NULL,
	`permissions` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer,
	`last_used_at` integer,
	`used_from` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_key_key_hash_unique` ON `api_key` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_key_user_idx` ON `api_key` (`user_id`,`created_at`);--> statement-breakpoint
-- A person holds at most 20 keys (API_KEYS_PER_PERSON in worker/api-keys/api-keys.schemas.ts):
-- the ceiling parallel creations cannot pass.
CREATE TRIGGER `api_key_limit` BEFORE INSERT ON `api_key`
WHEN (SELECT count(*) FROM `api_key` WHERE `user_id` = NEW.`user_id`) >= 20
BEGIN
	SELECT RAISE(ABORT, 'API_KEY_LIMIT_REACHED');
END;
--> statement-breakpoint
-- A key's creation, revocation and first use from a network, in the audit trail (decision
-- 0040). Details name the key by its first characters, never by more of it.
CREATE TRIGGER `audit_api_key_created` AFTER INSERT ON `api_key`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'api_key.create', c.`actor_id`, c.`impersonator_id`, NEW.`user_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('key', NEW.`start`, 'name', NEW.`name`, 'expiresAt', NEW.`expires_at`,
			-- `book:read, book:create`: the trail's details are flat.
			'permissions', (SELECT group_concat(resource.`key` || ':' || action.`value`, ', ')
				FROM json_each(NEW.`permissions`) resource, json_each(resource.`value`) action)), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- Only a revocation: the keys a deleted person's account takes with it are in `user.delete`.
CREATE TRIGGER `audit_api_key_revoked` AFTER DELETE ON `api_key`
WHEN EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`user_id`)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'api_key.revoke', c.`actor_id`, c.`impersonator_id`, OLD.`user_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('key', OLD.`start`, 'name', OLD.`name`), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- The key acts as its owner: the owner is the actor, from the network the request came from.
CREATE TRIGGER `audit_api_key_new_network` AFTER UPDATE OF `used_from` ON `api_key`
WHEN OLD.`used_from` IS NOT NEW.`used_from`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'api_key.new_network', NEW.`user_id`, NULL, NEW.`user_id`, NULL, c.`ip`, c.`browser`,
		json_object('key', NEW.`start`, 'name', NEW.`name`), c.`request_id`
	FROM `audit_context` c;
END;
