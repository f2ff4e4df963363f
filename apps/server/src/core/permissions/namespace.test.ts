import { describe, expect, it } from 'vitest';
import { groupPermissions, type GroupPermissions } from './group.ts';
import { canReadNamespace } from './namespace.ts';
import { projectPermissions, type ProjectPermissions } from './project.ts';
import { NAMESPACE_COLUMNS, PERSONAS, expandTable, namespaceCell } from './test-kit.ts';

// Cells: public, internal, private ('Y' allowed, '-' denied).
// Columns: anonymous, anonymous with a level passed by mistake, non-member, guest, planner,
// reporter, developer, maintainer, owner, admin, banned owner, banned admin, blocked maintainer.

describe('canReadNamespace', () => {
  // prettier-ignore
  const cases = expandTable(NAMESPACE_COLUMNS, {
    //    anon anonL nonM gst  plan rep  dev  mnt  own  adm  bOwn bAdm blkM
    read: 'Y--  Y--  YY-  YYY  YYY  YYY  YYY  YYY  YYY  YYY  Y--  Y--  Y--',
  });
  it.each(cases)('$persona: $expected', ({ persona, expected }) => {
    const { viewer, accessLevel } = PERSONAS[persona];
    expect(
      namespaceCell((visibility) => canReadNamespace(viewer, { visibility, accessLevel })),
    ).toBe(expected);
  });

  it('treats a level below guest as no membership', () => {
    const viewer = PERSONAS.nonMember.viewer;
    expect(canReadNamespace(viewer, { visibility: 'private', accessLevel: 5 })).toBe(false);
  });

  it('accepts undefined as anonymous', () => {
    expect(canReadNamespace(undefined, { visibility: 'public', accessLevel: 0 })).toBe(true);
    expect(canReadNamespace(undefined, { visibility: 'internal', accessLevel: 0 })).toBe(false);
  });
});

describe('groupPermissions', () => {
  // prettier-ignore
  const table: Record<keyof GroupPermissions, string> = {
    //                    anon anonL nonM gst  plan rep  dev  mnt  own  adm  bOwn bAdm blkM
    readGroup:            'Y--  Y--  YY-  YYY  YYY  YYY  YYY  YYY  YYY  YYY  Y--  Y--  Y--',
    readEpic:             'Y--  Y--  YY-  YYY  YYY  YYY  YYY  YYY  YYY  YYY  Y--  Y--  Y--',
    readConfidentialEpic: '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    canCreateEpic:        '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    adminEpic:            '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    adminLabel:           '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    adminMilestone:       '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    shareRoadmapView:     '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    adminRoadmapView:     '---  ---  ---  ---  ---  ---  ---  YYY  YYY  YYY  ---  ---  ---',
    createProject:        '---  ---  ---  ---  ---  ---  YYY  YYY  YYY  YYY  ---  ---  ---',
    createSubgroup:       '---  ---  ---  ---  ---  ---  ---  YYY  YYY  YYY  ---  ---  ---',
    adminGroup:           '---  ---  ---  ---  ---  ---  ---  ---  YYY  YYY  ---  ---  ---',
    manageOwners:         '---  ---  ---  ---  ---  ---  ---  ---  YYY  YYY  ---  ---  ---',
  };
  it.each(expandTable(NAMESPACE_COLUMNS, table))(
    '$flag for $persona: $expected',
    ({ flag, persona, expected }) => {
      const { viewer, accessLevel } = PERSONAS[persona];
      const cell = namespaceCell(
        (visibility) => groupPermissions(viewer, { visibility, accessLevel })[flag],
      );
      expect(cell).toBe(expected);
    },
  );
});

describe('projectPermissions', () => {
  // prettier-ignore
  const table: Record<keyof ProjectPermissions, string> = {
    //                     anon anonL nonM gst  plan rep  dev  mnt  own  adm  bOwn bAdm blkM
    readProject:           'Y--  Y--  YY-  YYY  YYY  YYY  YYY  YYY  YYY  YYY  Y--  Y--  Y--',
    readIssue:             'Y--  Y--  YY-  YYY  YYY  YYY  YYY  YYY  YYY  YYY  Y--  Y--  Y--',
    readConfidentialIssue: '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    canCreateIssue:        '---  ---  YY-  YYY  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    canCreateIncident:     '---  ---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    adminIssue:            '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    destroyIssue:          '---  ---  ---  ---  ---  ---  ---  ---  YYY  YYY  ---  ---  ---',
    adminLabel:            '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    adminMilestone:        '---  ---  ---  ---  YYY  YYY  YYY  YYY  YYY  YYY  ---  ---  ---',
    adminProject:          '---  ---  ---  ---  ---  ---  ---  YYY  YYY  YYY  ---  ---  ---',
    removeProject:         '---  ---  ---  ---  ---  ---  ---  ---  YYY  YYY  ---  ---  ---',
    manageOwners:          '---  ---  ---  ---  ---  ---  ---  ---  YYY  YYY  ---  ---  ---',
  };
  it.each(expandTable(NAMESPACE_COLUMNS, table))(
    '$flag for $persona: $expected',
    ({ flag, persona, expected }) => {
      const { viewer, accessLevel } = PERSONAS[persona];
      const cell = namespaceCell(
        (visibility) =>
          projectPermissions(viewer, { visibility, accessLevel, issuesEnabled: true })[flag],
      );
      expect(cell).toBe(expected);
    },
  );

  describe('with the issues feature off', () => {
    // prettier-ignore
    const off: Partial<Record<keyof ProjectPermissions, string>> = {
      //                     anon anonL nonM gst  plan rep  dev  mnt  own  adm  bOwn bAdm blkM
      readProject:           'Y--  Y--  YY-  YYY  YYY  YYY  YYY  YYY  YYY  YYY  Y--  Y--  Y--',
      readIssue:             '---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---',
      readConfidentialIssue: '---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---',
      canCreateIssue:        '---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---',
      canCreateIncident:     '---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---',
      adminIssue:            '---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---',
      destroyIssue:          '---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---',
      adminProject:          '---  ---  ---  ---  ---  ---  ---  YYY  YYY  YYY  ---  ---  ---',
    };
    it.each(expandTable(NAMESPACE_COLUMNS, off))(
      '$flag for $persona: $expected',
      ({ flag, persona, expected }) => {
        const { viewer, accessLevel } = PERSONAS[persona];
        const cell = namespaceCell(
          (visibility) =>
            projectPermissions(viewer, { visibility, accessLevel, issuesEnabled: false })[flag],
        );
        expect(cell).toBe(expected);
      },
    );
  });
});
