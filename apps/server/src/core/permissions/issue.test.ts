import { describe, expect, it } from 'vitest';
import type { GroupFacts } from './group.ts';
import { issuePermissions, type IssueFacts, type IssuePermissions } from './issue.ts';
import type { Visibility } from './namespace.ts';
import {
  ISSUE_COLUMNS,
  ME,
  PERSONAS,
  SOMEONE_ELSE,
  expandTable,
  workItemCell,
  type PersonaKey,
} from './test-kit.ts';

// Cells: public|internal|private; in each pair the first character is a non-confidential item,
// the second a confidential one ('Y' allowed, '-' denied).
// Columns: anonymous, anonymous with a level passed by mistake, non-member, guest, planner,
// reporter, developer, maintainer, owner, admin, banned owner, banned admin, blocked maintainer,
// author without membership, author with guest role, assignee without membership, assignee
// with guest role. The project's parent group has the same visibility and the viewer the same
// role there, unless a test says otherwise.

interface Overrides {
  issue?: Partial<IssueFacts>;
  issuesEnabled?: boolean;
  parentGroup?: (visibility: Visibility) => GroupFacts | null;
}

function permissionsFor(
  persona: PersonaKey,
  visibility: Visibility,
  confidential: boolean,
  overrides: Overrides = {},
): IssuePermissions {
  const p = PERSONAS[persona];
  const author = 'author' in p && p.author;
  const assignee = 'assignee' in p && p.assignee;
  return issuePermissions(p.viewer, {
    project: {
      visibility,
      accessLevel: p.accessLevel,
      issuesEnabled: overrides.issuesEnabled ?? true,
    },
    issue: {
      authorId: author ? ME : SOMEONE_ELSE,
      assigneeIds: assignee ? [SOMEONE_ELSE, ME] : [SOMEONE_ELSE],
      confidential,
      authorBanned: false,
      markedAsSpam: false,
      discussionLocked: false,
      state: 'opened',
      ...overrides.issue,
    },
    parentGroup: overrides.parentGroup
      ? overrides.parentGroup(visibility)
      : { visibility, accessLevel: p.accessLevel },
  });
}

const cellOf = (persona: PersonaKey, flag: keyof IssuePermissions, overrides?: Overrides) =>
  workItemCell((v, c) => permissionsFor(persona, v, c, overrides)[flag]);

function checkTable(table: Partial<Record<keyof IssuePermissions, string>>, overrides?: Overrides) {
  it.each(expandTable(ISSUE_COLUMNS, table))(
    '$flag for $persona: $expected',
    ({ flag, persona, expected }) => {
      expect(cellOf(persona, flag, overrides)).toBe(expected);
    },
  );
}

describe('issuePermissions over roles × visibility × confidentiality', () => {
  // prettier-ignore
  checkTable({
    //                  anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    readIssue:          'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canUpdateIssue:     '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canReopenIssue:     '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canCreateIssue:     '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canPromoteToEpic:   '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canReportSpam:      '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canMarkAsNotSpam:   '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canDestroyIssue:    '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canAdminIssue:      '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canAdminRelation:   '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canReadRelation:    'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canLockDiscussion:  '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canSetConfidential: '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    createNote:         '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    awardEmoji:         '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    createTodo:         '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    updateSubscription: '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canReportAbuse:     '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY',
  });
});

describe('issuePermissions: locked discussion', () => {
  // prettier-ignore
  checkTable({
    //              anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    createNote:     '--|--|--  --|--|--  --|--|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  YY|YY|YY',
    awardEmoji:     '--|--|--  --|--|--  --|--|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  YY|YY|YY',
    canUpdateIssue: '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canReopenIssue: '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    createTodo:     '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
  }, { issue: { discussionLocked: true } });
});

