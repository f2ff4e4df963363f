import type { EpicPermissionSet } from './epic.ts';
import type { GroupPermissions } from './group.ts';
import type { IssuePermissions } from './issue.ts';
import type { ProjectPermissions } from './project.ts';

export type PermissionSubject = 'group' | 'project' | 'epic' | 'issue';

interface SubjectFlags {
  group: keyof GroupPermissions;
  project: keyof ProjectPermissions;
  epic: keyof EpicPermissionSet;
  issue: keyof IssuePermissions;
}

/** One flag of one subject; narrowing on appliesTo narrows flag. */
export type FlagRef = {
  [S in PermissionSubject]: { appliesTo: S; flag: SubjectFlags[S] };
}[PermissionSubject];

export type PermissionRule = FlagRef & { rule: string };

const PLANNER = 'Planner, reporter or above';

/**
 * One line per flag the policy derives: what it gates and who holds it. The documentation
 * matrix evaluates the functions themselves; this text only explains the rule, and a test
 * checks that every flag has exactly one entry here.
 */
export const PERMISSION_RULES: readonly PermissionRule[] = [
  { appliesTo: 'group', flag: 'readGroup', rule: 'Visibility allows it (see Reading).' },
  { appliesTo: 'group', flag: 'readEpic', rule: 'Same as readGroup (non-confidential epics).' },
  { appliesTo: 'group', flag: 'readConfidentialEpic', rule: `${PLANNER}.` },
  { appliesTo: 'group', flag: 'canCreateEpic', rule: `${PLANNER}.` },
  { appliesTo: 'group', flag: 'adminEpic', rule: `${PLANNER}.` },
  { appliesTo: 'group', flag: 'adminLabel', rule: `${PLANNER}.` },
  { appliesTo: 'group', flag: 'adminMilestone', rule: `${PLANNER}.` },
  {
    appliesTo: 'group',
    flag: 'shareRoadmapView',
    rule: `${PLANNER}. Private views: any signed-in reader, author only.`,
  },
  {
    appliesTo: 'group',
    flag: 'adminRoadmapView',
    rule: 'Maintainer or above (any shared view; authors edit their own).',
  },
  { appliesTo: 'group', flag: 'createProject', rule: 'Developer or above.' },
  { appliesTo: 'group', flag: 'createSubgroup', rule: 'Maintainer or above.' },
  { appliesTo: 'group', flag: 'adminGroup', rule: 'Owner.' },
  {
    appliesTo: 'group',
    flag: 'manageOwners',
    rule: 'Owner. Needed besides adminGroup to add, change or remove a member whose role is Owner, or to give the Owner role.',
  },

  { appliesTo: 'project', flag: 'readProject', rule: 'Visibility allows it (see Reading).' },
  {
    appliesTo: 'project',
    flag: 'readIssue',
    rule: 'readProject and the issues feature is on (non-confidential items).',
  },
  {
    appliesTo: 'project',
    flag: 'readConfidentialIssue',
    rule: 'readIssue and planner, reporter or above.',
  },
  {
    appliesTo: 'project',
    flag: 'canCreateIssue',
    rule: 'readIssue and signed in (non-members too on public and internal projects).',
  },
  {
    appliesTo: 'project',
    flag: 'canCreateIncident',
    rule: 'canCreateIssue and reporter or above (planners excluded).',
  },
  { appliesTo: 'project', flag: 'adminIssue', rule: 'readIssue and planner, reporter or above.' },
  { appliesTo: 'project', flag: 'destroyIssue', rule: 'readIssue and owner.' },
  { appliesTo: 'project', flag: 'adminLabel', rule: `${PLANNER}.` },
  { appliesTo: 'project', flag: 'adminMilestone', rule: `${PLANNER}.` },
  { appliesTo: 'project', flag: 'adminProject', rule: 'Maintainer or above.' },
  { appliesTo: 'project', flag: 'removeProject', rule: 'Owner.' },
  {
    appliesTo: 'project',
    flag: 'manageOwners',
    rule: 'Owner. Needed besides adminProject to change or remove a member whose role is Owner, or to give the Owner role: a maintainer cannot remove or demote an owner.',
  },

  {
    appliesTo: 'epic',
    flag: 'readEpic',
    rule: 'Can read the group; if confidential also planner, reporter or above, or the author. Every other epic flag needs readEpic.',
  },
  { appliesTo: 'epic', flag: 'readEpicIid', rule: 'Same as readEpic.' },
  { appliesTo: 'epic', flag: 'updateEpic', rule: `${PLANNER}. Page flag canUpdate.` },
  { appliesTo: 'epic', flag: 'adminEpic', rule: `${PLANNER}. Page flag canAdmin.` },
  { appliesTo: 'epic', flag: 'destroyEpic', rule: 'Owner. Page flag canDestroy.' },
  { appliesTo: 'epic', flag: 'createEpic', rule: `${PLANNER}. Page flag canCreate.` },
  {
    appliesTo: 'epic',
    flag: 'createNote',
    rule: 'Signed in; when the discussion is locked, group members only.',
  },
  { appliesTo: 'epic', flag: 'awardEmoji', rule: 'Same as createNote.' },
  {
    appliesTo: 'epic',
    flag: 'adminEpicRelation',
    rule: `${PLANNER}. Page flag canAdminRelation.`,
  },
  { appliesTo: 'epic', flag: 'canUpdate', rule: 'Same as updateEpic.' },
  { appliesTo: 'epic', flag: 'canAdmin', rule: 'Same as adminEpic.' },
  { appliesTo: 'epic', flag: 'canDestroy', rule: 'Same as destroyEpic.' },
  { appliesTo: 'epic', flag: 'canCreate', rule: 'Same as createEpic.' },
  {
    appliesTo: 'epic',
    flag: 'allowSubEpics',
    rule: 'The group setting, passed through to viewers who can read the epic.',
  },
  { appliesTo: 'epic', flag: 'canAdminRelation', rule: 'Same as adminEpicRelation.' },
  { appliesTo: 'epic', flag: 'canReadRelation', rule: 'Same as readEpicRelation.' },
  { appliesTo: 'epic', flag: 'readEpicRelation', rule: 'Any member (guest or above).' },
  {
    appliesTo: 'epic',
    flag: 'adminEpicTreeRelation',
    rule: 'adminEpicRelation and the group allows sub-epics.',
  },
  { appliesTo: 'epic', flag: 'createTodo', rule: 'Signed in.' },
  { appliesTo: 'epic', flag: 'updateSubscription', rule: 'Signed in.' },
  { appliesTo: 'epic', flag: 'canReportAbuse', rule: 'Signed in and not the author.' },

  {
    appliesTo: 'issue',
    flag: 'readIssue',
    rule: 'Can read the project and the issues feature is on; if confidential also planner, reporter or above, the author or an assignee. Every other issue flag needs readIssue.',
  },
  {
    appliesTo: 'issue',
    flag: 'canUpdateIssue',
    rule: 'Planner, reporter or above, or a signed-in author or assignee (not for incidents).',
  },
  {
    appliesTo: 'issue',
    flag: 'canReopenIssue',
    rule: 'canUpdateIssue and the discussion is not locked.',
  },
  { appliesTo: 'issue', flag: 'canCreateIssue', rule: 'The project canCreateIssue.' },
  {
    appliesTo: 'issue',
    flag: 'canPromoteToEpic',
    rule: 'Type issue, not promoted yet, planner, reporter or above in the project, and canCreateEpic in the parent group.',
  },
  {
    appliesTo: 'issue',
    flag: 'canReportSpam',
    rule: 'Admin, and the item is not submitted as spam yet.',
  },
  {
    appliesTo: 'issue',
    flag: 'canMarkAsNotSpam',
    rule: 'Admin, and the item is submitted as spam.',
  },
  { appliesTo: 'issue', flag: 'canDestroyIssue', rule: 'Owner.' },
  { appliesTo: 'issue', flag: 'canAdminIssue', rule: `${PLANNER}.` },
  { appliesTo: 'issue', flag: 'canAdminRelation', rule: `${PLANNER}.` },
  { appliesTo: 'issue', flag: 'canReadRelation', rule: 'Same as readIssue.' },
  {
    appliesTo: 'issue',
    flag: 'canLockDiscussion',
    rule: 'Type issue and planner, reporter or above.',
  },
  {
    appliesTo: 'issue',
    flag: 'canSetConfidential',
    rule: 'Type issue or incident and planner, reporter or above.',
  },
  {
    appliesTo: 'issue',
    flag: 'createNote',
    rule: 'Signed in; when the discussion is locked, project members only.',
  },
  { appliesTo: 'issue', flag: 'awardEmoji', rule: 'Same as createNote.' },
  { appliesTo: 'issue', flag: 'createTodo', rule: 'Signed in.' },
  { appliesTo: 'issue', flag: 'updateSubscription', rule: 'Signed in.' },
  { appliesTo: 'issue', flag: 'canReportAbuse', rule: 'Signed in and not the author.' },
];
