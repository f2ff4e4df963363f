// The width of the details column. At 320 CSS px (400% zoom) GitLab's 320 px column would fill
// the scroll area and hide every bar (WCAG 1.4.10 reflow), so narrow windows get a narrow column:
// titles stay (truncated, in full in the row's name and on the bars), the timeframe line goes.
import { EPIC_TITLE_COLUMN_WIDTH } from '@cairn/timeline';
import { createContext, useContext } from 'react';

export const NARROW_DETAILS_WIDTH = 128;
/** Below this window width the details column narrows. */
export const NARROW_WINDOW_WIDTH = 640;

export function detailsWidthFor(windowWidth: number): number {
  return windowWidth > 0 && windowWidth < NARROW_WINDOW_WIDTH
    ? NARROW_DETAILS_WIDTH
    : EPIC_TITLE_COLUMN_WIDTH;
}

const DetailsWidthContext = createContext(EPIC_TITLE_COLUMN_WIDTH);

export const DetailsWidthProvider = DetailsWidthContext.Provider;

export function useDetailsWidth(): number {
  return useContext(DetailsWidthContext);
}
