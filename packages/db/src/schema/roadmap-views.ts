import { sql } from 'drizzle-orm';
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
import { namespaces } from './namespaces.ts';
import { users } from './users.ts';

export const roadmapViewVisibilityEnum = pgEnum('roadmap_view_visibility', ['group', 'private']);

/**
 * Saved views of a group's roadmap. `state` is the roadmap URL's query string (filters, range,
 * preset, settings) without the `view` key, normalised by the server (docs/decisions/roadmap-saved-views.md).
 * Names are unique, ignoring case, among the group's shared views and among each author's
 * private views of the group.
 */
export const roadmapViews = pgTable(
  'roadmap_views',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 255 }).notNull(),
    visibility: roadmapViewVisibilityEnum().notNull(),
    state: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roadmap_views_shared_name_idx')
      .on(t.groupId, sql`lower(${t.name})`)
      .where(sql`${t.visibility} = 'group'`),
    uniqueIndex('roadmap_views_private_name_idx')
      .on(t.groupId, t.authorId, sql`lower(${t.name})`)
      .where(sql`${t.visibility} = 'private'`),
    index().on(t.authorId),
  ],
);
