import { describe, expect, it } from 'vitest';
import {
  EPIC_PERMISSIONS_TYPE_FIELDS,
  epicPermissions,
  type EpicFacts,
  type EpicPermissionSet,
} from './epic.ts';
import type { Visibility } from './namespace.ts';
import {
  EPIC_COLUMNS,
  ME,
  PERSONAS,
  SOMEONE_ELSE,
  expandTable,
  workItemCell,
  type PersonaKey,
} from './test-kit.ts';

// Cells: public|internal|private; in each pair the first character is a non-confidential epic,
// the second a confidential one ('Y' allowed, '-' denied).
// Columns: anonymous, anonymous with a level passed by mistake, non-member, guest, planner,
// reporter, developer, maintainer, owner, admin, banned owner, banned admin, blocked maintainer,
// author without membership, author with guest role.

function permissionsFor(
  persona: PersonaKey,
  visibility: Visibility,
  confidential: boolean,
  overrides: { epic?: Partial<EpicFacts>; allowSubEpics?: boolean } = {},
): EpicPermissionSet {
  const p = PERSONAS[persona];
  const author = 'author' in p && p.author;
  return epicPermissions(p.viewer, {
    group: { visibility, accessLevel: p.accessLevel },
    epic: {
      authorId: author ? ME : SOMEONE_ELSE,
      confidential,
      authorBanned: false,
      markedAsSpam: false,
      ...overrides.epic,
    },
    allowSubEpics: overrides.allowSubEpics ?? true,
  });
}

const cellOf = (
  persona: PersonaKey,
  flag: keyof EpicPermissionSet,
  overrides?: Parameters<typeof permissionsFor>[3],
) => workItemCell((v, c) => permissionsFor(persona, v, c, overrides)[flag]);

// prettier-ignore
const EXPECTED: Record<keyof EpicPermissionSet, string> = {
  //                     anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst
  readEpic:              'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY',
  readEpicIid:           'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY',
  updateEpic:            '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  adminEpic:             '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  destroyEpic:           '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  createEpic:            '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  createNote:            '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY',
  awardEmoji:            '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY',
  adminEpicRelation:     '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  canUpdate:             '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  canAdmin:              '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  canDestroy:            '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  canCreate:             '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  allowSubEpics:         'Y-|--|--  Y-|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  Y-|--|--  Y-|--|--  Y-|--|--  YY|YY|--  YY|YY|YY',
  canAdminRelation:      '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  canReadRelation:       '--|--|--  --|--|--  --|--|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY',
  readEpicRelation:      '--|--|--  --|--|--  --|--|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY',
  adminEpicTreeRelation: '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
  createTodo:            '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY',
  updateSubscription:    '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY',
  canReportAbuse:        '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
};

describe('epicPermissions over roles × visibility × confidentiality', () => {
  it.each(expandTable(EPIC_COLUMNS, EXPECTED))(
    '$flag for $persona: $expected',
    ({ flag, persona, expected }) => {
      expect(cellOf(persona, flag)).toBe(expected);
    },
  );
});

describe('epicPermissions: locked discussion', () => {
  // prettier-ignore
  const locked: Partial<Record<keyof EpicPermissionSet, string>> = {
    //          anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst
    createNote: '--|--|--  --|--|--  --|--|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY',
    awardEmoji: '--|--|--  --|--|--  --|--|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY',
    updateEpic: '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    createTodo: '--|--|--  --|--|--  Y-|Y-|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  YY|YY|--  YY|YY|YY',
  };
  it.each(expandTable(EPIC_COLUMNS, locked))(
    '$flag for $persona: $expected',
    ({ flag, persona, expected }) => {
      expect(cellOf(persona, flag, { epic: { discussionLocked: true } })).toBe(expected);
    },
  );
});

describe('epicPermissions: group without sub-epics', () => {
  // prettier-ignore
  const noSubEpics: Partial<Record<keyof EpicPermissionSet, string>> = {
    //                     anon      anonL     nonM      guest     planner   reporter  develop   maintain  owner     admin     bOwner    bAdmin    blocked   authNon   authGst
    allowSubEpics:         '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    adminEpicTreeRelation: '--|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    adminEpicRelation:     '--|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  --|--|--',
    canReadRelation:       '--|--|--  --|--|--  --|--|--  Y-|Y-|Y-  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  YY|YY|YY  --|--|--  --|--|--  --|--|--  --|--|--  YY|YY|YY',
  };
  it.each(expandTable(EPIC_COLUMNS, noSubEpics))(
    '$flag for $persona: $expected',
    ({ flag, persona, expected }) => {
      expect(cellOf(persona, flag, { allowSubEpics: false })).toBe(expected);
    },
  );
});

describe('epicPermissions: shape and edge cases', () => {
  it('returns every flag false for an epic the viewer cannot read', () => {
    const hidden = permissionsFor('nonMember', 'private', false);
    expect(Object.values(hidden).every((value) => value === false)).toBe(true);
  });

  it('keeps the page flags equal to the GraphQL abilities', () => {
    const p = permissionsFor('owner', 'public', true);
    expect([p.canUpdate, p.canAdmin, p.canDestroy, p.canCreate, p.canAdminRelation]).toEqual([
      p.updateEpic,
      p.adminEpic,
      p.destroyEpic,
      p.createEpic,
      p.adminEpicRelation,
    ]);
    expect(p.canReadRelation).toBe(p.readEpicRelation);
  });

  it('lists exactly the fields of the GraphQL EpicPermissions type', () => {
    expect([...EPIC_PERMISSIONS_TYPE_FIELDS].sort()).toEqual(
      [
        'adminEpic',
        'adminEpicRelation',
        'awardEmoji',
        'createEpic',
        'createNote',
        'destroyEpic',
        'readEpic',
        'readEpicIid',
        'updateEpic',
      ].sort(),
    );
  });

  it('recognises the author across string and numeric ids', () => {
    const viewer = { id: '101', isAdmin: false, state: 'active' as const };
    const p = epicPermissions(viewer, {
      group: { visibility: 'public', accessLevel: 0 },
      epic: { authorId: 101, confidential: true, authorBanned: false, markedAsSpam: false },
      allowSubEpics: true,
    });
    expect(p.readEpic).toBe(true);
    expect(p.canReportAbuse).toBe(false);
  });

  it('treats a missing author as nobody', () => {
    const p = epicPermissions(PERSONAS.nonMember.viewer, {
      group: { visibility: 'public', accessLevel: 0 },
      epic: { authorId: null, confidential: true, authorBanned: false, markedAsSpam: false },
      allowSubEpics: true,
    });
    expect(p.readEpic).toBe(false);
  });
});
