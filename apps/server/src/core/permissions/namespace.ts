import { MIN_ACCESS } from './thresholds.ts';
import { actorOn, hasAccess, type Actor, type MaybeViewer } from './viewer.ts';

export type Visibility = 'public' | 'internal' | 'private';

/** From most open to most restrictive. */
export const VISIBILITIES: readonly Visibility[] = ['public', 'internal', 'private'];

/** Plain facts about one group or project, as seen by one viewer. */
export interface NamespaceFacts {
  /**
   * The namespace's own visibility. The system keeps it no more open than its parent's, so it
   * is also the effective visibility along the chain.
   */
  readonly visibility: Visibility;
  /** The viewer's effective access level here (see effectiveAccessLevel); 0 when none. */
  readonly accessLevel: number;
}

/** The more restrictive of several visibilities (the effective visibility of a chain). */
export function mostRestrictiveVisibility(...visibilities: readonly Visibility[]): Visibility {
  let rank = 0;
  for (const visibility of visibilities) rank = Math.max(rank, VISIBILITIES.indexOf(visibility));
  return VISIBILITIES[rank] ?? 'private';
}

/** Whether a child namespace may have this visibility under a parent with that one. */
export function visibilityAllowedUnder(child: Visibility, parent: Visibility): boolean {
  return VISIBILITIES.indexOf(child) >= VISIBILITIES.indexOf(parent);
}

/** Namespace read rule on an already resolved actor. */
export function actorCanRead(actor: Actor, visibility: Visibility): boolean {
  if (actor.admin) return true;
  switch (visibility) {
    case 'public':
      return true;
    case 'internal':
      return actor.user !== null;
    case 'private':
      return hasAccess(actor, MIN_ACCESS.member);
  }
}

/**
 * Anonymous viewers read public namespaces; signed-in users public and internal ones; private
 * namespaces are for members (any role, guest included, inherited from ancestors) and admins.
 */
export function canReadNamespace(viewer: MaybeViewer, ns: NamespaceFacts): boolean {
  return actorCanRead(actorOn(viewer, ns.accessLevel), ns.visibility);
}
