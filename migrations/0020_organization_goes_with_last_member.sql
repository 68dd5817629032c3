-- An organization whose last member goes (their account deleted: the only owner of one that
-- has nobody else) goes in the same write, with its teams and invitations, rather than
-- staying memberless until the scheduled clean-up. Leaving it is refused to its only owner.
CREATE TRIGGER `organization_goes_with_its_last_member` AFTER DELETE ON `member`
WHEN NOT EXISTS (SELECT 1 FROM `member` WHERE `organization_id` = OLD.`organization_id`)
BEGIN
	DELETE FROM `organization` WHERE `id` = OLD.`organization_id`;
END;
