/**
 * The keyboard shortcuts, GitLab's keys (docs/decisions/issue-page.md). A shortcut runs one of:
 * - `target`: clicks (or focuses, for text fields) the element with `data-shortcut="<target>"`
 *   (slices put the attribute on their controls: edit, comment, assignee, label, milestone);
 * - `event`: a page-level handler registered with `useShortcutHandler` (copy reference);
 * - `go`: navigation relative to the current group or project.
 * `customizable` ones can be rebound in the help; the bindings live in localStorage.
 */
export type ShortcutAction =
  | { target: string }
  | { event: string }
  | { go: 'projectIssues' | 'project' | 'groupEpics' | 'newIssue' | 'roadmap' }
  | { help: true };

export interface Shortcut {
  id: string;
  group: 'Global shortcuts' | 'Navigation' | 'Issues';
  description: string;
  /** A key, or a sequence of keys separated by a space ('g i'). */
  keys: string;
  action: ShortcutAction;
  customizable?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'help',
    group: 'Global shortcuts',
    description: 'Show keyboard shortcuts',
    keys: '?',
    action: { help: true },
  },
  {
    id: 'go-project',
    group: 'Navigation',
    description: "Go to the project's overview page",
    keys: 'g p',
    action: { go: 'project' },
  },
  {
    id: 'go-issues',
    group: 'Navigation',
    description: "Go to the project's issue list",
    keys: 'g i',
    action: { go: 'projectIssues' },
    customizable: true,
  },
  {
    id: 'new-issue',
    group: 'Navigation',
    description: 'Create a new issue',
    keys: 'i',
    action: { go: 'newIssue' },
    customizable: true,
  },
  {
    id: 'go-epics',
    group: 'Navigation',
    description: "Go to the group's epic list",
    keys: 'g e',
    action: { go: 'groupEpics' },
    customizable: true,
  },
  {
    id: 'go-roadmap',
    group: 'Navigation',
    description: "Go to the group's roadmap",
    keys: 'g r',
    action: { go: 'roadmap' },
  },
  {
    id: 'edit',
    group: 'Issues',
    description: 'Edit title and description',
    keys: 'e',
    action: { target: 'edit' },
    customizable: true,
  },
  {
    id: 'comment',
    group: 'Issues',
    description: 'Comment',
    keys: 'r',
    action: { target: 'comment' },
    customizable: true,
  },
  {
    id: 'assignee',
    group: 'Issues',
    description: 'Change assignee',
    keys: 'a',
    action: { target: 'assignee' },
    customizable: true,
  },
  {
    id: 'label',
    group: 'Issues',
    description: 'Change label',
    keys: 'l',
    action: { target: 'label' },
    customizable: true,
  },
  {
    id: 'milestone',
    group: 'Issues',
    description: 'Change milestone',
    keys: 'm',
    action: { target: 'milestone' },
    customizable: true,
  },
  {
    id: 'copy-reference',
    group: 'Issues',
    description: 'Copy reference',
    keys: 'c r',
    action: { event: 'copy-reference' },
    customizable: true,
  },
];

export const SHORTCUT_GROUPS = ['Global shortcuts', 'Navigation', 'Issues'] as const;
