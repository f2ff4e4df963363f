// Empty state texts.

export const EMPTY_TITLE_FILTERED = 'Sorry, no epics matched your search';
export const EMPTY_TITLE_DEFAULT = 'The roadmap shows the progress of your epics along a timeline';
export const EMPTY_DESCRIPTION_CHILD_EPICS =
  'To view the roadmap, add a start or due date to one of the child epics.';
export const EMPTY_DESCRIPTION_NO_DATES =
  'To make your epics appear in the roadmap, add start or due dates to them.';

export interface EmptyStateInput {
  readonly hasFilters: boolean;
  readonly childEpicsMode: boolean;
  /** Epics were returned but none can be shown (every one failed date validation). */
  readonly onlyUndisplayableEpics: boolean;
  /** The timeframe as text, e.g. 'Oct 1, 2026 – Dec 31, 2026'. */
  readonly dateRange: string;
  readonly canCreateEpic: boolean;
}

export interface EmptyStateTexts {
  readonly title: string;
  readonly description: string;
  readonly showNewEpic: boolean;
  /** The description ends with a documentation link (child-epics form). */
  readonly withDocsLink: boolean;
}

export function emptyStateTexts(input: EmptyStateInput): EmptyStateTexts {
  const title = input.hasFilters ? EMPTY_TITLE_FILTERED : EMPTY_TITLE_DEFAULT;
  let description: string;
  if (input.childEpicsMode) {
    description = EMPTY_DESCRIPTION_CHILD_EPICS;
  } else if (input.hasFilters) {
    description = `To widen your search, change or remove filters; from ${input.dateRange}.`;
  } else if (input.onlyUndisplayableEpics) {
    description = EMPTY_DESCRIPTION_NO_DATES;
  } else {
    description = `To view the roadmap, add a start or due date to one of your epics in this group or its subgroups; from ${input.dateRange}.`;
  }
  return {
    title,
    description,
    showNewEpic: input.canCreateEpic && !input.hasFilters,
    withDocsLink: input.childEpicsMode,
  };
}
