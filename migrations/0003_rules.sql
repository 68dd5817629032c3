-- Rules the database holds itself, so that no writer (our handlers, better-auth's endpoints,
-- a script) can break them, and so that each is decided inside the statement that writes:
-- two requests racing cannot both pass a check made before either wrote
-- (docs/decisions/0024-rules-inside-the-write.md). A refusal aborts the whole statement (and
-- its batch) with the error code as message; worker/lib/db-errors.ts reads it back.
--
-- Every address that has had an account (ADMIN_EMAILS makes an address admin only once).
CREATE TABLE `known_email` (
	`email` text PRIMARY KEY NOT NULL,
	`first_seen_at` integer NOT NULL
);
--> statement-breakpoint
INSERT OR IGNORE INTO `known_email` (`email`, `first_seen_at`) SELECT `email`, `created_at` FROM `user`;
--> statement-breakpoint
CREATE TRIGGER `user_inserted_email_known` AFTER INSERT ON `user`
BEGIN
	INSERT OR IGNORE INTO `known_email` (`email`, `first_seen_at`) VALUES (NEW.`email`, CAST(unixepoch('subsec') * 1000 AS integer));
END;
--> statement-breakpoint
CREATE TRIGGER `user_email_changed_known` AFTER UPDATE OF `email` ON `user`
BEGIN
	INSERT OR IGNORE INTO `known_email` (`email`, `first_seen_at`) VALUES (NEW.`email`, CAST(unixepoch('subsec') * 1000 AS integer));
END;
--> statement-breakpoint
-- The last administrator (an unbanned admin) is never deleted, demoted or banned.
CREATE TRIGGER `user_delete_keeps_an_admin` BEFORE DELETE ON `user`
WHEN OLD.`role` = 'admin' AND coalesce(OLD.`banned`, 0) = 0
	AND NOT EXISTS (SELECT 1 FROM `user` WHERE `role` = 'admin' AND coalesce(`banned`, 0) = 0 AND `id` != OLD.`id`)
BEGIN
	SELECT RAISE(ABORT, 'LAST_ADMIN');
END;
--> statement-breakpoint
CREATE TRIGGER `user_update_keeps_an_admin` BEFORE UPDATE OF `role`, `banned` ON `user`
WHEN OLD.`role` = 'admin' AND coalesce(OLD.`banned`, 0) = 0
	AND NOT (NEW.`role` = 'admin' AND coalesce(NEW.`banned`, 0) = 0)
	AND NOT EXISTS (SELECT 1 FROM `user` WHERE `role` = 'admin' AND coalesce(`banned`, 0) = 0 AND `id` != OLD.`id`)
BEGIN
	SELECT RAISE(ABORT, 'LAST_ADMIN');
END;
--> statement-breakpoint
-- Impersonation: opened by an unbanned admin, never as an admin, from the admin's own session
-- (impersonator_session_id), and over as soon as that session or the admin's rights end.
ALTER TABLE `session` ADD `impersonator_session_id` text REFERENCES `session`(`id`) ON UPDATE no action ON DELETE cascade;
--> statement-breakpoint
CREATE TRIGGER `session_impersonator_is_an_admin` BEFORE INSERT ON `session`
WHEN NEW.`impersonated_by` IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM `user` WHERE `id` = NEW.`impersonated_by` AND `role` = 'admin' AND coalesce(`banned`, 0) = 0)
BEGIN
	SELECT RAISE(ABORT, 'FORBIDDEN');
END;
--> statement-breakpoint
CREATE TRIGGER `session_impersonated_is_not_an_admin` BEFORE INSERT ON `session`
WHEN NEW.`impersonated_by` IS NOT NULL AND EXISTS (SELECT 1 FROM `user` WHERE `id` = NEW.`user_id` AND `role` = 'admin')
BEGIN
	SELECT RAISE(ABORT, 'YOU_CANNOT_IMPERSONATE_ADMINS');
