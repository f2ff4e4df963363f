import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { workItems } from './work-items.ts';

/**
 * Abuse reports (GitLab's abuse_reports): a signed-in user reports another user, usually from an
 * item they wrote. Admins list them at /admin/abuse_reports and close them or ban the user.
 * `category` is one of GitLab's categories (spam, offensive, …); `status` open or closed.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workItemId: integer().references(() => workItems.id, { onDelete: 'set null' }),
    category: varchar({ length: 32 }).notNull(),
    message: text().notNull(),
    reportedFromUrl: text(),
    status: varchar({ length: 16 }).notNull().default('open'),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // work_item_id: deleting a work item clears its reports' reference.
  (t) => [index().on(t.status, t.id), index().on(t.userId), index().on(t.workItemId)],
);
