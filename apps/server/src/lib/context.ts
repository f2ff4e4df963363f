import type { Database } from '@cairn/db';
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
}): RequestContext {
  const { memberships, ...rest } = input;
  return {
    ...rest,
    access: createAccessCache(input.db, input.viewer, memberships),
    memo: new Map(),
  };
}

/** Lazily create a per-request value (e.g. a DataLoader) under a name. */
export function memoize<T>(ctx: RequestContext, key: string, make: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, make());
  return ctx.memo.get(key) as T;
}
