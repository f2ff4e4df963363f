import { Alert, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useSession } from '#web/lib/session/index.ts';
import { useEpicsCounts } from '../hooks/use-epics-counts.ts';
import { useEpicsList } from '../hooks/use-epics-list.ts';
import { useUrlSearch } from '#web/lib/use-url-search.ts';
import type { ReadEpicsListFilters } from '../utils/filter-arguments.ts';
import { filterVariables } from '../utils/filter-arguments.ts';
import {
  firstPageChange,
  nextPageChange,
  parseListParams,
  previousPageChange,
  withListParams,
} from '../utils/list-params.ts';
import { EpicListRow } from './epic-list-row.tsx';
import { ListPagination } from './list-pagination.tsx';
import { StateCountTabs } from './state-count-tabs.tsx';

export type EpicsListPageProps = {
  fullPath: string;
  /** The filter bar bound to this page's URL (composed by app/ from the filter-bar feature). */
  filterBar: ReactNode;
  /** Reads the filter arguments from the query string (the filter-bar feature's reader). */
  readFilters: ReadEpicsListFilters;
};

export const FETCH_EPICS_LIST_ERROR = 'Something went wrong while fetching epics';

/**
 * The group epics list (/groups/<path>/-/epics): state tabs with counts, the filter bar with
 * sort, one page of epics, and keyset paging. Everything that shapes the view lives in the URL.
 */
export function EpicsListPage({ fullPath, filterBar, readFilters }: EpicsListPageProps) {
  const session = useSession();
  const [search, replace] = useUrlSearch();
  const params = new URLSearchParams(search);
  const list = parseListParams(params);
  const filters = readFilters(search, { signedIn: session.user !== null });
  const variables = filterVariables(fullPath, filters.arguments);
  const enabled = !filters.matchesNothing && !session.isLoading;
  const query = useEpicsList(variables, list, enabled);
  const counts = useEpicsCounts(variables, enabled);
  const change = (next: Parameters<typeof withListParams>[1]) =>
    replace(withListParams(params, next));

  const connection = query.data?.group?.epics;
  const epics = enabled ? (connection?.nodes?.filter((epic) => epic !== null) ?? []) : [];
  const pageInfo = connection?.pageInfo;
  const loading = enabled && query.isPending;

  let body: ReactNode;
  if (loading) body = <PageLoader label="Loading epics" />;
  else if (query.isError && enabled) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {FETCH_EPICS_LIST_ERROR}
      </Alert>
    );
  } else if (epics.length === 0) {
    body = filters.hasFilters ? (
      <EmptyState
        title="Sorry, your filter produced no results"
        description="To widen your search, change or remove filters above."
      />
    ) : (
      <EmptyState
        title={list.state === 'closed' ? 'There are no closed epics' : 'There are no open epics'}
        description="Epics let you manage your portfolio of projects more efficiently: track groups of issues that share a theme, across projects and milestones."
      />
    );
  } else {
    body = (
      <Paper withBorder radius="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <ul
          aria-label="Epics"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-busy={query.isFetching}
        >
          {epics.map((epic) => (
            <EpicListRow key={epic.id} epic={epic} listedGroupPath={variables.fullPath} />
          ))}
        </ul>
      </Paper>
    );
  }

  return (
    <Stack gap="md" data-testid="epics-list-page">
      <Group justify="space-between" wrap="wrap">
        <StateCountTabs
          value={list.state}
          counts={counts}
          onChange={(state) =>
            change(firstPageChange({ state: state === 'opened' ? null : state }))
          }
        />
      </Group>
      {filterBar}
      {body}
      {epics.length > 0 || list.page > 1 ? (
        <ListPagination
          page={list.page}
          perPage={list.perPage}
          hasPrevious={list.page > 1 && Boolean(pageInfo?.startCursor)}
          hasNext={
            Boolean(pageInfo?.endCursor) && (list.before !== null || Boolean(pageInfo?.hasNextPage))
          }
          onPrevious={() =>
            pageInfo?.startCursor && change(previousPageChange(pageInfo.startCursor, list.page))
          }
          onNext={() =>
            pageInfo?.endCursor && change(nextPageChange(pageInfo.endCursor, list.page))
          }
          onPerPage={(size) =>
            change(firstPageChange({ per_page: size === 20 ? null : String(size) }))
          }
        />
      ) : null}
    </Stack>
  );
}
