-- A person owns at most 5 organizations: those they create and those they join as owner.
-- ORGANIZATIONS_PER_OWNER may set a lower number, which better-auth checks before it writes
-- (worker/auth/options.ts); this is the ceiling parallel requests cannot pass. As in 0006, a
-- refused owner leaves an organization without members, which the maintenance cron removes.
CREATE TRIGGER `member_owned_organizations_limit` BEFORE INSERT ON `member`
-- A member may hold several roles, comma-separated (better-auth's format).
WHEN ',' || NEW.`role` || ',' LIKE '%,owner,%'
	AND (SELECT count(*) FROM `member`
		WHERE `user_id` = NEW.`user_id` AND ',' || `role` || ',' LIKE '%,owner,%') >= 5
BEGIN
	SELECT RAISE(ABORT, 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS');
END;
