import { describe, expect, it } from 'vitest';
import {
  ARROW_STUB,
  dependenciesAmong,
  dependencyArrows,
  elbowPoints,
  pathData,
  startsBeforeBlockerEnds,
  type BarBox,
} from './dependency-paths.ts';

const box = (left: number, right: number, row: number): BarBox => ({
  left,
  right,
  rowTop: row * 40,
  rowBottom: row * 40 + 40,
  middle: row * 40 + 20,
});

describe('elbowPoints', () => {
  it('turns once, one stub before the blocked bar, when there is room', () => {
    expect(elbowPoints(box(100, 200, 0), box(300, 400, 2))).toEqual([
      { x: 200, y: 20 },
      { x: 300 - ARROW_STUB, y: 20 },
      { x: 300 - ARROW_STUB, y: 100 },
      { x: 300, y: 100 },
    ]);
  });

  it('runs along the gap above a blocked row below when the bars overlap', () => {
    expect(elbowPoints(box(100, 300, 0), box(200, 400, 3))).toEqual([
      { x: 300, y: 20 },
      { x: 310, y: 20 },
      { x: 310, y: 120 },
      { x: 190, y: 120 },
      { x: 190, y: 140 },
      { x: 200, y: 140 },
    ]);
  });

  it('runs along the gap below a blocked row above', () => {
    const points = elbowPoints(box(100, 300, 5), box(50, 150, 1));
    expect(points.map((p) => p.y)).toEqual([220, 220, 80, 80, 60, 60]);
    expect(points[0]).toEqual({ x: 300, y: 220 });
    expect(points.at(-1)).toEqual({ x: 50, y: 60 });
  });

  it('uses the gap when the room is less than two stubs', () => {
    expect(elbowPoints(box(0, 100, 0), box(100 + 2 * ARROW_STUB - 1, 300, 1))).toHaveLength(6);
    expect(elbowPoints(box(0, 100, 0), box(100 + 2 * ARROW_STUB, 300, 1))).toHaveLength(4);
  });

  it('keeps every segment horizontal or vertical', () => {
    const points = elbowPoints(box(120, 480, 7), box(10, 90, 2));
    for (let i = 1; i < points.length; i += 1) {
      const [a, b] = [points[i - 1]!, points[i]!];
      expect(a.x === b.x || a.y === b.y).toBe(true);
    }
  });
});

describe('pathData', () => {
  it('moves then draws lines, rounded to a tenth', () => {
    expect(
      pathData([
        { x: 0, y: 0.04 },
        { x: 10.26, y: 0 },
      ]),
    ).toBe('M0 0 L10.3 0');
  });
});

describe('dependencyArrows', () => {
  const boxes = new Map([
    ['a', box(0, 100, 0)],
    ['b', box(200, 300, 10)],
    ['c', box(400, 500, 30)],
  ]);
  const deps = [
    { from: 'a', to: 'b', violated: false },
    { from: 'b', to: 'c', violated: true },
    { from: 'a', to: 'missing', violated: false },
  ];

  it('skips dependencies whose bar is not shown', () => {
    expect(dependencyArrows(deps, boxes, 0, 2000).map((a) => a.to)).toEqual(['b', 'c']);
  });

  it('draws only arrows crossing the visible band, even with both ends outside it', () => {
    expect(dependencyArrows(deps, boxes, 0, 100).map((a) => a.to)).toEqual(['b']);
    expect(dependencyArrows(deps, boxes, 800, 900).map((a) => a.to)).toEqual(['c']);
    expect(dependencyArrows(deps, boxes, 1300, 1400)).toEqual([]);
  });

  it('keeps the violation mark and gives path data', () => {
    const [, arrow] = dependencyArrows(deps, boxes, 0, 2000);
    expect(arrow).toMatchObject({ from: 'b', to: 'c', violated: true });
    expect(arrow!.d).toBe('M300 420 L390 420 L390 1220 L400 1220');
  });
});

describe('startsBeforeBlockerEnds', () => {
  const epic = (startDate: string | null, dueDate: string | null) => ({
    id: 'x',
    startDate,
    dueDate,
  });
  it('is true when the blocked epic starts on or before the blocker ends', () => {
    expect(startsBeforeBlockerEnds(epic(null, '2026-03-10'), epic('2026-03-01', null))).toBe(true);
    expect(startsBeforeBlockerEnds(epic(null, '2026-03-10'), epic('2026-03-10', null))).toBe(true);
    expect(startsBeforeBlockerEnds(epic(null, '2026-03-10'), epic('2026-03-11', null))).toBe(false);
  });
  it('is false without a date to compare', () => {
    expect(startsBeforeBlockerEnds(epic('2026-01-01', null), epic('2025-01-01', null))).toBe(false);
    expect(startsBeforeBlockerEnds(epic(null, '2026-01-01'), epic(null, '2025-01-01'))).toBe(false);
  });
});

describe('dependenciesAmong', () => {
  it('keeps links whose both ends are loaded, once each', () => {
    const epics = [
      { id: 'a', dueDate: '2026-02-01', blockedEpicIds: ['b', 'gone', 'b'] },
      { id: 'b', startDate: '2026-01-15', blockedEpicIds: ['c'] },
      { id: 'c', startDate: '2026-05-01' },
      { id: 'a', blockedEpicIds: ['c'] },
    ];
    expect(dependenciesAmong(epics)).toEqual([
      { from: 'a', to: 'c', violated: false },
      { from: 'b', to: 'c', violated: false },
    ]);
  });
});
