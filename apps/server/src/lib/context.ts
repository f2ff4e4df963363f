import type { Database, namespaces } from '@cairn/db';
import type { Viewer } from '../auth/viewer.ts';
import type { Env } from '../env.ts';
import type { Clock } from './clock.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { createAccessCache, type AccessCache } from './access-cache.ts';

/** Everything a service needs for one request; built per request, never global. */
export interface RequestContext {
  db: Database;
  viewer: Viewer;
  clock: Clock;
  env: Env;
  access: AccessCache;
  /** Live updates (GraphQL subscriptions); absent in contexts that never subscribe. */
  realtime?: RealtimeHub;
  /** Per-request memo for loaders (DataLoader instances keyed by name). */
  memo: Map<string, unknown>;
  /** Outgoing e-mail; absent when no SMTP server is configured (`CAIRN_SMTP_URL`). */
  mailer?: Mailer;
}

/** One e-mail message to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; `send` never throws (failures are logged by the implementation). */
export interface Mailer {
  send(message: MailMessage): Promise<boolean>;
}

export function createRequestContext(input: {
  db: Database;
  viewer: Viewer;
  clock: Clock;
  env: Env;
  realtime?: RealtimeHub;
  mailer?: Mailer;
  /** The viewer's memberships when read with the viewer (reads only: see app.ts). */
  memberships?: ReadonlyMap<number, number> | undefined;
  /** The banned users' ids when read with the viewer (auth/viewer-facts.ts). */
  bannedUserIds?: readonly number[] | undefined;
  /** The namespace the request names, when read with the viewer (auth/viewer-facts.ts). */
  namedNamespace?: { path: string; row: NamespaceRow | null } | null | undefined;
}): RequestContext {
  const { memberships, bannedUserIds, namedNamespace, ...rest } = input;
  const memo = new Map<string, unknown>();
  if (bannedUserIds) memo.set(BANNED_USER_IDS, Promise.resolve(bannedUserIds));
  if (namedNamespace)
    memo.set(
      NAMESPACES_BY_PATH,
      new Map([[namedNamespace.path.toLowerCase(), namedNamespace.row]]),
    );
  return {
    ...rest,
    access: createAccessCache(input.db, input.viewer, memberships),
    memo,
  };
}

/**
 * A request starts from the memberships read with its viewer (auth/viewer-facts.ts). A service
 * that adds or removes one calls this after its write, so the rest of the request (the payload
 * of a new group, say) sees the change.
 */
export function membershipsChanged(ctx: RequestContext) {
  ctx.access = createAccessCache(ctx.db, ctx.viewer);
}

/**
 * The memo key of the banned users' ids (core/namespaces/visibility-sql.ts `bannedUserIds`):
 * a context may start with them, read with the viewer; clearing the memo reads them again.
 */
export const BANNED_USER_IDS = 'bannedUserIds';

/**
 * The memo key of namespaces already read by full path (lower-cased path to row, null: no such
 * namespace), for core/namespaces' lookup by path; cleared with the memo after a write.
 */
export const NAMESPACES_BY_PATH = 'namespacesByPath';
export type NamespaceRow = typeof namespaces.$inferSelect;

/** The memo key of the namespace loader by id (core/namespaces/namespaces.service.ts). */
export const NAMESPACES_BY_ID = 'namespaceById';

/**
 * After a work item's write (lib/transaction.ts) the request's reads are
 * cleared so the answer is read fresh, except the facts such a write never changes: namespaces
 * and which users are banned. Saves the answer of a write re-reading them.
 */
export function clearItemReads(ctx: RequestContext) {
  const kept = [BANNED_USER_IDS, NAMESPACES_BY_PATH, NAMESPACES_BY_ID].flatMap((key) =>
    ctx.memo.has(key) ? [[key, ctx.memo.get(key)] as const] : [],
  );
  ctx.memo.clear();
  for (const [key, value] of kept) ctx.memo.set(key, value);
}

/** Lazily create a per-request value (e.g. a DataLoader) under a name. */
export function memoize<T>(ctx: RequestContext, key: string, make: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, make());
  return ctx.memo.get(key) as T;
}
