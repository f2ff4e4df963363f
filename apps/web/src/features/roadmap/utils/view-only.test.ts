import { describe, expect, it } from 'vitest';
import { isFilterBarViewOnly, needsGroupEpicsLookup } from './view-only.ts';

describe('filter bar view-only rule', () => {
  it('is view-only when the page shows one epic children, whatever else holds', () => {
    for (const hasFilters of [true, false]) {
      for (const groupHasEpics of [true, false, undefined]) {
        expect(isFilterBarViewOnly({ childEpicsMode: true, hasFilters, groupHasEpics })).toBe(true);
      }
    }
  });

  it('is view-only when the group has no epics at all and no filters apply', () => {
    expect(
      isFilterBarViewOnly({ childEpicsMode: false, hasFilters: false, groupHasEpics: false }),
    ).toBe(true);
  });

  it('stays editable when the group has epics (e.g. outside the timeframe)', () => {
    expect(
      isFilterBarViewOnly({ childEpicsMode: false, hasFilters: false, groupHasEpics: true }),
    ).toBe(false);
  });

  it('stays editable with filters applied, even in a group without epics', () => {
    expect(
      isFilterBarViewOnly({ childEpicsMode: false, hasFilters: true, groupHasEpics: false }),
    ).toBe(false);
  });

  it('stays editable while it is not known whether the group has epics', () => {
    expect(
      isFilterBarViewOnly({ childEpicsMode: false, hasFilters: false, groupHasEpics: undefined }),
    ).toBe(false);
  });
});

describe('group epics lookup', () => {
  const empty = {
    childEpicsMode: false,
    hasFilters: false,
    pageLoaded: true,
    pageFailed: false,
    pageHasEpics: false,
  };

  it('asks only for an empty, loaded, unfiltered group page', () => {
    expect(needsGroupEpicsLookup(empty)).toBe(true);
  });

  it('does not ask when the answer cannot change the rule or is already known', () => {
    expect(needsGroupEpicsLookup({ ...empty, pageHasEpics: true })).toBe(false);
    expect(needsGroupEpicsLookup({ ...empty, hasFilters: true })).toBe(false);
    expect(needsGroupEpicsLookup({ ...empty, childEpicsMode: true })).toBe(false);
    expect(needsGroupEpicsLookup({ ...empty, pageLoaded: false })).toBe(false);
    expect(needsGroupEpicsLookup({ ...empty, pageFailed: true })).toBe(false);
  });
});
