-- An organization holds at most 100 members. It held 99 while better-auth's member lists
-- bound every member's id in one query and D1 binds at most 100 values; the Worker now
-- reads long lists a chunk at a time (worker/auth/bounded-in-lists.ts).
-- ORGANIZATION_MEMBERS may set a lower number, which better-auth checks before it writes;
-- this is the ceiling parallel requests cannot pass.
DROP TRIGGER `member_limit`;
--> statement-breakpoint
CREATE TRIGGER `member_limit` BEFORE INSERT ON `member`
WHEN (SELECT count(*) FROM `member` WHERE `organization_id` = NEW.`organization_id`) >= 100
BEGIN
	SELECT RAISE(ABORT, 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED');
END;
