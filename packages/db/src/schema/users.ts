import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { userStateEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    username: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    avatarUrl: text(),
    passwordHash: text(),
    state: userStateEnum().notNull().default('active'),
    isAdmin: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Cookie sessions; the cookie holds a random token, the table only its SHA-256 digest. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenDigest: varchar({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: varchar({ length: 64 }).notNull(),
    userAgent: text(),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_digest_idx').on(t.tokenDigest), index().on(t.userId)],
);

/** Personal access tokens (`glpat-…`), stored as SHA-256 digests. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 255 }).notNull(),
    tokenDigest: varchar({ length: 64 }).notNull(),
    description: text(),
    scopes: text().array().notNull(),
    /** Created by an admin to act as the user (GitLab's impersonation tokens). */
    impersonation: boolean().notNull().default(false),
    expiresAt: date({ mode: 'string' }),
    revoked: boolean().notNull().default(false),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pat_token_digest_idx').on(t.tokenDigest), index().on(t.userId)],
);

/** Sign-in attempts, kept in the database so rate limiting holds across app servers. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    login: varchar({ length: 255 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    succeeded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ip, t.createdAt), index().on(t.login, t.createdAt)],
);

/**
 * Rate-limited actions (a comment created, a file uploaded), one row each, kept in the database
 * like sign-in attempts so a limit holds across app servers. `key` names the limit and its
 * subject (`notes_create:42`); `amount` is what the action weighs (bytes of an upload, else 0).
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    key: varchar({ length: 100 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.key, t.createdAt)],
);
