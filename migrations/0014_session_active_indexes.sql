-- Deleting a team, an organization or a membership lets go of it in every session that has
-- it active (0012's triggers): these find those sessions without reading the whole table.
-- Partial, as most sessions have none.
CREATE INDEX `session_active_organization_idx` ON `session` (`active_organization_id`) WHERE `active_organization_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `session_active_team_idx` ON `session` (`active_team_id`) WHERE `active_team_id` IS NOT NULL;
