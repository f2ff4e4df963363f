import { describe, expect, it } from 'vitest';
import { epicPermissions } from './epic.ts';
import { groupPermissions } from './group.ts';
import { issuePermissions } from './issue.ts';
import { projectPermissions } from './project.ts';
import { PERMISSION_RULES, type PermissionSubject } from './rules.ts';

const ns = { visibility: 'public' as const, accessLevel: 0 };
const item = { authorId: 1, confidential: false, authorBanned: false, markedAsSpam: false };

/** The flags each policy function actually returns. */
const FLAGS: Record<PermissionSubject, string[]> = {
  group: Object.keys(groupPermissions(null, ns)),
  project: Object.keys(projectPermissions(null, { ...ns, issuesEnabled: true })),
  epic: Object.keys(epicPermissions(null, { group: ns, epic: item, allowSubEpics: true })),
  issue: Object.keys(
    issuePermissions(null, {
      project: { ...ns, issuesEnabled: true },
      issue: { ...item, assigneeIds: [], discussionLocked: false },
    }),
  ),
};

describe('PERMISSION_RULES', () => {
  it.each(Object.keys(FLAGS) as PermissionSubject[])(
    'describes every %s flag exactly once, and nothing else',
    (subject) => {
      const described = PERMISSION_RULES.filter((r) => r.appliesTo === subject).map((r) => r.flag);
      expect([...described].sort()).toEqual([...FLAGS[subject]].sort());
      expect(new Set(described).size).toBe(described.length);
    },
  );

  it('gives every rule some text', () => {
    for (const rule of PERMISSION_RULES) expect(rule.rule.trim()).not.toBe('');
  });
});