END;
--> statement-breakpoint
CREATE TRIGGER `user_losing_admin_rights_ends_impersonations` AFTER UPDATE OF `role`, `banned` ON `user`
WHEN NOT (NEW.`role` = 'admin' AND coalesce(NEW.`banned`, 0) = 0)
BEGIN
	DELETE FROM `session` WHERE `impersonated_by` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `user_made_admin_is_no_longer_impersonated` AFTER UPDATE OF `role` ON `user`
WHEN NEW.`role` = 'admin'
BEGIN
	DELETE FROM `session` WHERE `user_id` = NEW.`id` AND `impersonated_by` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `user_deleted_ends_impersonations` AFTER DELETE ON `user`
BEGIN
	DELETE FROM `session` WHERE `impersonated_by` = OLD.`id`;
END;
--> statement-breakpoint
-- Organizations (better-auth's plugin checks these before it writes; here they hold in the
-- write). A person is a member of an organization once.
DELETE FROM `member` WHERE rowid NOT IN (SELECT min(rowid) FROM `member` GROUP BY `organization_id`, `user_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_organization_user_unique` ON `member` (`organization_id`, `user_id`);
--> statement-breakpoint
CREATE TRIGGER `member_joins_once` BEFORE INSERT ON `member`
WHEN EXISTS (SELECT 1 FROM `member` WHERE `organization_id` = NEW.`organization_id` AND `user_id` = NEW.`user_id`)
BEGIN
	SELECT RAISE(ABORT, 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
END;
--> statement-breakpoint
-- At most 99 members (membershipLimit in worker/auth/tables.ts): listing a full organization
-- binds every member's id, and D1 binds at most 100 values per query.
CREATE TRIGGER `member_limit` BEFORE INSERT ON `member`
WHEN (SELECT count(*) FROM `member` WHERE `organization_id` = NEW.`organization_id`) >= 99
BEGIN
	SELECT RAISE(ABORT, 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED');
END;
--> statement-breakpoint
-- An organization keeps an owner: its last owner can neither leave, be removed nor lose the
-- role. Deleting the organization itself (its members go with it) or the person's account
-- is not leaving: the organization row, or the person's, is already gone when their
-- membership is.
CREATE TRIGGER `member_leaving_keeps_an_owner` BEFORE DELETE ON `member`
WHEN ',' || replace(OLD.`role`, ' ', '') || ',' LIKE '%,owner,%'
	AND EXISTS (SELECT 1 FROM `organization` WHERE `id` = OLD.`organization_id`)
	AND EXISTS (SELECT 1 FROM `user` WHERE `id` = OLD.`user_id`)
	AND NOT EXISTS (
		SELECT 1 FROM `member` WHERE `organization_id` = OLD.`organization_id` AND `id` != OLD.`id`
			AND ',' || replace(`role`, ' ', '') || ',' LIKE '%,owner,%'
	)
BEGIN
	SELECT RAISE(ABORT, 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER');
END;
--> statement-breakpoint
CREATE TRIGGER `member_role_keeps_an_owner` BEFORE UPDATE OF `role` ON `member`
WHEN ',' || replace(OLD.`role`, ' ', '') || ',' LIKE '%,owner,%'
	AND ',' || replace(NEW.`role`, ' ', '') || ',' NOT LIKE '%,owner,%'
	AND NOT EXISTS (
		SELECT 1 FROM `member` WHERE `organization_id` = OLD.`organization_id` AND `id` != OLD.`id`
			AND ',' || replace(`role`, ' ', '') || ',' LIKE '%,owner,%'
	)
BEGIN
	SELECT RAISE(ABORT, 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER');
END;
--> statement-breakpoint
-- An organization keeps a team (better-auth creates one with it).
CREATE TRIGGER `team_last_one_stays` BEFORE DELETE ON `team`
WHEN EXISTS (SELECT 1 FROM `organization` WHERE `id` = OLD.`organization_id`)
	AND NOT EXISTS (SELECT 1 FROM `team` WHERE `organization_id` = OLD.`organization_id` AND `id` != OLD.`id`)
BEGIN
	SELECT RAISE(ABORT, 'UNABLE_TO_REMOVE_LAST_TEAM');
END;
