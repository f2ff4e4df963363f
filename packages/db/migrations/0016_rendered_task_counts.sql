-- Renderer version 2 (issue 32 §3 items 8 and 9): each distinct reference stored once, and the
-- task-list counts of the source, so a read neither walks every occurrence nor parses. Rows of
-- version 1 are never read again (the key hashes the version); they are dropped here and each
-- text is rendered again, off the main thread, on its next write or read.
DELETE FROM "rendered_markdown";--> statement-breakpoint
ALTER TABLE "rendered_markdown" ADD COLUMN "task_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rendered_markdown" ADD COLUMN "task_completed_count" integer DEFAULT 0 NOT NULL;
