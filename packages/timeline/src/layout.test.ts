import { describe, expect, it } from 'vitest';
import {
  EPICS_PAGE_SIZE,
  EPIC_TITLE_COLUMN_WIDTH,
  RESIZE_DEBOUNCE_MS,
  ROW_HEIGHT,
  SUBGROUP_PAGE_SIZE,
  TIMELINE_CELL_WIDTH,
  bufferSize,
  headerRightSpacing,
} from './layout.ts';

describe('layout', () => {
  it('has the roadmap sizes, page sizes and resize debounce', () => {
    expect([EPIC_TITLE_COLUMN_WIDTH, TIMELINE_CELL_WIDTH, ROW_HEIGHT]).toEqual([320, 180, 40]);
    expect([EPICS_PAGE_SIZE, SUBGROUP_PAGE_SIZE, RESIZE_DEBOUNCE_MS]).toEqual([50, 100, 400]);
  });

  it('spaces the header 24 px from 1200 px wide, else 16 px', () => {
    expect(headerRightSpacing(1199)).toBe(16);
    expect(headerRightSpacing(1200)).toBe(24);
    expect(headerRightSpacing(1920)).toBe(24);
  });

  it('fits ceil(height / 40) rows in the buffer', () => {
    expect(bufferSize(800)).toBe(20);
    expect(bufferSize(801)).toBe(21);
    expect(bufferSize(39)).toBe(1);
    expect(bufferSize(0)).toBe(0);
    expect(bufferSize(-100)).toBe(0);
    expect(bufferSize(Number.NaN)).toBe(0);
  });
});
