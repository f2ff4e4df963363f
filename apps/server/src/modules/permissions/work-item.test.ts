import { describe, expect, it } from 'vitest';
import {
  ISSUE_COLUMNS,
  ME,
  PERSONAS,
  SOMEONE_ELSE,
  expandTable,
  workItemCell,
} from './test-kit.ts';
import { canReadWorkItem } from './work-item.ts';

// Cells: public|internal|private; in each pair the first character is a non-confidential item,
// the second a confidential one ('Y' allowed, '-' denied).

describe('canReadWorkItem over roles × visibility × confidentiality', () => {
  // prettier-ignore
  const cases = expandTable(ISSUE_COLUMNS, {
    //    anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    read: 'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
  });

  it.each(cases)('$persona: $expected', ({ persona, expected }) => {
    const p = PERSONAS[persona];
    const author = 'author' in p && p.author;
    const assignee = 'assignee' in p && p.assignee;
    const cell = workItemCell((visibility, confidential) =>
      canReadWorkItem(
        p.viewer,
        { visibility, accessLevel: p.accessLevel },
        {
          authorId: author ? ME : SOMEONE_ELSE,
          assigneeIds: assignee ? [ME] : [],
          confidential,
        },
      ),
    );
    expect(cell).toBe(expected);
  });
});

describe('canReadWorkItem: containers', () => {
  const item = { authorId: SOMEONE_ELSE, confidential: false };

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
    const own = { authorId: ME, confidential: true };
    expect(canReadWorkItem(PERSONAS.nonMember.viewer, container, own)).toBe(false);
  });

  it('treats a null author and missing assignees as nobody', () => {
    const container = { visibility: 'public' as const, accessLevel: 10 };
    const orphan = { authorId: null, confidential: true };
    expect(canReadWorkItem(PERSONAS.guest.viewer, container, orphan)).toBe(false);
  });
});
