import type { GroupFacts } from './group.ts';
import { MIN_ACCESS } from './thresholds.ts';
import { actorOn, hasAccess, type MaybeViewer } from './viewer.ts';
import { actorCanReadWorkItem, isAuthor, type WorkItemFacts } from './work-item.ts';

export interface EpicFacts extends Pick<
  WorkItemFacts,
  'authorId' | 'confidential' | 'authorBanned' | 'markedAsSpam'
> {
  /** A locked discussion takes comments and reactions from group members only. */
  readonly discussionLocked?: boolean;
}

export interface EpicPermissionInput {
  /** The group that holds the epic, with the viewer's effective access level on it. */
  readonly group: GroupFacts;
  readonly epic: EpicFacts;
  /** The group setting that allows child epics. */
  readonly allowSubEpics: boolean;
}

/** GitLab's GraphQL EpicPermissions type, field for field. */
export interface EpicPermissions {
  readEpic: boolean;
  readEpicIid: boolean;
  updateEpic: boolean;
  adminEpic: boolean;
  destroyEpic: boolean;
  createEpic: boolean;
  createNote: boolean;
  awardEmoji: boolean;
  adminEpicRelation: boolean;
}

export const EPIC_PERMISSIONS_TYPE_FIELDS = [
  'readEpic',
  'readEpicIid',
  'updateEpic',
  'adminEpic',
  'destroyEpic',
  'createEpic',
  'createNote',
  'awardEmoji',
  'adminEpicRelation',
] as const satisfies readonly (keyof EpicPermissions)[];

/** The flags that decide which actions the epic page shows (docs/decisions/epic-page.md). */
export interface EpicPageFlags {
  canUpdate: boolean;
  canAdmin: boolean;
  canDestroy: boolean;
  canCreate: boolean;
  allowSubEpics: boolean;
  canAdminRelation: boolean;
  canReadRelation: boolean;
}

export interface EpicPermissionSet extends EpicPermissions, EpicPageFlags {
  /** GitLab's read_epic_relation: members (guest and above) who can read the epic. */
  readEpicRelation: boolean;
  /** Add or remove child epics: adminEpicRelation and the group allows sub-epics. */
  adminEpicTreeRelation: boolean;
  createTodo: boolean;
  updateSubscription: boolean;
  /** Signed-in readers who did not write the epic. */
  canReportAbuse: boolean;
}

const NONE: EpicPermissionSet = {
  readEpic: false,
  readEpicIid: false,
  updateEpic: false,
  adminEpic: false,
  destroyEpic: false,
  createEpic: false,
  createNote: false,
  awardEmoji: false,
  adminEpicRelation: false,
  canUpdate: false,
  canAdmin: false,
  canDestroy: false,
  canCreate: false,
  allowSubEpics: false,
  canAdminRelation: false,
  canReadRelation: false,
  readEpicRelation: false,
  adminEpicTreeRelation: false,
  createTodo: false,
  updateSubscription: false,
  canReportAbuse: false,
};

/**
 * Every permission on one epic. A viewer who cannot read the epic gets all flags false
 * (allowSubEpics included), so nothing about an invisible epic leaks through its permissions.
 */
export function epicPermissions(
  viewer: MaybeViewer,
  { group, epic, allowSubEpics }: EpicPermissionInput,
): EpicPermissionSet {
  const actor = actorOn(viewer, group.accessLevel);
  if (!actorCanReadWorkItem(actor, group, epic)) return { ...NONE };

  const signedIn = actor.user !== null;
  const member = hasAccess(actor, MIN_ACCESS.member);
  const mayDiscuss = signedIn && (!epic.discussionLocked || member);

  const updateEpic = hasAccess(actor, MIN_ACCESS.updateEpic);
  const adminEpic = hasAccess(actor, MIN_ACCESS.adminEpic);
  const destroyEpic = hasAccess(actor, MIN_ACCESS.destroyEpic);
  const createEpic = hasAccess(actor, MIN_ACCESS.createEpic);
  const adminEpicRelation = hasAccess(actor, MIN_ACCESS.adminRelation);
  const readEpicRelation = hasAccess(actor, MIN_ACCESS.readEpicRelation);

  return {
    readEpic: true,
    readEpicIid: true,
    updateEpic,
    adminEpic,
    destroyEpic,
    createEpic,
    createNote: mayDiscuss,
    awardEmoji: mayDiscuss,
    adminEpicRelation,
    canUpdate: updateEpic,
    canAdmin: adminEpic,
    canDestroy: destroyEpic,
    canCreate: createEpic,
    allowSubEpics,
    canAdminRelation: adminEpicRelation,
    canReadRelation: readEpicRelation,
    readEpicRelation,
    adminEpicTreeRelation: adminEpicRelation && allowSubEpics,
    createTodo: signedIn,
    updateSubscription: signedIn,
    canReportAbuse: signedIn && !isAuthor(actor, epic),
  };
}
