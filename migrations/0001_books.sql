CREATE TABLE `book` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`author` text NOT NULL,
	`genre_id` text NOT NULL,
	`publisher` text,
	`cover` text,
	`published_on` text,
	`title_key` text NOT NULL,
	`author_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`genre_id`) REFERENCES `genre`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `book_title_author_unique` ON `book` (`title_key`,`author_key`);--> statement-breakpoint
CREATE INDEX `book_title_key_id_idx` ON `book` (`title_key`,`id`);--> statement-breakpoint
CREATE INDEX `book_genre_id_idx` ON `book` (`genre_id`);--> statement-breakpoint
CREATE TABLE `genre` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `genre_name_unique` ON `genre` (`name`);