ALTER TABLE `genre` ADD `names` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A database seeded before this migration (scripts/seed-books.ts) gets its genres' names; any other genre keeps `name` alone.
UPDATE `genre` SET `names` = '{"fr":"Classiques","ar":"كلاسيكيات","sw":"Vitabu vya kale"}' WHERE `id` = 'genre-classics';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Aventure","ar":"مغامرات","sw":"Matukio ya kusisimua"}' WHERE `id` = 'genre-adventure';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Science-fiction","ar":"خيال علمي","sw":"Hadithi za kisayansi"}' WHERE `id` = 'genre-science-fiction';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Fantasy","ar":"فانتازيا","sw":"Njozi"}' WHERE `id` = 'genre-fantasy';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Policier","ar":"غموض","sw":"Upelelezi"}' WHERE `id` = 'genre-mystery';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Horreur","ar":"رعب","sw":"Hadithi za kutisha"}' WHERE `id` = 'genre-horror';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Romance","ar":"رومانسية","sw":"Mapenzi"}' WHERE `id` = 'genre-romance';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Poésie","ar":"شعر","sw":"Ushairi"}' WHERE `id` = 'genre-poetry';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Philosophie","ar":"فلسفة","sw":"Falsafa"}' WHERE `id` = 'genre-philosophy';--> statement-breakpoint
UPDATE `genre` SET `names` = '{"fr":"Jeunesse","ar":"أطفال","sw":"Watoto"}' WHERE `id` = 'genre-children';
