import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { milestoneStateEnum } from './enums.ts';
import { namespaces } from './namespaces.ts';

/** Group or project labels; scoped labels use a `key::value` title. */
export const labels = pgTable(
  'labels',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    title: varchar({ length: 255 }).notNull(),
    color: varchar({ length: 7 }).notNull(),
    description: text(),
    /** GitLab's label priority (project labels only; null = not prioritized; lower first). */
    priority: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('labels_namespace_title_idx').on(t.namespaceId, t.title),
    index('labels_title_lower_idx').on(sql`lower(${t.title})`),
  ],
);

/** Group or project milestones (iid per namespace). */
export const milestones = pgTable(
  'milestones',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    iid: integer().notNull(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull().default(''),
    state: milestoneStateEnum().notNull().default('active'),
    startDate: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.namespaceId, t.iid),
    uniqueIndex('milestones_namespace_title_idx').on(t.namespaceId, t.title),
    index().on(t.dueDate),
  ],
);

export const iterationCadences = pgTable(
  'iteration_cadences',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    automatic: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    startDate: date({ mode: 'string' }),
    durationInWeeks: smallint(),
    iterationsInAdvance: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.groupId)],
);

/** Iteration state (upcoming, current, closed) derives from its dates and today. */
export const iterations = pgTable(
  'iterations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    cadenceId: integer()
      .notNull()
      .references(() => iterationCadences.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    iid: integer().notNull(),
    sequence: integer().notNull(),
    title: varchar({ length: 255 }),
    description: text(),
    startDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.groupId, t.iid), index().on(t.cadenceId, t.startDate)],
);
