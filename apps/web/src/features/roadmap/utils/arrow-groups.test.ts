import { describe, expect, it } from 'vitest';
import { arrowGroups, headPath } from './arrow-groups.ts';
import { pathData, type DependencyArrow, type Point } from './dependency-paths.ts';

const arrow = (from: string, to: string, violated: boolean, points: Point[]): DependencyArrow => ({
  from,
  to,
  violated,
  points,
  d: pathData(points),
});

const right = [
  { x: 0, y: 0 },
  { x: 50, y: 0 },
];

describe('headPath', () => {
  it('puts the tip on the end and the base one head length back, across the last segment', () => {
    expect(headPath(right)).toBe('M50 0 L42 4 L42 -4 Z');
  });

  it('points along a vertical last segment too', () => {
    expect(
      headPath([
        { x: 0, y: 0 },
        { x: 0, y: 30 },
      ]),
    ).toBe('M0 30 L-4 22 L4 22 Z');
  });
});

describe('arrowGroups', () => {
  const arrows = [
    arrow('a', 'b', false, right),
    arrow('b', 'c', true, right),
    arrow('c', 'd', false, right),
    arrow('x', 'y', false, right),
  ];

  it('folds the arrows into one path per look, listing them in subpath order', () => {
    const groups = arrowGroups(arrows, null);
    expect(groups.map((g) => [g.key, g.pairs, g.count])).toEqual([
      ['normal', 'a>b c>d x>y', 3],
      ['violated', 'b>c', 1],
    ]);
    expect(groups[0]!.lines).toBe('M0 0 L50 0 M0 0 L50 0 M0 0 L50 0');
    expect(groups[0]!.heads.match(/M/g)).toHaveLength(3);
  });

  it('puts the arrows of the highlighted epic in highlighted groups, drawn last', () => {
    const groups = arrowGroups(arrows, 'c');
    expect(groups.map((g) => [g.key, g.kind, g.lit, g.pairs])).toEqual([
      ['normal', 'normal', false, 'a>b x>y'],
      ['violated-lit', 'violated', true, 'b>c'],
      ['lit-lit', 'lit', true, 'c>d'],
    ]);
  });
});
