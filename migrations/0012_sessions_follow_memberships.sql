-- A session's active organization and team are ones its person belongs to. better-auth let
-- go of them only in the session that made the change (leaving, deleting from that session),
-- so a person removed from an organization or a team, or whose organization or team was
-- deleted, kept pointing at it, and calls that default to the active one answered unrelated
-- codes (404 MEMBER_NOT_FOUND, "not allowed to invite" for creating a team). As in 0003, the
-- rule lives in the write: whoever deletes, and however, the sessions follow in the same
-- statement, and a session cannot take up what a parallel request has just taken away.
UPDATE `session` SET `active_organization_id` = NULL, `active_team_id` = NULL
WHERE `active_organization_id` IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM `member`
		WHERE `member`.`organization_id` = `session`.`active_organization_id` AND `member`.`user_id` = `session`.`user_id`
	);
--> statement-breakpoint
UPDATE `session` SET `active_team_id` = NULL
WHERE `active_team_id` IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM `team_member`
		WHERE `team_member`.`team_id` = `session`.`active_team_id` AND `team_member`.`user_id` = `session`.`user_id`
	);
--> statement-breakpoint
CREATE TRIGGER `organization_deleted_leaves_sessions` AFTER DELETE ON `organization`
BEGIN
	UPDATE `session` SET `active_organization_id` = NULL, `active_team_id` = NULL
	WHERE `active_organization_id` = OLD.`id`;
END;
--> statement-breakpoint
-- Removed, leaving, or gone with the organization: the person's sessions let go of it and of
-- its teams (a session may hold a team of an organization that is no longer its active one).
CREATE TRIGGER `member_deleted_leaves_sessions` AFTER DELETE ON `member`
BEGIN
	UPDATE `session` SET `active_organization_id` = NULL, `active_team_id` = NULL
	WHERE `user_id` = OLD.`user_id` AND `active_organization_id` = OLD.`organization_id`;
	UPDATE `session` SET `active_team_id` = NULL
	WHERE `user_id` = OLD.`user_id`
		AND `active_team_id` IN (SELECT `id` FROM `team` WHERE `organization_id` = OLD.`organization_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `team_deleted_leaves_sessions` AFTER DELETE ON `team`
BEGIN
	UPDATE `session` SET `active_team_id` = NULL WHERE `active_team_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `team_member_deleted_leaves_sessions` AFTER DELETE ON `team_member`
BEGIN
	UPDATE `session` SET `active_team_id` = NULL
	WHERE `user_id` = OLD.`user_id` AND `active_team_id` = OLD.`team_id`;
END;
--> statement-breakpoint
-- better-auth checks membership, then writes the session: a removal between the two would
-- leave the session holding what the person just lost.
CREATE TRIGGER `session_active_organization_is_theirs` BEFORE UPDATE OF `active_organization_id` ON `session`
WHEN NEW.`active_organization_id` IS NOT NULL
	AND NEW.`active_organization_id` IS NOT OLD.`active_organization_id`
	AND NOT EXISTS (
		SELECT 1 FROM `member` WHERE `organization_id` = NEW.`active_organization_id` AND `user_id` = NEW.`user_id`
	)
BEGIN
	SELECT RAISE(ABORT, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION');
END;
--> statement-breakpoint
CREATE TRIGGER `session_active_team_is_theirs` BEFORE UPDATE OF `active_team_id` ON `session`
WHEN NEW.`active_team_id` IS NOT NULL
	AND NEW.`active_team_id` IS NOT OLD.`active_team_id`
	AND NOT EXISTS (
		SELECT 1 FROM `team_member` WHERE `team_id` = NEW.`active_team_id` AND `user_id` = NEW.`user_id`
	)
BEGIN
	SELECT RAISE(ABORT, 'USER_IS_NOT_A_MEMBER_OF_THE_TEAM');
END;
