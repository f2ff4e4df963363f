// The filter bar's view-only rule: view-only when the
// page shows one epic's children, or when the group has no epics at all and no filters apply.

export interface ViewOnlyInput {
  readonly childEpicsMode: boolean;
  readonly hasFilters: boolean;
  /** Whether the group has any epic (any state, any dates); undefined while not known. */
  readonly groupHasEpics: boolean | undefined;
}

export function isFilterBarViewOnly(input: ViewOnlyInput): boolean {
  if (input.childEpicsMode) return true;
  return !input.hasFilters && input.groupHasEpics === false;
}

/**
 * Whether to ask the server if the group has any epic: only when the rule depends on it (no
 * filters, not the child-epics form) and the current page, loaded without error, shows none.
 * A page with epics already proves the group has some.
 */
export function needsGroupEpicsLookup(input: {
  readonly childEpicsMode: boolean;
  readonly hasFilters: boolean;
  readonly pageLoaded: boolean;
  readonly pageFailed: boolean;
  readonly pageHasEpics: boolean;
}): boolean {
  return (
    !input.childEpicsMode &&
    !input.hasFilters &&
    input.pageLoaded &&
    !input.pageFailed &&
    !input.pageHasEpics
  );
}
