import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVEL,
  effectiveAccessLevel,
  normalizeAccessLevel,
  roleForAccessLevel,
  sameId,
} from './access-levels.ts';
import { mostRestrictiveVisibility, visibilityAllowedUnder } from './namespace.ts';

describe('effectiveAccessLevel', () => {
  // Tree: 1 (root group) > 2 (subgroup) > 3 (project); 4 is a sibling group of 2.
  const chainOfProject = [1, 2, 3];

  it.each([
    { name: 'no memberships', memberships: [], expected: 0 },
    { name: 'direct membership', memberships: [{ namespaceId: 3, accessLevel: 20 }], expected: 20 },
    {
      name: 'inherited from the root',
      memberships: [{ namespaceId: 1, accessLevel: 30 }],
      expected: 30,
    },
    {
      name: 'the highest of several along the chain',
      memberships: [
        { namespaceId: 1, accessLevel: 10 },
        { namespaceId: 2, accessLevel: 40 },
        { namespaceId: 3, accessLevel: 20 },
      ],
      expected: 40,
    },
    {
      name: 'a higher direct role beats a lower inherited one',
      memberships: [
        { namespaceId: 1, accessLevel: 10 },
        { namespaceId: 3, accessLevel: 50 },
      ],
      expected: 50,
    },
    {
      name: 'siblings and unrelated namespaces do not count',
      memberships: [
        { namespaceId: 4, accessLevel: 50 },
        { namespaceId: 99, accessLevel: 50 },
      ],
      expected: 0,
    },
    {
      name: 'invalid levels count as none',
      memberships: [
        { namespaceId: 1, accessLevel: Number.NaN },
        { namespaceId: 2, accessLevel: -10 },
        { namespaceId: 3, accessLevel: Number.POSITIVE_INFINITY },
      ],
      expected: 0,
    },
  ])('$name', ({ memberships, expected }) => {
    expect(effectiveAccessLevel(memberships, chainOfProject)).toBe(expected);
  });

  it('does not count descendants for an ancestor', () => {
    expect(effectiveAccessLevel([{ namespaceId: 3, accessLevel: 50 }], [1, 2])).toBe(0);
  });

  it('matches ids by value across strings and numbers', () => {
    expect(effectiveAccessLevel([{ namespaceId: '2', accessLevel: 30 }], chainOfProject)).toBe(30);
    expect(effectiveAccessLevel([{ namespaceId: 2, accessLevel: 30 }], ['1', '2'])).toBe(30);
  });

  it('does not mutate its inputs', () => {
    const memberships = Object.freeze([Object.freeze({ namespaceId: 1, accessLevel: 20 })]);
    const chain = Object.freeze([1, 2]);
    expect(effectiveAccessLevel(memberships, chain)).toBe(20);
  });
});

describe('access levels', () => {
  it('follows the GitLab ladder', () => {
    expect(ACCESS_LEVEL).toEqual({
      none: 0,
      guest: 10,
      planner: 15,
      reporter: 20,
      developer: 30,
      maintainer: 40,
      owner: 50,
    });
  });

  it.each([
    [0, null],
    [5, null],
    [10, 'guest'],
    [15, 'planner'],
    [19, 'planner'],
    [20, 'reporter'],
    [30, 'developer'],
    [40, 'maintainer'],
    [50, 'owner'],
    [60, 'owner'],
  ])('roleForAccessLevel(%i) = %s', (level, role) => {
    expect(roleForAccessLevel(level)).toBe(role);
  });

  it('normalizes unusable levels to none', () => {
    expect(normalizeAccessLevel(Number.NaN)).toBe(0);
    expect(normalizeAccessLevel(-1)).toBe(0);
    expect(normalizeAccessLevel(30)).toBe(30);
  });

  it('compares ids by value', () => {
    expect(sameId(7, '7')).toBe(true);
    expect(sameId('7', 8)).toBe(false);
  });
});

describe('visibility helpers', () => {
  it.each([
    [['public', 'public'], 'public'],
    [['public', 'internal'], 'internal'],
    [['internal', 'private', 'public'], 'private'],
    [[], 'public'],
  ] as const)('mostRestrictiveVisibility(%j) = %s', (chain, expected) => {
    expect(mostRestrictiveVisibility(...chain)).toBe(expected);
  });

  it.each([
    ['public', 'public', true],
    ['internal', 'public', true],
    ['private', 'public', true],
    ['public', 'internal', false],
    ['internal', 'internal', true],
    ['private', 'internal', true],
    ['public', 'private', false],
    ['internal', 'private', false],
    ['private', 'private', true],
  ] as const)('a %s child under a %s parent: %s', (child, parent, expected) => {
    expect(visibilityAllowedUnder(child, parent)).toBe(expected);
  });
});
