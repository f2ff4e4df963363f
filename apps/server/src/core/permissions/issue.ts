import type { Id } from './access-levels.ts';
import { groupPermissions, type GroupFacts } from './group.ts';
import { projectPermissions, type ProjectFacts } from './project.ts';
import { MIN_ACCESS } from './thresholds.ts';
import { actorOn, hasAccess, type MaybeViewer } from './viewer.ts';
import { actorCanReadWorkItem, isAssignee, isAuthor, type WorkItemFacts } from './work-item.ts';

export type IssueType = 'issue' | 'incident' | 'task';

export interface IssueFacts extends WorkItemFacts {
  readonly assigneeIds: readonly Id[];
  /** A locked discussion takes comments and reactions from project members only. */
  readonly discussionLocked: boolean;
  /** Defaults to 'issue'. */
  readonly type?: IssueType;
  /**
   * Not consulted: abilities do not depend on the state (as in GitLab, reopenIssue holds on an
   * open issue too); the page picks Close or Reopen from the state. Accepted so a row can be
   * passed as it is.
   */
  readonly state?: 'opened' | 'closed';
  /** Set once the issue was promoted; it cannot be promoted again. */
  readonly promotedToEpicId?: Id | null;
}

export interface IssuePermissionInput {
  /** The project that holds the item, with the viewer's effective access level on it. */
  readonly project: ProjectFacts;
  readonly issue: IssueFacts;
  /**
   * The project's parent group, with the viewer's effective access level on it (needed for
   * canPromoteToEpic only; null or absent means no group to promote into).
   */
  readonly parentGroup?: GroupFacts | null;
}

export interface IssuePermissions {
  readIssue: boolean;
  /** Edit and close. Planner/reporter and above, or the author or an assignee (not incidents). */
  canUpdateIssue: boolean;
  /** As canUpdateIssue, except that nobody reopens an issue whose discussion is locked. */
  canReopenIssue: boolean;
  /** Create another issue in the same project ("New related issue"). */
  canCreateIssue: boolean;
  canPromoteToEpic: boolean;
  /** Admins: submit the item as spam, which hides it like a banned author's item. */
  canReportSpam: boolean;
  /** Admins: undo 'Submit as spam' on an item submitted as spam. */
  canMarkAsNotSpam: boolean;
  canDestroyIssue: boolean;
  /** GitLab's admin_issue: set metadata of any issue (labels, milestone, assignees...). */
  canAdminIssue: boolean;
  /** Link and unlink related items, set or remove the parent epic. */
  canAdminRelation: boolean;
  /** See the item's links and parent (items behind them are still checked one by one). */
  canReadRelation: boolean;
  /** Lock or unlock the discussion (type issue only). */
  canLockDiscussion: boolean;
  /** Turn confidentiality on or off (issues and incidents, as the issue header allows). */
  canSetConfidential: boolean;
  createNote: boolean;
  awardEmoji: boolean;
  createTodo: boolean;
  updateSubscription: boolean;
  /** Signed-in readers who did not write the item. */
  canReportAbuse: boolean;
}

const NONE: IssuePermissions = {
  readIssue: false,
  canUpdateIssue: false,
  canReopenIssue: false,
  canCreateIssue: false,
  canPromoteToEpic: false,
  canReportSpam: false,
  canMarkAsNotSpam: false,
  canDestroyIssue: false,
  canAdminIssue: false,
  canAdminRelation: false,
  canReadRelation: false,
  canLockDiscussion: false,
  canSetConfidential: false,
  createNote: false,
  awardEmoji: false,
  createTodo: false,
  updateSubscription: false,
  canReportAbuse: false,
};

/**
 * Every permission on one issue, incident or task. A viewer who cannot read it gets all flags
 * false, so nothing about an invisible item leaks through its permissions.
 */
export function issuePermissions(
  viewer: MaybeViewer,
  { project, issue, parentGroup }: IssuePermissionInput,
): IssuePermissions {
  const actor = actorOn(viewer, project.accessLevel);
  if (!actorCanReadWorkItem(actor, project, issue)) return { ...NONE };

  const type = issue.type ?? 'issue';
  const signedIn = actor.user !== null;
  const member = hasAccess(actor, MIN_ACCESS.member);
  const ownItem = isAuthor(actor, issue) || isAssignee(actor, issue);
  const mayDiscuss = signedIn && (!issue.discussionLocked || member);

  const canAdminIssue = hasAccess(actor, MIN_ACCESS.adminIssue);
  const canUpdateIssue =
    hasAccess(actor, MIN_ACCESS.updateIssue) || (signedIn && ownItem && type !== 'incident');
  const canPromoteToEpic =
    type === 'issue' &&
    !issue.promotedToEpicId &&
    canAdminIssue &&
    parentGroup != null &&
    groupPermissions(viewer, parentGroup).canCreateEpic;

  return {
    readIssue: true,
    canUpdateIssue,
    canReopenIssue: canUpdateIssue && !issue.discussionLocked,
    canCreateIssue: projectPermissions(viewer, project).canCreateIssue,
    canPromoteToEpic,
    canReportSpam: actor.admin && !issue.markedAsSpam,
    canMarkAsNotSpam: actor.admin && issue.markedAsSpam,
    canDestroyIssue: hasAccess(actor, MIN_ACCESS.destroyIssue),
    canAdminIssue,
    canAdminRelation: hasAccess(actor, MIN_ACCESS.adminRelation),
    canReadRelation: true,
    canLockDiscussion: type === 'issue' && canAdminIssue,
    canSetConfidential: type !== 'task' && canAdminIssue,
    createNote: mayDiscuss,
    awardEmoji: mayDiscuss,
    createTodo: signedIn,
    updateSubscription: signedIn,
    canReportAbuse: signedIn && !isAuthor(actor, issue),
  };
}
