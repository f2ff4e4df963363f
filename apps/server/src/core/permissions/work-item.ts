import { sameId, type Id } from './access-levels.ts';
import { actorCanRead, type NamespaceFacts } from './namespace.ts';
import { MIN_ACCESS } from './thresholds.ts';
import { actorOn, hasAccess, type Actor, type MaybeViewer } from './viewer.ts';

/** The facts of an epic, issue, incident or task that reading depends on. */
export interface WorkItemFacts {
  /** Null when the author's account is gone. */
  readonly authorId: Id | null;
  /** Issues, incidents and tasks have assignees; epics do not. */
  readonly assigneeIds?: readonly Id[];
  readonly confidential: boolean;
  /**
   * The author's account is banned: GitLab's hidden item, readable by admins only (the
   * 'Hidden' badge marks it for them).
   */
  readonly authorBanned: boolean;
  /** An admin submitted the item as spam: hidden exactly like a banned author's item. */
  readonly markedAsSpam: boolean;
}

/** The namespace that holds the item: a group for epics, a project for everything else. */
export interface WorkItemContainerFacts extends NamespaceFacts {
  /** Projects only: false when the issues feature is off (no issue, incident or task reads). */
  readonly issuesEnabled?: boolean;
}

export function isAuthor(actor: Actor, item: Pick<WorkItemFacts, 'authorId'>): boolean {
  return actor.user !== null && item.authorId !== null && sameId(actor.user.id, item.authorId);
}

export function isAssignee(actor: Actor, item: Pick<WorkItemFacts, 'assigneeIds'>): boolean {
  const user = actor.user;
  return user !== null && (item.assigneeIds ?? []).some((id) => sameId(id, user.id));
}

/**
 * GitLab's hidden item: its author is banned or an admin submitted it as spam. The one rule every
 * read (and its SQL twin, notHiddenSql) applies: only admins see a hidden item.
 */
export function isHiddenItem(item: Pick<WorkItemFacts, 'authorBanned' | 'markedAsSpam'>): boolean {
  return item.authorBanned || item.markedAsSpam;
}

/** Confidential items: planner/reporter and above, the author, an assignee, admins. */
export function actorCanReadConfidential(actor: Actor, item: WorkItemFacts): boolean {
  return (
    actor.admin ||
    hasAccess(actor, MIN_ACCESS.readConfidential) ||
    isAuthor(actor, item) ||
    isAssignee(actor, item)
  );
}

/** Work-item read rule on an already resolved actor. */
export function actorCanReadWorkItem(
  actor: Actor,
  container: WorkItemContainerFacts,
  item: WorkItemFacts,
): boolean {
  if (container.issuesEnabled === false) return false;
  if (!actorCanRead(actor, container.visibility)) return false;
  if (isHiddenItem(item) && !actor.admin) return false;
  return !item.confidential || actorCanReadConfidential(actor, item);
}

/**
 * Whether the viewer may see this epic, issue, incident or task at all. Every read of a work
 * item goes through here. Rules, in order:
 * 1. a project with the issues feature off shows no issues, incidents or tasks, to anyone;
 * 2. the viewer must be able to read the namespace (canReadNamespace);
 * 3. a hidden item (its author is banned, or an admin submitted it as spam) is visible to
 *    admins only: not to anonymous viewers, members of any role, nor its own author;
 * 4. a confidential item is visible only to planner/reporter and above in the namespace, its
 *    author, its assignees and admins (guests and non-members do not see it).
 */
export function canReadWorkItem(
  viewer: MaybeViewer,
  container: WorkItemContainerFacts,
  item: WorkItemFacts,
): boolean {
  return actorCanReadWorkItem(actorOn(viewer, container.accessLevel), container, item);
}
