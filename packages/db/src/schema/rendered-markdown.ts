import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Markdown rendered once and shared by every reader (parse, GFM and sanitising are the expensive
 * part). Content-addressed: `key` is a hash of the renderer version, the render options and the
 * source, so an edit or a renderer upgrade simply uses another row and nothing is invalidated.
 * References are stored as placeholders (`references`, in order) and resolved per read with the
 * viewer's rights and the targets' current titles and states. The task-list counts are taken
 * from the same parse, so a poll of the item never parses the source (docs/decisions/
 * api-performance.md, "Markdown reads do no per-occurrence work and no parse").
 */
export const renderedMarkdown = pgTable('rendered_markdown', {
  /** sha256 hex of `version \0 baseUrl \0 uploadsBase \0 source`. */
  key: varchar({ length: 64 }).primaryKey(),
  html: text().notNull(),
  /** The random placeholder prefix used in `html`. */
  marker: varchar({ length: 32 }).notNull(),
  /** Each distinct reference once; a placeholder names its index (renderer version 2). */
  references: jsonb().notNull(),
  /** Task list items of the source, and how many of them are checked. */
  taskCount: integer().notNull().default(0),
  taskCompletedCount: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
