import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { notes } from './collaboration.ts';
import { iterations, labels, milestones } from './planning.ts';
import { users } from './users.ts';
import { workItems } from './work-items.ts';

/**
 * The activity history of work items, in GitLab's shape: system notes (rows of `notes` with
 * `system = true`) carry their metadata here, description edits keep every text, and each kind of
 * change GitLab exposes as "resource events" has its own table. Every table is read per item in
 * time order, hence the (work_item_id, created_at, id) indexes.
 */

export const resourceEventActionEnum = pgEnum('resource_event_action', ['add', 'remove']);
export const resourceStateEnum = pgEnum('resource_state', ['opened', 'closed', 'reopened']);

/** Every text a description had; a system note's metadata points at the version it made. */
export const descriptionVersions = pgTable(
  'description_versions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.workItemId, t.id)],
);

/**
 * GitLab's system_note_metadata: what a system note records (`action`: title, label, relate...).
 * `referencedWorkItemId` and `referencedNamespaceIds` name what the body references (another
 * item; the namespaces of labels, milestones, iterations), so readers can hide a note naming
 * something they may not read. Not foreign keys: a deleted item stays unreadable, so its notes
 * stay hidden.
 */
export const systemNoteMetadata = pgTable(
  'system_note_metadata',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    noteId: integer()
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    action: varchar({ length: 50 }).notNull(),
    descriptionVersionId: integer().references(() => descriptionVersions.id, {
      onDelete: 'set null',
    }),
    referencedWorkItemId: integer(),
    referencedNamespaceIds: integer().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // description_version_id: deleting a work item's description versions clears it here.
  (t) => [uniqueIndex().on(t.noteId), index().on(t.descriptionVersionId)],
);

const eventColumns = () => ({
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  workItemId: integer()
    .notNull()
    .references(() => workItems.id, { onDelete: 'cascade' }),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const resourceLabelEvents = pgTable(
  'resource_label_events',
  {
    ...eventColumns(),
    // GitLab keeps the event of a deleted label with `label: null`.
    labelId: integer().references(() => labels.id, { onDelete: 'set null' }),
    action: resourceEventActionEnum().notNull(),
  },
  (t) => [index().on(t.workItemId, t.createdAt, t.id)],
);

export const resourceMilestoneEvents = pgTable(
  'resource_milestone_events',
  {
    ...eventColumns(),
    milestoneId: integer().references(() => milestones.id, { onDelete: 'set null' }),
    action: resourceEventActionEnum().notNull(),
  },
  (t) => [index().on(t.workItemId, t.createdAt, t.id)],
);

export const resourceIterationEvents = pgTable(
  'resource_iteration_events',
  {
    ...eventColumns(),
    iterationId: integer().references(() => iterations.id, { onDelete: 'set null' }),
    action: resourceEventActionEnum().notNull(),
  },
  (t) => [index().on(t.workItemId, t.createdAt, t.id)],
);

export const resourceStateEvents = pgTable(
  'resource_state_events',
  {
    ...eventColumns(),
    state: resourceStateEnum().notNull(),
  },
  (t) => [index().on(t.workItemId, t.createdAt, t.id)],
);

export const resourceWeightEvents = pgTable(
  'resource_weight_events',
  {
    ...eventColumns(),
    weight: integer(),
    previousWeight: integer(),
  },
  (t) => [index().on(t.workItemId, t.createdAt, t.id)],
);
