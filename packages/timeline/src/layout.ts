// Layout and paging constants (docs/decisions/0006-roadmap-page.md, "Layout").

export const EPIC_TITLE_COLUMN_WIDTH = 320;
export const TIMELINE_CELL_WIDTH = 180;
/** Item height; the epic row height too. */
export const ROW_HEIGHT = 40;
export const EPICS_PAGE_SIZE = 50;
export const SUBGROUP_PAGE_SIZE = 100;
export const RESIZE_DEBOUNCE_MS = 400;
export const HEADER_RIGHT_SPACING_WIDE_BREAKPOINT = 1200;

/** 24 px when the window is at least 1200 px wide, else 16 px. */
export function headerRightSpacing(windowWidth: number): number {
  return windowWidth >= HEADER_RIGHT_SPACING_WIDE_BREAKPOINT ? 24 : 16;
}

/** Rows that fit the available height: ceil(height / ROW_HEIGHT); 0 for no or invalid height. */
export function bufferSize(availableHeight: number): number {
  if (!Number.isFinite(availableHeight) || availableHeight <= 0) return 0;
  return Math.ceil(availableHeight / ROW_HEIGHT);
}
