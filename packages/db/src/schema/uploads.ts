import {
  bigint,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { namespaces } from './namespaces.ts';
import { users } from './users.ts';

/**
 * Files attached to a project's Markdown (GitLab's project uploads). The bytes live on disk under
 * the uploads directory at `<namespace id>/<secret>/<filename>`; the row says who may read them
 * (readers of the namespace) and how to serve them. `contentType` is what the bytes were sniffed
 * as when stored, never what the client claimed.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    namespaceId: integer()
      .notNull()
      .references(() => namespaces.id, { onDelete: 'cascade' }),
    /** 32 hex characters, unguessable: part of the URL. */
    secret: varchar({ length: 32 }).notNull(),
    filename: varchar({ length: 255 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.namespaceId, t.secret, t.filename), index().on(t.uploadedById)],
);
