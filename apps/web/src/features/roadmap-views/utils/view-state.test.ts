import { describe, expect, it } from 'vitest';
import {
  onlyViewMarker,
  sameState,
  searchOfView,
  stateOf,
  viewDbId,
  viewIdOf,
  withoutView,
} from './view-state.ts';

describe('saved view URL state', () => {
  it('reads the applied view id, ignoring anything that is not a database id', () => {
    expect(viewIdOf('?view=12&layout=WEEKS')).toBe('12');
    expect(viewIdOf('layout=WEEKS')).toBeNull();
    expect(viewIdOf('?view=abc')).toBeNull();
    expect(viewIdOf('?view=')).toBeNull();
  });

  it('keeps only the state keys of a query string', () => {
    expect(stateOf('?view=3&layout=WEEKS&page=2&label_name[]=bug&utf8=%E2%9C%93')).toBe(
      'layout=WEEKS&label_name%5B%5D=bug',
    );
    expect(onlyViewMarker('?view=3&page=2')).toBe(true);
    expect(onlyViewMarker('?view=3&layout=WEEKS')).toBe(false);
    expect(onlyViewMarker('?layout=WEEKS')).toBe(false);
  });

  it('builds the URL applying a view, and the one without it', () => {
    expect(searchOfView('7', 'layout=QUARTERS&label_name%5B%5D=bug')).toBe(
      '?view=7&layout=QUARTERS&label_name%5B%5D=bug',
    );
    expect(searchOfView('7', '')).toBe('?view=7');
    expect(withoutView('?view=7&layout=QUARTERS')).toBe('?layout=QUARTERS');
    expect(withoutView('?view=7')).toBe('');
  });

  it('compares states as sets of pairs, whatever their order and encoding', () => {
    expect(
      sameState('?view=1&label_name[]=a&layout=WEEKS', 'layout=WEEKS&label_name%5B%5D=a'),
    ).toBe(true);
    expect(sameState('layout=WEEKS', 'layout=MONTHS')).toBe(false);
    expect(sameState('label_name[]=a', 'label_name[]=a&label_name[]=b')).toBe(false);
    expect(sameState('', '?view=4&page=3')).toBe(true);
  });

  it("takes a view's database id from its global id", () => {
    expect(viewDbId('gid://cairn/RoadmapView/42')).toBe('42');
  });
});
