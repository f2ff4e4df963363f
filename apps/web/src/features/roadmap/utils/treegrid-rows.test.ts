import { describe, expect, it } from 'vitest';
import type { EpicRow } from './epic-rows.ts';
import { testEpic } from './test-epics.ts';
import { treegridRowInfo, treegridRowName } from './treegrid-rows.ts';

function row(id: number, depth: number): EpicRow {
  return { key: String(id), epic: testEpic(id), depth, isChildEpic: depth > 0 };
}

describe('treegridRowInfo', () => {
  it('gives levels, positions among siblings and parents', () => {
    // 1 (expanded: 2, 3 (expanded: 4)), 5
    const rows = [row(1, 0), row(2, 1), row(3, 1), row(4, 2), row(5, 0)];
    expect(treegridRowInfo(rows, false)).toEqual([
      { level: 1, posInSet: 1, setSize: 2, parentIndex: -1 },
      { level: 2, posInSet: 1, setSize: 2, parentIndex: 0 },
      { level: 2, posInSet: 2, setSize: 2, parentIndex: 0 },
      { level: 3, posInSet: 1, setSize: 1, parentIndex: 2 },
      { level: 1, posInSet: 2, setSize: 2, parentIndex: -1 },
    ]);
  });

  it('leaves the top-level set size unknown while more pages remain', () => {
    const info = treegridRowInfo([row(1, 0), row(2, 1), row(3, 0)], true);
    expect(info.map((item) => item.setSize)).toEqual([-1, 1, -1]);
  });
});

describe('treegridRowName', () => {
  it('carries title, state, dates, progress, child count and blocking counts', () => {
    const epic = testEpic(1, {
      title: 'Customer platform 2.0',
      blockedByCount: 2,
      blockingCount: 1,
      descendantCounts: { openedEpics: 2, closedEpics: 1, openedIssues: 0, closedIssues: 0 },
    });
    expect(
      treegridRowName(epic, {
        timeframe: 'Nov 3, 2023 – Nov 26, 2029',
        progress: '27% weight completed',
        showChildCount: true,
      }),
    ).toBe(
      'Customer platform 2.0, Open, Nov 3, 2023 – Nov 26, 2029, 27% weight completed, ' +
        '3 child epics, Epic is blocked by 2 items, Epic blocks 1 item',
    );
  });

  it('says Closed and leaves out what the row does not show', () => {
    const epic = testEpic(2, { title: 'Sunset', state: 'closed' });
    expect(
      treegridRowName(epic, {
        timeframe: 'Oct 1 – Dec 1, 2026',
        progress: null,
        showChildCount: false,
      }),
    ).toBe('Sunset, Closed, Oct 1 – Dec 1, 2026');
  });
});
