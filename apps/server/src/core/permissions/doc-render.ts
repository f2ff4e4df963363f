import { ACCESS_LEVEL, ROLES, roleForAccessLevel } from './access-levels.ts';
import type { EpicPermissionSet } from './epic.ts';
import type { IssuePermissions } from './issue.ts';
import { describeCell, personasFor, type ScenarioTweak } from './matrix.ts';
import type { ProjectPermissions } from './project.ts';
import { PERMISSION_RULES, type FlagRef, type PermissionSubject } from './rules.ts';
import { MIN_ACCESS } from './thresholds.ts';

interface SpecialCase {
  readonly title: string;
  readonly note: string;
  readonly subject: PermissionSubject;
  readonly refs: readonly FlagRef[];
  readonly tweak: ScenarioTweak;
}

const epicFlags = (...flags: (keyof EpicPermissionSet)[]): FlagRef[] =>
  flags.map((flag) => ({ appliesTo: 'epic', flag }));
const issueFlags = (...flags: (keyof IssuePermissions)[]): FlagRef[] =>
  flags.map((flag) => ({ appliesTo: 'issue', flag }));
const projectFlags = (...flags: (keyof ProjectPermissions)[]): FlagRef[] =>
  flags.map((flag) => ({ appliesTo: 'project', flag }));

const SPECIAL_CASES: readonly SpecialCase[] = [
  {
    title: 'Epic with a locked discussion',
    note: 'Only group members (and admins) comment and react.',
    subject: 'epic',
    refs: epicFlags('createNote', 'awardEmoji', 'updateEpic'),
    tweak: { epic: { discussionLocked: true } },
  },
  {
    title: 'Group that does not allow sub-epics',
    note: 'Child epics cannot be added or removed; issues can still be linked.',
    subject: 'epic',
    refs: epicFlags('allowSubEpics', 'adminEpicRelation', 'adminEpicTreeRelation'),
    tweak: { allowSubEpics: false },
  },
  {
    title: 'Issue with a locked discussion',
    note: 'Only project members (and admins) comment and react, and nobody reopens it.',
    subject: 'issue',
    refs: issueFlags('createNote', 'awardEmoji', 'canUpdateIssue', 'canReopenIssue'),
    tweak: { issue: { discussionLocked: true } },
  },
  {
    title: 'Incident',
    note: 'Authors and assignees get no update rights on incidents; incidents are not promoted.',
    subject: 'issue',
    refs: issueFlags(
      'canUpdateIssue',
      'canPromoteToEpic',
      'canLockDiscussion',
      'canSetConfidential',
    ),
    tweak: { issue: { type: 'incident' } },
  },
  {
    title: 'Task',
    note: 'Tasks are not promoted, locked or toggled confidential from the issue header.',
    subject: 'issue',
    refs: issueFlags(
      'canUpdateIssue',
      'canPromoteToEpic',
      'canLockDiscussion',
      'canSetConfidential',
    ),
    tweak: { issue: { type: 'task' } },
  },
  {
    title: 'Issue already promoted to an epic',
    note: 'An issue is promoted once.',
    subject: 'issue',
    refs: issueFlags('canPromoteToEpic'),
    tweak: { issue: { promotedToEpicId: 99 } },
  },
  {
    title: 'Role in the project only, none in its parent group',
    note: 'Promoting needs canCreateEpic in the parent group as well.',
    subject: 'issue',
    refs: issueFlags('canPromoteToEpic', 'canUpdateIssue'),
    tweak: { parentGroupAccessLevel: ACCESS_LEVEL.none },
  },
  {
    title: 'Project with the issues feature off',
    note: 'Nobody reads or writes issues, incidents or tasks, admins included.',
    subject: 'project',
    refs: projectFlags('readProject', 'readIssue', 'canCreateIssue', 'adminIssue'),
    tweak: { project: { issuesEnabled: false } },
  },
  {
    title: 'Epic by a banned author (hidden)',
    note: "GitLab's hidden items: only admins see an epic whose author is banned, with the 'Hidden' badge. Unbanning the author shows it again.",
    subject: 'epic',
    refs: epicFlags('readEpic', 'updateEpic', 'createNote', 'canReportAbuse'),
    tweak: { epic: { authorBanned: true } },
  },
  {
    title: 'Issue by a banned author (hidden)',
    note: 'Only admins see an issue, incident or task whose author is banned; for everyone else it does not exist (404, absent from lists, counts, links and references).',
    subject: 'issue',
    refs: issueFlags('readIssue', 'canUpdateIssue', 'createNote', 'canReportSpam'),
    tweak: { issue: { authorBanned: true } },
  },
  {
    title: 'Issue submitted as spam (hidden)',
    note: "An admin's 'Submit as spam' hides the item by the same rule as a banned author: only admins see it (with the 'Hidden' badge) until an admin marks it as not spam; its own author does not see it either.",
    subject: 'issue',
    refs: issueFlags('readIssue', 'canUpdateIssue', 'canReportSpam', 'canMarkAsNotSpam'),
    tweak: { issue: { markedAsSpam: true } },
  },
  {
    title: 'Banned viewer (role and admin flag ignored)',
    note: 'Every column equals Anonymous. Blocked users cannot sign in; if one reached the policy it would be treated the same.',
    subject: 'issue',
    refs: issueFlags('readIssue', 'canUpdateIssue', 'createNote', 'canReportAbuse'),
    tweak: { viewerState: 'banned' },
  },
];

