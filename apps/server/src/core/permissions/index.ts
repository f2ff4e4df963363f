// The one policy module: every permission flag is derived here from plain facts.
export {
  ACCESS_LEVEL,
  ROLES,
  effectiveAccessLevel,
  normalizeAccessLevel,
  roleForAccessLevel,
  sameId,
  type Id,
  type Membership,
  type RoleName,
} from './access-levels.ts';
export { MIN_ACCESS, type ThresholdName } from './thresholds.ts';
export { activeViewer, type MaybeViewer, type PolicyViewer, type UserState } from './viewer.ts';
export {
  VISIBILITIES,
  canReadNamespace,
  mostRestrictiveVisibility,
  visibilityAllowedUnder,
  type NamespaceFacts,
  type Visibility,
} from './namespace.ts';
export {
  canReadWorkItem,
  isHiddenItem,
  type WorkItemContainerFacts,
  type WorkItemFacts,
} from './work-item.ts';
export { groupPermissions, type GroupFacts, type GroupPermissions } from './group.ts';
export { projectPermissions, type ProjectFacts, type ProjectPermissions } from './project.ts';
export { canChangeMember, type MemberAdminFlags } from './membership.ts';
export {
  EPIC_PERMISSIONS_TYPE_FIELDS,
  epicPermissions,
  type EpicFacts,
  type EpicPageFlags,
  type EpicPermissionInput,
  type EpicPermissions,
  type EpicPermissionSet,
} from './epic.ts';
export {
  issuePermissions,
  type IssueFacts,
  type IssuePermissionInput,
  type IssuePermissions,
  type IssueType,
} from './issue.ts';
export {
  PERMISSION_RULES,
  type FlagRef,
  type PermissionRule,
  type PermissionSubject,
} from './rules.ts';
