import { EPIC_TITLE_COLUMN_WIDTH } from '@cairn/timeline';
import { describe, expect, it } from 'vitest';
import { NARROW_DETAILS_WIDTH, detailsWidthFor } from './details-width.tsx';

describe('detailsWidthFor', () => {
  it('keeps the 320 px column on wide windows and narrows it at 320 px (400% zoom)', () => {
    expect(detailsWidthFor(1280)).toBe(EPIC_TITLE_COLUMN_WIDTH);
    expect(detailsWidthFor(640)).toBe(EPIC_TITLE_COLUMN_WIDTH);
    expect(detailsWidthFor(639)).toBe(NARROW_DETAILS_WIDTH);
    expect(detailsWidthFor(320)).toBe(NARROW_DETAILS_WIDTH);
  });

  it('keeps the full width before the window is measured', () => {
    expect(detailsWidthFor(0)).toBe(EPIC_TITLE_COLUMN_WIDTH);
  });
});
