import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { namespaceKindEnum, visibilityEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * Groups and projects share one table so memberships, labels, milestones and work items can
 * point at "a namespace" with a real foreign key. `traversalIds` is the materialised path
 * (ancestor ids then self) that makes descendant queries one indexed predicate.
 */
export const namespaces = pgTable(
  'namespaces',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: namespaceKindEnum().notNull(),
    parentId: integer().references((): AnyPgColumn => namespaces.id, {
      onDelete: 'cascade',
    }),
    name: varchar({ length: 255 }).notNull(),
    path: varchar({ length: 255 }).notNull(),
    fullPath: varchar({ length: 1024 }).notNull(),
    fullName: varchar({ length: 2048 }).notNull(),
    description: text().notNull().default(''),
    visibility: visibilityEnum().notNull().default('private'),
    traversalIds: integer().array().notNull(),
    avatarUrl: text(),
    /** Group settings. */
    firstDayOfWeek: smallint().notNull().default(0),
    allowSubEpics: boolean().notNull().default(true),
    emailsDisabled: boolean().notNull().default(false),
    /** Project settings. */
    issuesEnabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('namespaces_full_path_lower_idx').on(sql`lower(${t.fullPath})`),
    uniqueIndex('namespaces_parent_path_idx').on(t.parentId, sql`lower(${t.path})`),
    index('namespaces_traversal_ids_gin').using('gin', t.traversalIds),
    index().on(t.parentId),
  ],
);

/** GitLab's role ladder: guest 10, planner 15, reporter 20, developer 30, maintainer 40, owner 50. */
export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessLevel: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.namespaceId, t.userId), index().on(t.userId)],
);

/** Per-namespace counters for iids (epics per group, issues and milestones per project…). */
export const internalIds = pgTable(
  'internal_ids',
  {
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    usage: varchar({ length: 32 }).notNull(),
    lastValue: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.namespaceId, t.usage)],
);

export const userFrequentItems = pgTable(
  'user_frequent_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    frequency: integer().notNull().default(1),
    lastAccessedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.namespaceId)],
);
