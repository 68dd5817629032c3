-- Searches compare comparison keys (worker/lib/text-rules.shared.ts, comparisonKey) with instr(): see
-- docs/decisions/0014-search-without-like.md. The name key is declared to better-auth as an
-- additional field (worker/auth/tables.ts), so its hooks write it with every name (user-policy.ts).
ALTER TABLE `user` ADD `name_key` text;
--> statement-breakpoint
-- Names written before: SQLite's lower() folds ASCII letters only, so a name with other
-- capitals (Cyrillic, Greek…) gets its exact key the next time it is written.
UPDATE `user` SET `name_key` = replace(lower(trim(`name`)), 'ς', 'σ');
--> statement-breakpoint
-- The key now folds the final sigma as case folding does.
UPDATE `book` SET `title_key` = replace(`title_key`, 'ς', 'σ'), `author_key` = replace(`author_key`, 'ς', 'σ')
WHERE instr(`title_key` || `author_key`, 'ς') > 0;
