// The filter arguments the page receives (app/ reads them from the URL with the filter bar's
// utilities), and the GraphQL variables made from them.

export type EpicsListFilterArguments = {
  search?: string;
  in?: readonly ('TITLE' | 'DESCRIPTION')[];
  authorUsername?: string;
  labelName?: readonly string[];
  milestoneTitle?: string;
  confidential?: boolean;
  myReactionEmoji?: string;
  iid?: string;
  /** Lists this group's epics instead of the page's group's. */
  groupPath?: string;
  not?: { authorUsername?: string; labelName?: readonly string[]; myReactionEmoji?: string };
  or?: { authorUsernames?: readonly string[]; labelNames?: readonly string[] };
};

export type EpicsListFilters = {
  arguments: EpicsListFilterArguments;
  hasFilters: boolean;
  /** The filters cannot match any epic: nothing is requested. */
  matchesNothing: boolean;
};

/** Reads the filters from the query string (given by app/, from the filter bar feature). */
export type ReadEpicsListFilters = (
  search: string,
  context: { signedIn: boolean },
) => EpicsListFilters;

export type FilterVariables = {
  fullPath: string;
  iid?: string;
  labelName?: string[];
  authorUsername?: string;
  milestoneTitle?: string;
  myReactionEmoji?: string;
  confidential?: boolean;
  search?: string;
  in?: ('TITLE' | 'DESCRIPTION')[];
  not?: { authorUsername?: string; labelName?: string[]; myReactionEmoji?: string };
  or?: { authorUsernames?: string[]; labelNames?: string[] };
};

/** GraphQL variables for the filters (known arguments only); the group token switches the group. */
export function filterVariables(
  fullPath: string,
  filters: EpicsListFilterArguments,
): FilterVariables {
  const variables: FilterVariables = { fullPath: filters.groupPath ?? fullPath };
  if (filters.iid) variables.iid = filters.iid;
  if (filters.labelName?.length) variables.labelName = [...filters.labelName];
  if (filters.authorUsername) variables.authorUsername = filters.authorUsername;
  if (filters.milestoneTitle) variables.milestoneTitle = filters.milestoneTitle;
  if (filters.myReactionEmoji) variables.myReactionEmoji = filters.myReactionEmoji;
  if (filters.confidential !== undefined) variables.confidential = filters.confidential;
  if (filters.search) {
    variables.search = filters.search;
    if (filters.in?.length) variables.in = [...filters.in];
  }
  const { not, or } = filters;
  if (not) {
    variables.not = {};
    if (not.authorUsername) variables.not.authorUsername = not.authorUsername;
    if (not.labelName?.length) variables.not.labelName = [...not.labelName];
    if (not.myReactionEmoji) variables.not.myReactionEmoji = not.myReactionEmoji;
  }
  if (or) {
    variables.or = {};
    if (or.authorUsernames?.length) variables.or.authorUsernames = [...or.authorUsernames];
    if (or.labelNames?.length) variables.or.labelNames = [...or.labelNames];
  }
  return variables;
}
