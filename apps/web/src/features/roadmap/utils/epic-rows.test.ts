import { describe, expect, it } from 'vitest';
import {
  canExpand,
  childEpicCount,
  childEpicCountTooltip,
  flattenEpicRows,
  showsGroupName,
  topLevelEpics,
  validEpics,
} from './epic-rows.ts';
import { testEpic } from './test-epics.ts';

describe('validEpics', () => {
  it('drops epics whose start is after their end, and repeated ids', () => {
    const kept = validEpics([
      testEpic(1),
      testEpic(2, { startDate: '2026-12-02', dueDate: '2026-12-01' }),
      testEpic(3, { startDate: null, dueDate: null }),
      testEpic(1),
      null,
    ]);
    expect(kept.map((epic) => epic.iid)).toEqual(['1', '3']);
  });

  it('keeps an epic starting and ending on the same day', () => {
    expect(
      validEpics([testEpic(4, { startDate: '2026-11-21', dueDate: '2026-11-21' })]),
    ).toHaveLength(1);
  });
});

describe('topLevelEpics', () => {
  it('keeps epics whose parent is not loaded', () => {
    const parent = testEpic(1);
    const child = testEpic(2, {
      hasParent: true,
      parent: { id: parent.id, startDate: null, dueDate: null, reference: parent.fullReference },
    });
    const orphan = testEpic(3, {
      hasParent: true,
      parent: { id: 'gid://gitlab/Epic/99', startDate: null, dueDate: null, reference: 'acme&99' },
    });
    expect(topLevelEpics([parent, child, orphan]).map((epic) => epic.iid)).toEqual(['1', '3']);
  });
});

describe('flattenEpicRows', () => {
  it('puts loaded children after their expanded parent', () => {
    const rows = flattenEpicRows({
      roots: [testEpic(1), testEpic(2)],
      rootsAreChildEpics: false,
      isExpanded: (id) => id === 'gid://gitlab/Epic/1',
      childrenOf: (id) => (id === 'gid://gitlab/Epic/1' ? [testEpic(5), testEpic(6)] : undefined),
    });
    expect(rows.map((row) => [row.epic.iid, row.depth, row.isChildEpic])).toEqual([
      ['1', 0, false],
      ['5', 1, true],
      ['6', 1, true],
      ['2', 0, false],
    ]);
  });

  it('treats every root as a child epic in the scoped form and survives cycles', () => {
    const rows = flattenEpicRows({
      roots: [testEpic(1)],
      rootsAreChildEpics: true,
      isExpanded: () => true,
      childrenOf: () => [testEpic(1)],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isChildEpic).toBe(true);
  });
});

describe('row details', () => {
  it('shows the group name only for another group and no parent', () => {
    const other = testEpic(1, {
      group: { id: 'g2', name: 'Sub', fullName: 'Acme / Sub', fullPath: 'acme/sub' },
    });
    expect(showsGroupName(other, 'g1')).toBe(true);
    expect(showsGroupName({ ...other, hasParent: true }, 'g1')).toBe(false);
    expect(showsGroupName(testEpic(2), 'g1')).toBe(false);
  });

  it('counts child epics with a tooltip', () => {
    const epic = testEpic(1, {
      descendantCounts: { openedEpics: 2, closedEpics: 1, openedIssues: 0, closedIssues: 0 },
    });
    expect(childEpicCount(epic)).toBe(3);
    expect(childEpicCountTooltip(3)).toBe('3 child epics');
    expect(childEpicCountTooltip(1)).toBe('1 child epic');
  });

  it('expands only epics with children in the timeframe', () => {
    expect(canExpand(testEpic(1, { hasChildrenWithinTimeframe: true }))).toBe(true);
    expect(canExpand(testEpic(1, { hasChildren: true, hasChildrenWithinTimeframe: false }))).toBe(
      false,
    );
  });
});
