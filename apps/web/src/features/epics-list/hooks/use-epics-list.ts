import { keepPreviousData } from '@tanstack/react-query';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { epicsListQuery } from '../graphql/epics-list.query.ts';
import type { FilterVariables } from '../utils/filter-arguments.ts';
import type { ListParams } from '../utils/list-params.ts';

/** One page of epics: forward from `after`, backward from `before`, else the first page. */
export function useEpicsList(filters: FilterVariables, list: ListParams, enabled: boolean) {
  const paging =
    list.before !== null
      ? { last: list.perPage, before: list.before }
      : { first: list.perPage, after: list.after ?? undefined };
  return useGraphqlQuery(
    epicsListQuery,
    { ...filters, ...paging, state: list.state, sort: list.sort },
    { enabled, placeholderData: keepPreviousData },
  );
}
