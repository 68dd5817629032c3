-- What outsiders found after 0011: an admin's pending invitation as admin still made an admin
-- after that admin was demoted, then removed. An invitation grants no more than its sender
-- still may: an owner any role, an admin member or admin (never owner), a member none.
-- Roles are better-auth's comma-separated lists, compared as in 0003.
--
-- Invitations written before this migration that their sender can no longer grant.
UPDATE `invitation` SET `status` = 'canceled'
WHERE `status` = 'pending'
	AND NOT EXISTS (
		SELECT 1 FROM `member`
		WHERE `member`.`organization_id` = `invitation`.`organization_id` AND `member`.`user_id` = `invitation`.`inviter_id`
			AND (',' || replace(`member`.`role`, ' ', '') || ',' LIKE '%,owner,%'
				OR (',' || replace(`member`.`role`, ' ', '') || ',' LIKE '%,admin,%'
					AND ',' || replace(coalesce(`invitation`.`role`, ''), ' ', '') || ',' NOT LIKE '%,owner,%'))
	);
--> statement-breakpoint
-- A member who leaves or is removed takes their pending invitations back, so that each link
-- says it was cancelled. Deleting the organization or the person's account deletes those
-- invitations anyway.
CREATE TRIGGER `member_leaving_cancels_their_invitations` AFTER DELETE ON `member`
BEGIN
	UPDATE `invitation` SET `status` = 'canceled'
	WHERE `organization_id` = OLD.`organization_id` AND `inviter_id` = OLD.`user_id` AND `status` = 'pending';
END;
--> statement-breakpoint
-- A member whose new role can no longer grant an invitation's role loses that invitation:
-- an admin made a member, all of theirs; an owner made an admin, those as owner.
CREATE TRIGGER `member_role_cancels_invitations_beyond_it` AFTER UPDATE OF `role` ON `member`
BEGIN
	UPDATE `invitation` SET `status` = 'canceled'
	WHERE `organization_id` = NEW.`organization_id` AND `inviter_id` = NEW.`user_id` AND `status` = 'pending'
		AND NOT (',' || replace(NEW.`role`, ' ', '') || ',' LIKE '%,owner,%'
			OR (',' || replace(NEW.`role`, ' ', '') || ',' LIKE '%,admin,%'
				AND ',' || replace(coalesce(`invitation`.`role`, ''), ' ', '') || ',' NOT LIKE '%,owner,%'));
END;
--> statement-breakpoint
-- Accepting checks the sender's rights in the statement that accepts: better-auth reads the
-- sender's role before it writes an invitation, and a demotion landing between that read and
-- the write leaves a pending invitation the triggers above never saw. better-auth marks the
-- invitation accepted before it writes the member, so a refusal here writes nothing.
CREATE TRIGGER `invitation_accepted_within_inviter_rights` BEFORE UPDATE OF `status` ON `invitation`
WHEN NEW.`status` = 'accepted' AND OLD.`status` = 'pending'
	AND NOT EXISTS (
		SELECT 1 FROM `member`
		WHERE `member`.`organization_id` = NEW.`organization_id` AND `member`.`user_id` = NEW.`inviter_id`
			AND (',' || replace(`member`.`role`, ' ', '') || ',' LIKE '%,owner,%'
				OR (',' || replace(`member`.`role`, ' ', '') || ',' LIKE '%,admin,%'
					AND ',' || replace(coalesce(NEW.`role`, ''), ' ', '') || ',' NOT LIKE '%,owner,%'))
	)
BEGIN
	SELECT RAISE(ABORT, 'INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION');
END;
--> statement-breakpoint
-- Two teams of one organization with the same name could not be told apart. Names compare as
-- organizations' do, by comparison key (worker/lib/text-rules.shared.ts): case, spacing, Unicode form
-- and invisible characters do not count. The key is declared to better-auth as an additional
-- field (worker/auth/tables.ts), so its team hooks write it with every name (options.ts).
ALTER TABLE `team` ADD `name_key` text;
--> statement-breakpoint
-- Names written before: SQLite's lower() folds ASCII letters only, so a name with other
-- capitals gets its exact key the next time it is written. Teams that already share a name
-- keep it; the triggers below refuse only a new one.
UPDATE `team` SET `name_key` = replace(lower(trim(`name`)), 'ς', 'σ');
--> statement-breakpoint
-- Triggers, not a unique index: teams already named alike would make the index fail to build.
CREATE TRIGGER `team_name_once_in_organization` BEFORE INSERT ON `team`
WHEN EXISTS (
	SELECT 1 FROM `team` WHERE `organization_id` = NEW.`organization_id` AND `name_key` = NEW.`name_key`
)
BEGIN
	SELECT RAISE(ABORT, 'TEAM_ALREADY_EXISTS');
END;
--> statement-breakpoint
CREATE TRIGGER `team_renamed_once_in_organization` BEFORE UPDATE OF `name_key` ON `team`
WHEN NEW.`name_key` IS NOT OLD.`name_key` AND EXISTS (
	SELECT 1 FROM `team`
	WHERE `organization_id` = NEW.`organization_id` AND `name_key` = NEW.`name_key` AND `id` != NEW.`id`
)
BEGIN
	SELECT RAISE(ABORT, 'TEAM_ALREADY_EXISTS');
END;
