CREATE TABLE `audit_context` (
	`id` integer PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`session_id` text,
	`actor_id` text,
	`impersonator_id` text,
	`ip` text,
	`browser` text,
	CONSTRAINT "audit_context_one_row" CHECK("audit_context"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `audit_event` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`action` text NOT NULL,
	`actor_id` text,
	`target_id` text,
	`organization_id` text,
	`impersonator_id` text,
	`session_id` text,
	`ip` text,
	`browser` text,
	`details` text,
	`request_id` text
);
--> statement-breakpoint
CREATE INDEX `audit_event_actor_idx` ON `audit_event` (`actor_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_event_target_idx` ON `audit_event` (`target_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_event_action_idx` ON `audit_event` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `audit_event_request_idx` ON `audit_event` (`request_id`);--> statement-breakpoint
CREATE INDEX `audit_event_created_at_idx` ON `audit_event` (`created_at`);--> statement-breakpoint
-- The audit trail (decision 0040). Each trigger records the change its statement makes, in that
-- statement: nothing is recorded that did not happen, nothing happens unrecorded. They read
-- who and where from audit_context, which a request writes and removes in the same D1 batch as
-- its write (worker/audit/audit-context.ts): without it (the scheduled clean-up, a migration)
-- they select no row and record nothing. Addresses appear as their first letter and domain.
CREATE TRIGGER `audit_user_created` AFTER INSERT ON `user`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'user.create', coalesce(c.`actor_id`, NEW.`id`), c.`impersonator_id`, NEW.`id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('email', substr(NEW.`email`, 1, 1) || '…@' || substr(NEW.`email`, instr(NEW.`email`, '@') + 1)), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- A person never given a role is a user: giving them "user" changes nothing.
CREATE TRIGGER `audit_user_role` AFTER UPDATE OF `role` ON `user`
WHEN coalesce(OLD.`role`, 'user') IS NOT coalesce(NEW.`role`, 'user')
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'user.role', c.`actor_id`, c.`impersonator_id`, NEW.`id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('from', coalesce(OLD.`role`, 'user'), 'to', coalesce(NEW.`role`, 'user')), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_user_banned` AFTER UPDATE OF `banned` ON `user`
WHEN coalesce(OLD.`banned`, 0) IS NOT coalesce(NEW.`banned`, 0)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT CASE WHEN NEW.`banned` = 1 THEN 'user.ban' ELSE 'user.unban' END,
		c.`actor_id`, c.`impersonator_id`, NEW.`id`, c.`session_id`, c.`ip`, c.`browser`,
		CASE WHEN NEW.`banned` = 1 AND NEW.`ban_expires` IS NOT NULL THEN json_object('until', NEW.`ban_expires`) END, c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_user_email` AFTER UPDATE OF `email` ON `user`
WHEN OLD.`email` IS NOT NEW.`email`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'user.email', c.`actor_id`, c.`impersonator_id`, NEW.`id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object(
			'from', substr(OLD.`email`, 1, 1) || '…@' || substr(OLD.`email`, instr(OLD.`email`, '@') + 1),
			'to', substr(NEW.`email`, 1, 1) || '…@' || substr(NEW.`email`, instr(NEW.`email`, '@') + 1)), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_user_deleted` AFTER DELETE ON `user`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'user.delete', c.`actor_id`, c.`impersonator_id`, OLD.`id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('email', substr(OLD.`email`, 1, 1) || '…@' || substr(OLD.`email`, instr(OLD.`email`, '@') + 1)), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- A new session is a sign-in, or an administrator starting to act as someone.
CREATE TRIGGER `audit_session_created` AFTER INSERT ON `session`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT CASE WHEN NEW.`impersonated_by` IS NULL THEN 'sign_in' ELSE 'impersonation.start' END,
		coalesce(NEW.`impersonated_by`, NEW.`user_id`), NEW.`user_id`,
		CASE WHEN NEW.`impersonated_by` IS NULL THEN NEW.`id` ELSE c.`session_id` END, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- A session ended before its time. Not recorded: signing out of one's own session, a session
-- found expired, and the sessions that end with a deletion or a ban (the person is gone or
-- banned by then; that event says it). Revoking several of a person's sessions in one request
-- is one event, however many statements better-auth takes.
CREATE TRIGGER `audit_session_ended` AFTER DELETE ON `session`
WHEN OLD.`expires_at` > cast(unixepoch('subsecond') * 1000 as integer)
	AND EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`user_id` AND coalesce(`banned`, 0) = 0)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT 'impersonation.stop', OLD.`impersonated_by`, OLD.`user_id`, c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c
	WHERE OLD.`impersonated_by` IS NOT NULL;
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `session_id`, `ip`, `browser`, `request_id`)
	SELECT 'session.revoke', c.`actor_id`, c.`impersonator_id`, OLD.`user_id`, c.`session_id`, c.`ip`, c.`browser`, c.`request_id`
	FROM `audit_context` c
	WHERE OLD.`impersonated_by` IS NULL AND OLD.`id` IS NOT c.`session_id`
		AND NOT EXISTS (
			SELECT 1 FROM `audit_event` e
			WHERE e.`request_id` = c.`request_id` AND e.`action` = 'session.revoke' AND e.`target_id` = OLD.`user_id`
		);
END;
--> statement-breakpoint
CREATE TRIGGER `audit_member_added` AFTER INSERT ON `member`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `organization_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'member.add', coalesce(c.`actor_id`, NEW.`user_id`), c.`impersonator_id`, NEW.`user_id`, NEW.`organization_id`,
		c.`session_id`, c.`ip`, c.`browser`, json_object('role', NEW.`role`), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_member_role` AFTER UPDATE OF `role` ON `member`
WHEN OLD.`role` IS NOT NEW.`role`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `organization_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'member.role', c.`actor_id`, c.`impersonator_id`, NEW.`user_id`, NEW.`organization_id`,
		c.`session_id`, c.`ip`, c.`browser`, json_object('from', OLD.`role`, 'to', NEW.`role`), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- Memberships that end with their organization or their person are that deletion's event.
CREATE TRIGGER `audit_member_removed` AFTER DELETE ON `member`
WHEN EXISTS (SELECT 1 FROM `organization` WHERE `id` = OLD.`organization_id`)
	AND EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`user_id`)
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `organization_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'member.remove', c.`actor_id`, c.`impersonator_id`, OLD.`user_id`, OLD.`organization_id`,
		c.`session_id`, c.`ip`, c.`browser`, json_object('role', OLD.`role`), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_invitation_created` AFTER INSERT ON `invitation`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `organization_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'invitation.create', c.`actor_id`, c.`impersonator_id`, (SELECT `id` FROM `user` WHERE `email` = NEW.`email`),
		NEW.`organization_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('role', NEW.`role`,
			'email', substr(NEW.`email`, 1, 1) || '…@' || substr(NEW.`email`, instr(NEW.`email`, '@') + 1)), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- Accepted, rejected or canceled.
CREATE TRIGGER `audit_invitation_answered` AFTER UPDATE OF `status` ON `invitation`
WHEN OLD.`status` IS NOT NEW.`status`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `target_id`, `organization_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'invitation.' || NEW.`status`, c.`actor_id`, c.`impersonator_id`, (SELECT `id` FROM `user` WHERE `email` = NEW.`email`),
		NEW.`organization_id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('role', NEW.`role`,
			'email', substr(NEW.`email`, 1, 1) || '…@' || substr(NEW.`email`, instr(NEW.`email`, '@') + 1)), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
CREATE TRIGGER `audit_organization_deleted` AFTER DELETE ON `organization`
BEGIN
	INSERT INTO `audit_event` (`action`, `actor_id`, `impersonator_id`, `organization_id`, `session_id`, `ip`, `browser`, `details`, `request_id`)
	SELECT 'organization.delete', c.`actor_id`, c.`impersonator_id`, OLD.`id`, c.`session_id`, c.`ip`, c.`browser`,
		json_object('name', OLD.`name`), c.`request_id`
	FROM `audit_context` c;
END;
--> statement-breakpoint
-- Append-only: no event is changed, and none removed before the shortest retention
-- (AUDIT_RETENTION_DAYS is at least 1) lets the scheduled clean-up take it.
CREATE TRIGGER `audit_event_unchanged` BEFORE UPDATE ON `audit_event`
BEGIN
	SELECT RAISE(ABORT, 'AUDIT_EVENT_APPEND_ONLY');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_event_kept` BEFORE DELETE ON `audit_event`
WHEN OLD.`created_at` > cast(unixepoch('subsecond') * 1000 as integer) - 86400000
BEGIN
	SELECT RAISE(ABORT, 'AUDIT_EVENT_APPEND_ONLY');
END;
