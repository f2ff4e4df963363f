import { actorCanRead, type NamespaceFacts } from './namespace.ts';
import { MIN_ACCESS } from './thresholds.ts';
import { actorOn, hasAccess, type MaybeViewer } from './viewer.ts';

/** A project as the policy sees it. */
export interface ProjectFacts extends NamespaceFacts {
  /** The issues feature; when off nobody reads or writes issues, incidents or tasks. */
  readonly issuesEnabled: boolean;
}

export interface ProjectPermissions {
  readProject: boolean;
  /** See the project's non-confidential issues, incidents and tasks. */
  readIssue: boolean;
  /** See confidential ones too (besides those the viewer wrote or is assigned to). */
  readConfidentialIssue: boolean;
  /** Create issues and tasks: any signed-in user who can read the project, as in GitLab. */
  canCreateIssue: boolean;
  canCreateIncident: boolean;
  /** Update, close, reopen any issue and set its metadata (GitLab's update_issue/admin_issue). */
  adminIssue: boolean;
  destroyIssue: boolean;
  adminLabel: boolean;
  adminMilestone: boolean;
  /** Project settings and members. */
  adminProject: boolean;
  /** Delete, transfer, change visibility. */
  removeProject: boolean;
  /** Give, change or take away the Owner role (members: core/permissions/membership.ts). */
  manageOwners: boolean;
}

export function projectPermissions(viewer: MaybeViewer, project: ProjectFacts): ProjectPermissions {
  const actor = actorOn(viewer, project.accessLevel);
  const readProject = actorCanRead(actor, project.visibility);
  const atLeast = (minimum: number) => readProject && hasAccess(actor, minimum);
  const readIssue = readProject && project.issuesEnabled;
  const canCreateIssue = readIssue && actor.user !== null;
  return {
    readProject,
    readIssue,
    readConfidentialIssue: readIssue && atLeast(MIN_ACCESS.readConfidential),
    canCreateIssue,
    canCreateIncident: canCreateIssue && atLeast(MIN_ACCESS.createIncident),
    adminIssue: readIssue && atLeast(MIN_ACCESS.adminIssue),
    destroyIssue: readIssue && atLeast(MIN_ACCESS.destroyIssue),
    adminLabel: atLeast(MIN_ACCESS.adminLabel),
    adminMilestone: atLeast(MIN_ACCESS.adminMilestone),
    adminProject: atLeast(MIN_ACCESS.adminProject),
    removeProject: atLeast(MIN_ACCESS.removeProject),
    manageOwners: atLeast(MIN_ACCESS.manageOwners),
  };
}