const SECTIONS: readonly { subject: PermissionSubject; title: string }[] = [
  { subject: 'group', title: 'Groups' },
  { subject: 'project', title: 'Projects' },
  { subject: 'epic', title: 'Epics' },
  { subject: 'issue', title: 'Issues, incidents and tasks' },
];

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function matrix(subject: PermissionSubject, refs: readonly FlagRef[], tweak?: ScenarioTweak) {
  const personas = personasFor(subject);
  return table(
    ['Flag', ...personas.map((persona) => persona.label)],
    refs.map((ref) => [
      `\`${ref.flag}\``,
      ...personas.map((persona) => describeCell(ref, persona, tweak)),
    ]),
  );
}

const INTRO = `<!-- Generated from the policy functions by apps/server/src/core/permissions/write-matrix.ts. Do not edit by hand. -->

# Permissions

Cairn derives every permission flag in one pure policy module, \`apps/server/src/core/permissions/\`.
Services pass it plain facts (the viewer, a namespace's visibility, the viewer's effective access
level there, an item's author, assignees and confidentiality) and expose the result as
\`userPermissions\`. This page is generated by evaluating those functions over sample facts, and a
unit test fails when it is out of date. Regenerate it with
\`npx tsx apps/server/src/core/permissions/write-matrix.ts\`.`;

const READING = `## Reading

- Anonymous viewers read public groups and projects only; signed-in users read public and internal
  ones; private ones are for members (any role, guest included) and admins.
- Membership is inherited down the group tree: the effective access level on a namespace is the
  highest level held on it or on any ancestor (\`effectiveAccessLevel\`).
- A namespace is never more open than its parent, so its own visibility is its effective visibility.
- Confidential epics and issues are visible to planners, reporters and above in the namespace, the
  author, the assignees (issues) and admins; guests and non-members do not see them.
- Items whose author is banned or that an admin submitted as spam (GitLab's hidden items) are
  visible to admins only, who see a 'Hidden' badge on them; everyone else, their author included,
  gets 404 and never finds them in lists, counts, links or references. Roll-up counts of an epic's descendants include
  them, as they include every descendant the viewer cannot see.
- A project with the issues feature off shows no issues, incidents or tasks to anyone.
- A viewer who cannot read an item gets every flag on it false; services answer 404 for it.
- Admins hold every ability everywhere (they count as owners and as members).
- Banned users are treated as anonymous. Blocked users cannot sign in; should one reach the policy,
  it is treated as anonymous too.
- Planner is GitLab's planning role: it holds a reporter's planning abilities (epics, issue
  metadata, confidential items, labels, milestones) but cannot create incidents.`;

const LEGEND = `## Reading the matrices

Columns are viewers: Anonymous; Non-member (signed in, no role); a role on the namespace (direct or
inherited); Admin (no role); for epics and issues also the item's author and an assignee. Each cell
evaluates the flag for a public, an internal and a private namespace and, for epics and issues, for
a non-confidential and a confidential item written by another user (unless the column says Author).
In a project the viewer holds the same role in the parent group.

- \`yes\`: allowed in every case; \`no\`: in none.
- \`public, internal\`: allowed only in namespaces with those visibilities.
- \`not confidential\`: allowed for non-confidential items only; \`public (not confidential)\`: both.
- \`X; confidential: Y\`: X for non-confidential items, Y for confidential ones.`;

function rolesSection(): string {
  const roles = table(
    ['Role', 'Access level'],
    ROLES.map((role) => [role, String(ACCESS_LEVEL[role])]),
  );
  const thresholds = table(
    ['Threshold', 'Lowest role', 'Access level'],
    Object.entries(MIN_ACCESS).map(([name, level]) => [
      `\`${name}\``,
      roleForAccessLevel(level) ?? 'none',
      String(level),
    ]),
  );
  return `## Roles\n\n${roles}\n\n### Thresholds (\`MIN_ACCESS\`)\n\n${thresholds}`;
}

function subjectSection(subject: PermissionSubject, title: string): string {
  const rules = PERMISSION_RULES.filter((rule) => rule.appliesTo === subject);
  const ruleTable = table(
    ['Flag', 'Rule'],
    rules.map((rule) => [`\`${rule.flag}\``, rule.rule]),
  );
  return `## ${title}\n\n${ruleTable}\n\n${matrix(subject, rules)}`;
}

function specialCasesSection(): string {
  const cases = SPECIAL_CASES.map(
    (special) =>
      `### ${special.title}\n\n${special.note}\n\n${matrix(special.subject, special.refs, special.tweak)}`,
  );
  return ['## Special cases', ...cases].join('\n\n');
}

/** The whole of docs/permissions.md before Prettier formats it. */
export function renderPermissionsMarkdown(): string {
  return [
    INTRO,
    rolesSection(),
    READING,
    LEGEND,
    ...SECTIONS.map(({ subject, title }) => subjectSection(subject, title)),
    specialCasesSection(),
  ].join('\n\n');
}
