import { describe, expect, it } from 'vitest';
import {
  ISSUE_COLUMNS,
  ME,
  PERSONAS,
  SOMEONE_ELSE,
  expandTable,
  workItemCell,
} from './test-kit.ts';
import { epicPermissions } from './epic.ts';
import { issuePermissions } from './issue.ts';
import { canReadWorkItem } from './work-item.ts';

// Cells: public|internal|private; in each pair the first character is a non-confidential item,
// the second a confidential one ('Y' allowed, '-' denied).

type Hidden = 'no' | 'authorBanned' | 'markedAsSpam';

/** One persona's row of read answers over visibility × confidentiality. */
function readCell(persona: keyof typeof PERSONAS, hidden: Hidden) {
  const p = PERSONAS[persona];
  const author = 'author' in p && p.author;
  const assignee = 'assignee' in p && p.assignee;
  return workItemCell((visibility, confidential) =>
    canReadWorkItem(
      p.viewer,
      { visibility, accessLevel: p.accessLevel },
      {
        authorId: author ? ME : SOMEONE_ELSE,
        assigneeIds: assignee ? [ME] : [],
        confidential,
        authorBanned: hidden === 'authorBanned',
        markedAsSpam: hidden === 'markedAsSpam',
      },
    ),
  );
}

describe('canReadWorkItem over roles × visibility × confidentiality', () => {
  // prettier-ignore
  const cases = expandTable(ISSUE_COLUMNS, {
    //    anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    read: 'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
  });

  it.each(cases)('$persona: $expected', ({ persona, expected }) => {
    expect(readCell(persona, 'no')).toBe(expected);
  });
});

describe('canReadWorkItem: containers', () => {
  const item = {
    authorId: SOMEONE_ELSE,
    confidential: false,
    authorBanned: false,
    markedAsSpam: false,
  };

  it('reads epics of a group (no issues feature to consult)', () => {
    expect(canReadWorkItem(null, { visibility: 'public', accessLevel: 0 }, item)).toBe(true);
  });

  it('hides everything in a project with the issues feature off, even from admins', () => {
    const container = { visibility: 'public' as const, accessLevel: 50, issuesEnabled: false };
    expect(canReadWorkItem(PERSONAS.admin.viewer, container, item)).toBe(false);
    expect(canReadWorkItem(PERSONAS.owner.viewer, container, item)).toBe(false);
  });

  it('does not let an author see a confidential item in a private namespace they left', () => {
    const container = { visibility: 'private' as const, accessLevel: 0 };
    const own = { authorId: ME, confidential: true, authorBanned: false, markedAsSpam: false };
    expect(canReadWorkItem(PERSONAS.nonMember.viewer, container, own)).toBe(false);
  });

  it('treats a null author and missing assignees as nobody', () => {
    const container = { visibility: 'public' as const, accessLevel: 10 };
    const orphan = { authorId: null, confidential: true, authorBanned: false, markedAsSpam: false };
    expect(canReadWorkItem(PERSONAS.guest.viewer, container, orphan)).toBe(false);
  });
});

describe('canReadWorkItem: hidden items (author banned or submitted as spam)', () => {
  // GitLab's hidden issues: only admins see an item whose author is banned, in any namespace,
  // confidential or not. Members of every role, the (banned, hence anonymous) author and banned
  // admins do not.
  // prettier-ignore
  const cases = expandTable(ISSUE_COLUMNS, {
    //    anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    read: '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  });

  it.each(cases)('$persona: $expected', ({ persona, expected }) => {
    expect(readCell(persona, 'authorBanned')).toBe(expected);
  });

  // An item submitted as spam is hidden by the same rule (isHiddenItem): the same row, its own
  // active author included.
  it.each(cases)('submitted as spam, $persona: $expected', ({ persona, expected }) => {
    expect(readCell(persona, 'markedAsSpam')).toBe(expected);
  });

  it('still hides a hidden item in a project with the issues feature off from admins', () => {
    const container = { visibility: 'public' as const, accessLevel: 0, issuesEnabled: false };
    const hidden = {
      authorId: SOMEONE_ELSE,
      confidential: false,
      authorBanned: true,
      markedAsSpam: false,
    };
    expect(canReadWorkItem(PERSONAS.admin.viewer, container, hidden)).toBe(false);
  });

  it('gives a hidden item no permission flag for non-admins, and full ones for admins', () => {
    const project = { visibility: 'public' as const, accessLevel: 50, issuesEnabled: true };
    const issue = {
      authorId: SOMEONE_ELSE,
      assigneeIds: [],
      confidential: false,
      authorBanned: true,
      markedAsSpam: false,
      discussionLocked: false,
    };
    const owner = issuePermissions(PERSONAS.owner.viewer, { project, issue });
    expect(Object.values(owner).some(Boolean)).toBe(false);
    expect(issuePermissions(PERSONAS.admin.viewer, { project, issue }).readIssue).toBe(true);
    const group = { visibility: 'public' as const, accessLevel: 50 };
    const epic = {
      authorId: SOMEONE_ELSE,
      confidential: false,
      authorBanned: true,
      markedAsSpam: false,
    };
    const ownerEpic = epicPermissions(PERSONAS.owner.viewer, { group, epic, allowSubEpics: true });
    expect(Object.values(ownerEpic).some(Boolean)).toBe(false);
    const adminEpic = epicPermissions(PERSONAS.admin.viewer, { group, epic, allowSubEpics: true });
    expect(adminEpic.readEpic).toBe(true);
  });
});
