import { ACCESS_LEVEL, normalizeAccessLevel, type Id } from './access-levels.ts';

export type UserState = 'active' | 'blocked' | 'banned';

/** The user making the request, or null for anonymous requests. */
export interface PolicyViewer {
  readonly id: Id;
  readonly isAdmin: boolean;
  readonly state: UserState;
}

export type MaybeViewer = PolicyViewer | null | undefined;

/**
 * The viewer as the policy sees it: only active users are signed in.
 *
 * - blocked: cannot sign in at all (sessions and tokens are refused). Should one reach the
 *   policy anyway, it is treated as anonymous.
 * - banned: treated as anonymous everywhere, admin flag and memberships included. A banned user
 *   reads public content only and can write nothing.
 */
export function activeViewer(viewer: MaybeViewer): PolicyViewer | null {
  return viewer && viewer.state === 'active' ? viewer : null;
}

/** What every rule needs to know about the viewer on one namespace. */
export interface Actor {
  /** The active signed-in user, or null (anonymous, blocked, banned). */
  readonly user: PolicyViewer | null;
  readonly admin: boolean;
  /**
   * Effective access level on the namespace: 0 for anonymous viewers whatever the caller passed;
   * admins count as owners everywhere.
   */
  readonly level: number;
}

export function actorOn(viewer: MaybeViewer, namespaceAccessLevel: number): Actor {
  const user = activeViewer(viewer);
  if (!user) return { user: null, admin: false, level: ACCESS_LEVEL.none };
  if (user.isAdmin) return { user, admin: true, level: ACCESS_LEVEL.owner };
  return { user, admin: false, level: normalizeAccessLevel(namespaceAccessLevel) };
}

/** Whether the actor holds at least this access level (admins hold every level). */
export function hasAccess(actor: Actor, minimum: number): boolean {
  return actor.user !== null && actor.level >= minimum;
}
