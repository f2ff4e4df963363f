import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { eventActionEnum, todoActionEnum, todoStateEnum } from './enums.ts';
import { namespaces } from './namespaces.ts';
import { users } from './users.ts';
import { workItems } from './work-items.ts';

/** Comments and system notes on work items. */
export const notes = pgTable(
  'notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    body: text().notNull(),
    system: boolean().notNull().default(false),
    internal: boolean().notNull().default(false),
    discussionId: varchar({ length: 40 }),
    /** GitLab's note type: null for a standalone comment, 'DiscussionNote' in a thread. */
    type: varchar({ length: 20 }),
    /** Set on every note of a resolved thread (GitLab resolves note by note). */
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Who last edited the body (GitLab's last_edited_by), null until an edit. */
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.workItemId, t.createdAt),
    index().on(t.authorId),
    index().on(t.discussionId),
  ],
);

/** Award emoji on work items (noteId set when the reaction is on a comment). */
export const awardEmoji = pgTable(
  'award_emoji',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    noteId: integer().references(() => notes.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('award_emoji_unique_idx').on(t.workItemId, t.noteId, t.userId, t.name),
    index().on(t.userId, t.workItemId),
    // Deleting a note deletes its awards: without it, a scan of every award per note (an issue
    // with 6,000 comments took minutes to delete on the bench's large set).
    index('award_emoji_note_idx')
      .on(t.noteId)
      .where(sql`${t.noteId} IS NOT NULL`),
  ],
);

export const todos = pgTable(
  'todos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    action: todoActionEnum().notNull(),
    state: todoStateEnum().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.state), index().on(t.workItemId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    subscribed: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The second index serves deleting a work item (its subscriptions go with it).
  (t) => [uniqueIndex().on(t.userId, t.workItemId), index().on(t.workItemId)],
);

/**
 * Issue description templates (GitLab's description templates), owned by a project or by a
 * group; a group's templates are inherited by every project below it.
 */
export const issueTemplates = pgTable(
  'issue_templates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer().references(() => namespaces.id, { onDelete: 'cascade' }),
    groupId: integer().references(() => namespaces.id, { onDelete: 'cascade' }),
    name: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.projectId, t.name),
    uniqueIndex().on(t.groupId, t.name),
    check('issue_templates_one_owner', sql`num_nonnulls(${t.projectId}, ${t.groupId}) = 1`),
  ],
);

/** Recent activity, and the log the realtime layer can replay. */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    workItemId: integer().references(() => workItems.id, { onDelete: 'cascade' }),
    action: eventActionEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.namespaceId, t.createdAt), index().on(t.workItemId)],
);
