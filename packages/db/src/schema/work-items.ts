import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  escalationStatusEnum,
  healthStatusEnum,
  linkTypeEnum,
  severityEnum,
  workItemStateEnum,
  workItemTypeEnum,
} from './enums.ts';
import { namespaces } from './namespaces.ts';
import { iterations, labels, milestones } from './planning.ts';
import { users } from './users.ts';

export const escalationPolicies = pgTable(
  'escalation_policies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    name: varchar({ length: 72 }).notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.name)],
);

export const escalationRules = pgTable('escalation_rules', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  policyId: integer()
    .notNull()
    .references(() => escalationPolicies.id, { onDelete: 'cascade' }),
  status: escalationStatusEnum().notNull(),
  elapsedTimeSeconds: integer().notNull(),
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * Pages still to send (GitLab's pending escalations): one row per rule of the incident's policy,
 * due at the time paging started plus the rule's delay. The paging job sends due ones unless the
 * incident was acknowledged or resolved first (by the rule's own stop status), then deletes them.
 */
export const pendingEscalations = pgTable(
  'pending_escalations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    ruleId: integer()
      .notNull()
      .references(() => escalationRules.id, { onDelete: 'cascade' }),
    processAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.processAt), uniqueIndex().on(t.workItemId, t.ruleId)],
);

/**
 * Epics, issues, incidents and tasks in one table (GitLab's "work items" direction).
 * Epics live in groups, the rest in projects; iid is unique per namespace.
 * Effective `startDate` / `dueDate` are maintained on write (fixed, or inherited from
 * milestones of child issues and from child epics) so the roadmap can filter and sort by index.
 */
export const workItems = pgTable(
  'work_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    type: workItemTypeEnum().notNull(),
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    iid: integer().notNull(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull().default(''),
    state: workItemStateEnum().notNull().default('opened'),
    closedAt: timestamp({ withTimezone: true }),
    closedById: integer().references(() => users.id, { onDelete: 'set null' }),
    confidential: boolean().notNull().default(false),
    discussionLocked: boolean().notNull().default(false),
    startDateIsFixed: boolean().notNull().default(false),
    startDateFixed: date({ mode: 'string' }),
    dueDateIsFixed: boolean().notNull().default(false),
    dueDateFixed: date({ mode: 'string' }),
    /** Effective dates (fixed or inherited). */
    startDate: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    /** Inherited dates and what they came from (a milestone, or a child epic). */
    startDateFromInherited: date({ mode: 'string' }),
    dueDateFromInherited: date({ mode: 'string' }),
    startDateSourcingMilestoneId: integer().references(() => milestones.id, {
      onDelete: 'set null',
    }),
    dueDateSourcingMilestoneId: integer().references(() => milestones.id, {
      onDelete: 'set null',
    }),
    startDateSourcingEpicId: integer(),
    dueDateSourcingEpicId: integer(),
    weight: integer(),
    /** GitLab's time estimate, in seconds (0: none); the time spent is the sum of `timelogs`. */
    timeEstimate: integer().notNull().default(0),
    healthStatus: healthStatusEnum(),
    color: varchar({ length: 7 }).notNull().default('#1068bf'),
    severity: severityEnum().notNull().default('unknown'),
    escalationStatus: escalationStatusEnum(),
    escalationPolicyId: integer().references(() => escalationPolicies.id, {
      onDelete: 'set null',
    }),
    milestoneId: integer().references(() => milestones.id, { onDelete: 'set null' }),
    iterationId: integer().references(() => iterations.id, { onDelete: 'set null' }),
    relativePosition: integer(),
    lockVersion: integer().notNull().default(0),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    lastEditedById: integer().references(() => users.id, { onDelete: 'set null' }),
    lastEditedAt: timestamp({ withTimezone: true }),
    movedToId: integer(),
    duplicatedToId: integer(),
    promotedToEpicId: integer(),
    // Submitted as spam by an admin: hidden like a banned author's item (admins only see it).
    hiddenAsSpamAt: timestamp({ withTimezone: true }),
    hiddenAsSpamById: integer().references(() => users.id, { onDelete: 'set null' }),
    imported: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_items_namespace_iid_idx').on(t.namespaceId, t.iid),
    index('work_items_ns_type_state_idx').on(t.namespaceId, t.type, t.state),
    index('work_items_start_date_idx').on(t.namespaceId, t.startDate, t.id),
    index('work_items_due_date_idx').on(t.namespaceId, t.dueDate, t.id),
    index('work_items_created_idx').on(t.namespaceId, t.createdAt, t.id),
    index('work_items_updated_idx').on(t.namespaceId, t.updatedAt, t.id),
    index('work_items_title_idx').on(t.namespaceId, t.title, t.id),
    index().on(t.authorId),
    index().on(t.milestoneId),
    index().on(t.iterationId),
    index('work_items_title_lower_idx').on(sql`lower(${t.title})`),
    // Covers what the roll-ups read of every descendant (rollups.ts): their tree walk looks
    // items up by id without visiting the table.
    index('work_items_rollup_idx').on(t.id, t.type, t.state, t.weight, t.healthStatus),
    // Epic lists in every roadmap order: the same expressions as the sort keys of the server's
    // keyset paging (apps/server/src/modules/work-items/keyset.ts), so a page of a big group tree
    // walks one of these in order and stops after the page instead of sorting every match.
    // Undated epics sort last: a missing date is `infinity` ascending, `-infinity` descending.
    index('work_items_epic_start_asc_idx')
      .on(sql`coalesce(${t.startDate}, 'infinity'::date)`, t.id)
      .where(sql`${t.type} = 'epic'`),
    index('work_items_epic_start_desc_idx')
      .on(sql`coalesce(${t.startDate}, '-infinity'::date)`, t.id)
      .where(sql`${t.type} = 'epic'`),
    index('work_items_epic_due_asc_idx')
      .on(sql`coalesce(${t.dueDate}, 'infinity'::date)`, t.id)
      .where(sql`${t.type} = 'epic'`),
    index('work_items_epic_due_desc_idx')
      .on(sql`coalesce(${t.dueDate}, '-infinity'::date)`, t.id)
      .where(sql`${t.type} = 'epic'`),
    index('work_items_epic_title_idx')
      .on(sql`(lower(${t.title} COLLATE "C") COLLATE "C")`, t.id)
      .where(sql`${t.type} = 'epic'`),
    index('work_items_epic_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.type} = 'epic'`),
    index('work_items_epic_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.type} = 'epic'`),
  ],
);

/** Parent/child hierarchy (epic -> epic, epic -> issue, issue -> task). One parent per child. */
export const workItemParentLinks = pgTable(
  'work_item_parent_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    childId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    relativePosition: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parent_links_child_idx').on(t.childId),
    // With the child: tree walks (roll-ups, child lists) read children from the index alone.
    index('parent_links_parent_idx').on(t.parentId, t.relativePosition, t.childId),
  ],
);

/** Item links; `blocks` is directional (source blocks target), `relates_to` is symmetric. */
export const workItemLinks = pgTable(
  'work_item_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    sourceId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    targetId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    linkType: linkTypeEnum().notNull().default('relates_to'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.sourceId, t.targetId), index().on(t.targetId)],
);

export const workItemLabels = pgTable(
  'work_item_labels',
  {
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    labelId: integer()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex().on(t.workItemId, t.labelId), index().on(t.labelId)],
);

export const workItemAssignees = pgTable(
  'work_item_assignees',
  {
    workItemId: integer()
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex().on(t.workItemId, t.userId), index().on(t.userId)],
);
