import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { notes } from './collaboration.ts';
import { users } from './users.ts';
import { workItems } from './work-items.ts';

/**
 * GitLab's timelogs: one row per time entry (a `/spend`, an "Add time entry", a REST
 * `add_spent_time`); negative entries subtract. An item's time spent is their sum.
 */
export const timelogs = pgTable(
  'timelogs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Seconds; negative when time was subtracted. */
    timeSpent: integer().notNull(),
    spentAt: timestamp({ withTimezone: true }).notNull(),
    summary: text(),
    /** The comment whose `/spend` logged it (GitLab's timelogs.note_id). */
    noteId: integer().references(() => notes.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.workItemId, t.spentAt), index().on(t.userId), index().on(t.noteId)],
);
