-- 0008's rule in words of its own: deleting the only owner of an organization that has anyone
-- else in it is not "leaving" it, which is what its refusal said. Same condition, new code.
DROP TRIGGER `user_deletion_keeps_owners`;
--> statement-breakpoint
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
	SELECT RAISE(ABORT, 'ONLY_OWNER_OF_AN_ORGANIZATION');
END;
