import { actorCanRead, type NamespaceFacts } from './namespace.ts';
import { MIN_ACCESS } from './thresholds.ts';
import { actorOn, hasAccess, type MaybeViewer } from './viewer.ts';

/** A group as the policy sees it: its visibility and the viewer's effective access level. */
export type GroupFacts = NamespaceFacts;

export interface GroupPermissions {
  /** See the group, its subgroups list and its public pages. */
  readGroup: boolean;
  /** See the group's non-confidential epics (the roadmap). */
  readEpic: boolean;
  /** See the group's confidential epics too (besides those the viewer wrote). */
  readConfidentialEpic: boolean;
  /** The roadmap's and epic list's "New epic". */
  canCreateEpic: boolean;
  /** GitLab's group-level admin_epic (epic boards, bulk edits). */
  adminEpic: boolean;
  adminLabel: boolean;
  adminMilestone: boolean;
  /** Save a roadmap view shared with the group, or share a private one. */
  shareRoadmapView: boolean;
  /** Rename, overwrite or delete any shared roadmap view of the group (authors may their own). */
  adminRoadmapView: boolean;
  createProject: boolean;
  createSubgroup: boolean;
  /** Group settings, members, deletion, transfer, visibility. */
  adminGroup: boolean;
  /** Give, change or take away the Owner role (members: core/permissions/membership.ts). */
  manageOwners: boolean;
}

export function groupPermissions(viewer: MaybeViewer, group: GroupFacts): GroupPermissions {
  const actor = actorOn(viewer, group.accessLevel);
  const readGroup = actorCanRead(actor, group.visibility);
  const atLeast = (minimum: number) => readGroup && hasAccess(actor, minimum);
  return {
    readGroup,
    readEpic: readGroup,
    readConfidentialEpic: atLeast(MIN_ACCESS.readConfidential),
    canCreateEpic: atLeast(MIN_ACCESS.createEpic),
    adminEpic: atLeast(MIN_ACCESS.adminEpic),
    adminLabel: atLeast(MIN_ACCESS.adminLabel),
    adminMilestone: atLeast(MIN_ACCESS.adminMilestone),
    shareRoadmapView: atLeast(MIN_ACCESS.shareRoadmapView),
    adminRoadmapView: atLeast(MIN_ACCESS.adminRoadmapView),
    createProject: atLeast(MIN_ACCESS.createProject),
    createSubgroup: atLeast(MIN_ACCESS.createSubgroup),
    adminGroup: atLeast(MIN_ACCESS.adminGroup),
    manageOwners: atLeast(MIN_ACCESS.manageOwners),
  };
}
