-- What outsiders found after 0006: the only owner of an organization deleted their account,
-- and its other members were left with an organization nobody could manage. 0003 lets an
-- account's deletion take its memberships (it is not leaving); this refuses it while the
-- person is the only owner of an organization that has anyone else in it. Alone in one, the
-- organization is left without members, and the maintenance cron removes it.
CREATE TRIGGER `user_deletion_keeps_owners` BEFORE DELETE ON `user`
WHEN EXISTS (
	SELECT 1 FROM `member` AS `mine`
	WHERE `mine`.`user_id` = OLD.`id`
		AND ',' || replace(`mine`.`role`, ' ', '') || ',' LIKE '%,owner,%'
		AND EXISTS (
			SELECT 1 FROM `member` AS `other`
			WHERE `other`.`organization_id` = `mine`.`organization_id` AND `other`.`user_id` != OLD.`id`
		)
		AND NOT EXISTS (
			SELECT 1 FROM `member` AS `owner`
			WHERE `owner`.`organization_id` = `mine`.`organization_id` AND `owner`.`user_id` != OLD.`id`
				AND ',' || replace(`owner`.`role`, ' ', '') || ',' LIKE '%,owner,%'
		)
)
BEGIN
	SELECT RAISE(ABORT, 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER');
END;
