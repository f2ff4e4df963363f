// The filter arguments the page receives (app/ reads them from the URL with the filter bar's
// utilities), and the GraphQL variables made from them.
import {
  epicFilterVariables,
  type EpicFilterArguments,
  type VariablesOf,
} from '#web/lib/graphql/index.ts';
import type { epicsListQuery } from '../graphql/epics-list.query.ts';

export type EpicsListFilterArguments = EpicFilterArguments;

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

/** The list and counts queries' filter variables: the list query's, but state, sort and paging. */
export type FilterVariables = Omit<
  VariablesOf<typeof epicsListQuery>,
  'state' | 'sort' | 'first' | 'last' | 'after' | 'before'
>;

/** GraphQL variables for the filters (known arguments only); the group token switches the group. */
export function filterVariables(
  fullPath: string,
  filters: EpicsListFilterArguments,
): FilterVariables {
  return {
    fullPath: filters.groupPath ?? fullPath,
    ...(filters.iid ? { iid: filters.iid } : {}),
    ...epicFilterVariables(filters),
  };
}
