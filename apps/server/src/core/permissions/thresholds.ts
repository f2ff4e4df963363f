import { ACCESS_LEVEL } from './access-levels.ts';

/**
 * The lowest access level each role-gated ability needs. Every rule in this module reads its
 * threshold from here, and SQL filters that must agree with the policy (for example the
 * confidential-item predicate) should import the same constants rather than repeat numbers.
 *
 * GitLab gives planners (15) the planning abilities of reporters (20), so those thresholds are
 * `planner`: on the ladder that means "planner, reporter and above".
 */
export const MIN_ACCESS = {
  /** Read a private namespace; comment or react on a locked discussion. */
  member: ACCESS_LEVEL.guest,
  /** See confidential epics and issues (besides their author, assignees and admins). */
  readConfidential: ACCESS_LEVEL.planner,
  /** Create epics in a group. */
  createEpic: ACCESS_LEVEL.planner,
  /** Edit, close and reopen any epic; change its metadata. */
  updateEpic: ACCESS_LEVEL.planner,
  /** GitLab's admin_epic: create child epics, set epic metadata and confidentiality. */
  adminEpic: ACCESS_LEVEL.planner,
  /** Delete an epic (GitLab 17: owner). */
  destroyEpic: ACCESS_LEVEL.owner,
  /** See and use an epic's relation menus (GitLab's read_epic_relation: any member). */
  readEpicRelation: ACCESS_LEVEL.guest,
  /** Add, remove and reorder children and links of epics and issues. */
  adminRelation: ACCESS_LEVEL.planner,
  /** Edit, close and reopen any issue (authors and assignees may edit their own). */
  updateIssue: ACCESS_LEVEL.planner,
  /** GitLab's admin_issue: set issue metadata; with create_epic, promote to an epic. */
  adminIssue: ACCESS_LEVEL.planner,
  /** Create an incident (GitLab: reporter, planners excluded). */
  createIncident: ACCESS_LEVEL.reporter,
  /** Delete an issue, incident or task. */
  destroyIssue: ACCESS_LEVEL.owner,
  /** Create, edit and delete labels. */
  adminLabel: ACCESS_LEVEL.planner,
  /** Create, edit and close milestones. */
  adminMilestone: ACCESS_LEVEL.planner,
  /** Save a roadmap view shared with the whole group. */
  shareRoadmapView: ACCESS_LEVEL.planner,
  /** Rename, overwrite or delete a shared roadmap view someone else saved. */
  adminRoadmapView: ACCESS_LEVEL.maintainer,
  /** Create a project in a group. */
  createProject: ACCESS_LEVEL.developer,
  /** Create a subgroup. */
  createSubgroup: ACCESS_LEVEL.maintainer,
  /** Project settings and members. */
  adminProject: ACCESS_LEVEL.maintainer,
  /** Delete, transfer or change the visibility of a project. */
  removeProject: ACCESS_LEVEL.owner,
  /** Group settings, members, deletion, transfer and visibility. */
  adminGroup: ACCESS_LEVEL.owner,
  /** Add, change or remove a member with the Owner role (GitLab's manage_owners). */
  manageOwners: ACCESS_LEVEL.owner,
} as const;

export type ThresholdName = keyof typeof MIN_ACCESS;
