import { ACCESS_LEVEL, ROLES } from './access-levels.ts';
import { epicPermissions, type EpicFacts } from './epic.ts';
import { groupPermissions } from './group.ts';
import { issuePermissions, type IssueFacts } from './issue.ts';
import { VISIBILITIES, type NamespaceFacts, type Visibility } from './namespace.ts';
import { projectPermissions, type ProjectFacts } from './project.ts';
import type { FlagRef, PermissionSubject } from './rules.ts';
import type { MaybeViewer, PolicyViewer, UserState } from './viewer.ts';

/**
 * Sample facts for the permissions matrix: who looks (a persona) at what (a namespace of each
 * visibility, an item confidential or not, optionally adjusted by a scenario). Evaluating the
 * real policy functions over these samples is what keeps docs/permissions.md true.
 */
export interface Persona {
  readonly label: string;
  /** Role in the namespace (and, for projects, in the parent group too). */
  readonly accessLevel: number;
  readonly viewer: PolicyViewer | null;
  readonly author?: boolean;
  readonly assignee?: boolean;
}

const VIEWER_ID = 1;
const OTHER_USER_ID = 2;
const signedIn = (isAdmin = false): PolicyViewer => ({ id: VIEWER_ID, isAdmin, state: 'active' });
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const BASE_PERSONAS: readonly Persona[] = [
  { label: 'Anonymous', accessLevel: ACCESS_LEVEL.none, viewer: null },
  { label: 'Non-member', accessLevel: ACCESS_LEVEL.none, viewer: signedIn() },
  ...ROLES.map((role) => ({
    label: capitalize(role),
    accessLevel: ACCESS_LEVEL[role],
    viewer: signedIn(),
  })),
  { label: 'Admin', accessLevel: ACCESS_LEVEL.none, viewer: signedIn(true) },
];

const AUTHOR_PERSONAS: readonly Persona[] = [
  { label: 'Author, non-member', accessLevel: ACCESS_LEVEL.none, viewer: signedIn(), author: true },
  { label: 'Author, guest', accessLevel: ACCESS_LEVEL.guest, viewer: signedIn(), author: true },
];

const ASSIGNEE_PERSONA: Persona = {
  label: 'Assignee, guest',
  accessLevel: ACCESS_LEVEL.guest,
  viewer: signedIn(),
  assignee: true,
};

export function personasFor(subject: PermissionSubject): readonly Persona[] {
  switch (subject) {
    case 'group':
    case 'project':
      return BASE_PERSONAS;
    case 'epic':
      return [...BASE_PERSONAS, ...AUTHOR_PERSONAS];
    case 'issue':
      return [...BASE_PERSONAS, ...AUTHOR_PERSONAS, ASSIGNEE_PERSONA];
  }
}

/** Adjustments a special-case table makes to the sample facts. */
export interface ScenarioTweak {
  readonly project?: Partial<ProjectFacts>;
  readonly epic?: Partial<EpicFacts>;
  readonly issue?: Partial<IssueFacts>;
  readonly allowSubEpics?: boolean;
  /** The viewer's level in the project's parent group; by default the persona's level. */
  readonly parentGroupAccessLevel?: number;
  /** Applied to signed-in personas (admins included). */
  readonly viewerState?: UserState;
}

export interface Sample {
  readonly persona: Persona;
  readonly visibility: Visibility;
  readonly confidential: boolean;
  readonly tweak?: ScenarioTweak;
}

/** Evaluates one flag of the real policy for one sample. */
export function evaluate(
  ref: FlagRef,
  { persona, visibility, confidential, tweak = {} }: Sample,
): boolean {
  const viewer: MaybeViewer =
    persona.viewer && tweak.viewerState
      ? { ...persona.viewer, state: tweak.viewerState }
      : persona.viewer;
  const ns: NamespaceFacts = { visibility, accessLevel: persona.accessLevel };
  const authorId = persona.author ? VIEWER_ID : OTHER_USER_ID;
  switch (ref.appliesTo) {
    case 'group':
      return groupPermissions(viewer, ns)[ref.flag];
    case 'project':
      return projectPermissions(viewer, { ...ns, issuesEnabled: true, ...tweak.project })[ref.flag];
    case 'epic':
      return epicPermissions(viewer, {
        group: ns,
        epic: {
          authorId,
          confidential,
          authorBanned: false,
          markedAsSpam: false,
          discussionLocked: false,
          ...tweak.epic,
        },
        allowSubEpics: tweak.allowSubEpics ?? true,
      })[ref.flag];
    case 'issue':
      return issuePermissions(viewer, {
        project: { ...ns, issuesEnabled: true, ...tweak.project },
        issue: {
          authorId,
          assigneeIds: [persona.assignee ? VIEWER_ID : OTHER_USER_ID],
          confidential,
          authorBanned: false,
          markedAsSpam: false,
          discussionLocked: false,
          type: 'issue',
          ...tweak.issue,
        },
        parentGroup: {
          visibility,
          accessLevel: tweak.parentGroupAccessLevel ?? persona.accessLevel,
        },
      })[ref.flag];
  }
}

/** "yes", "no", or the visibilities where the flag holds ("public, internal"). */
function describeVisibilities(allowed: readonly Visibility[]): string {
  if (allowed.length === VISIBILITIES.length) return 'yes';
  if (allowed.length === 0) return 'no';
  return allowed.join(', ');
}

const hasConfidentiality = (subject: PermissionSubject) =>
  subject === 'epic' || subject === 'issue';

/**
 * One matrix cell: the flag for one persona over every visibility and, for epics and issues,
 * over non-confidential and confidential items.
 */
export function describeCell(ref: FlagRef, persona: Persona, tweak?: ScenarioTweak): string {
  const where = (confidential: boolean) =>
    VISIBILITIES.filter((visibility) =>
      evaluate(ref, { persona, visibility, confidential, tweak }),
    );
  const plain = where(false);
  const plainText = describeVisibilities(plain);
  if (!hasConfidentiality(ref.appliesTo)) return plainText;
  const secret = where(true);
  const secretText = describeVisibilities(secret);
  if (secretText === plainText) return plainText;
  if (secret.length === 0) {
    return plain.length === VISIBILITIES.length
      ? 'not confidential'
      : `${plainText} (not confidential)`;
  }
  return `${plainText}; confidential: ${secretText}`;
}