describe("issuePermissions: submitted as spam (hidden like a banned author's item)", () => {
  // Only admins read it; they may mark it as not spam and no longer submit it as spam.
  // prettier-ignore
  checkTable({
    //                  anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    readIssue:          '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canUpdateIssue:     '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canReportSpam:      '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canMarkAsNotSpam:   '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    createNote:         '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  }, { issue: { markedAsSpam: true } });
});

describe('issuePermissions: incident', () => {
  // prettier-ignore
  checkTable({
    //                  anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    readIssue:          'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canUpdateIssue:     '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canReopenIssue:     '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canPromoteToEpic:   '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canLockDiscussion:  '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canSetConfidential: '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  }, { issue: { type: 'incident' } });
});

describe('issuePermissions: task', () => {
  // prettier-ignore
  checkTable({
    //                  anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    canUpdateIssue:     '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY  YY|YY|--  YY|YY|YY',
    canPromoteToEpic:   '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canLockDiscussion:  '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canSetConfidential: '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  }, { issue: { type: 'task' } });
});

describe('issuePermissions: promotion needs create-epic rights in the parent group', () => {
  // prettier-ignore
  checkTable({
    //                anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    canPromoteToEpic: '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canAdminIssue:    '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  }, { parentGroup: (visibility) => ({ visibility, accessLevel: 0 }) });

  // prettier-ignore
  checkTable({
    //                anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    canPromoteToEpic: '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  }, { parentGroup: () => null });

  // prettier-ignore
  checkTable({
    //                anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst   asgNon    asgGst
    canPromoteToEpic: '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  }, { issue: { promotedToEpicId: 7 } });

  it('allows a project-only planner whose group role is reporter (epic rights come from the group)', () => {
    const p = issuePermissions(PERSONAS.planner.viewer, {
      project: { visibility: 'private', accessLevel: 15, issuesEnabled: true },
      issue: {
        authorId: SOMEONE_ELSE,
        assigneeIds: [],
        confidential: false,
        authorBanned: false,
        markedAsSpam: false,
        discussionLocked: false,
      },
      parentGroup: { visibility: 'private', accessLevel: 20 },
    });
    expect(p.canPromoteToEpic).toBe(true);
  });

  it('refuses when the project role is too low even if the group role is high', () => {
    const p = issuePermissions(PERSONAS.guest.viewer, {
      project: { visibility: 'public', accessLevel: 10, issuesEnabled: true },
      issue: {
        authorId: SOMEONE_ELSE,
        assigneeIds: [],
        confidential: false,
        authorBanned: false,
        markedAsSpam: false,
        discussionLocked: false,
      },
      parentGroup: { visibility: 'public', accessLevel: 50 },
    });
    expect(p.canPromoteToEpic).toBe(false);
  });
});

describe('issuePermissions: issues feature off', () => {
  it.each(['owner', 'admin', 'authorGuest', 'anonymous'] as const)(
    'gives %s no flag at all',
    (persona) => {
      for (const visibility of ['public', 'internal', 'private'] as const) {
        for (const confidential of [false, true]) {
          const p = permissionsFor(persona, visibility, confidential, { issuesEnabled: false });
          expect(Object.values(p).some(Boolean)).toBe(false);
        }
      }
    },
  );
});

describe('issuePermissions: shape and edge cases', () => {
  it('returns every flag false for an item the viewer cannot read', () => {
    const hidden = permissionsFor('guest', 'private', true);
    expect(Object.values(hidden).every((value) => value === false)).toBe(true);
  });

  it('does not depend on the state', () => {
    for (const persona of ['reporter', 'authorNonMember', 'nonMember'] as const) {
      const opened = permissionsFor(persona, 'public', false, { issue: { state: 'opened' } });
      const closed = permissionsFor(persona, 'public', false, { issue: { state: 'closed' } });
      expect(closed).toEqual(opened);
    }
  });

  it('recognises an assignee across string and numeric ids', () => {
    const viewer = { id: 101, isAdmin: false, state: 'active' as const };
    const p = issuePermissions(viewer, {
      project: { visibility: 'internal', accessLevel: 0, issuesEnabled: true },
      issue: {
        authorId: null,
        assigneeIds: ['101'],
        confidential: true,
        authorBanned: false,
        markedAsSpam: false,
        discussionLocked: false,
      },
    });
    expect(p.readIssue).toBe(true);
    expect(p.canUpdateIssue).toBe(true);
    expect(p.canReportAbuse).toBe(true);
  });

  it('defaults the type to issue', () => {
    const p = issuePermissions(PERSONAS.reporter.viewer, {
      project: { visibility: 'private', accessLevel: 20, issuesEnabled: true },
      issue: {
        authorId: SOMEONE_ELSE,
        assigneeIds: [],
        confidential: false,
        authorBanned: false,
        markedAsSpam: false,
        discussionLocked: false,
      },
      parentGroup: { visibility: 'private', accessLevel: 20 },
    });
    expect(p.canLockDiscussion).toBe(true);
    expect(p.canPromoteToEpic).toBe(true);
  });
});
