-- What outsiders found after 0003: organizations and teams without number, and an invitation
-- cancelled after it was accepted. The same habit as 0003: the rule lives in the write, so
-- parallel requests cannot pass a check each and all write.

-- A person belongs to at most 20 organizations, those they create and those they join.
-- better-auth writes a new organization before its owner's membership: when this refuses the
-- membership, the organization is left without members, and the maintenance cron removes it.
CREATE TRIGGER `member_organizations_limit` BEFORE INSERT ON `member`
WHEN (SELECT count(*) FROM `member` WHERE `user_id` = NEW.`user_id`) >= 20
BEGIN
	SELECT RAISE(ABORT, 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS');
END;
--> statement-breakpoint
-- An organization holds at most 20 teams.
CREATE TRIGGER `team_limit` BEFORE INSERT ON `team`
WHEN (SELECT count(*) FROM `team` WHERE `organization_id` = NEW.`organization_id`) >= 20
BEGIN
	SELECT RAISE(ABORT, 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS');
END;
--> statement-breakpoint
-- An invitation is settled once: accepted, rejected or canceled, it stays so. The one way back
-- is better-auth's own, accepted to pending when the membership that follows could not be
-- written.
CREATE TRIGGER `invitation_settled_once` BEFORE UPDATE OF `status` ON `invitation`
WHEN NEW.`status` <> OLD.`status` AND OLD.`status` <> 'pending'
	AND NOT (OLD.`status` = 'accepted' AND NEW.`status` = 'pending')
BEGIN
	SELECT RAISE(ABORT, 'INVITATION_NOT_FOUND');
END;
