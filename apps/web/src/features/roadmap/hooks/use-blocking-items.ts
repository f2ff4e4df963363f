// The linked items of a blocking popover, fetched only once the popover has been opened.
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { epicBlockingItemsQuery } from '../graphql/epic-blocking-items.query.ts';
import type { RoadmapEpic } from '../graphql/types.ts';
import { openLinkedItems, type BlockingKind } from '../utils/blocking.ts';

export function useBlockingItems(epic: RoadmapEpic, kind: BlockingKind, enabled: boolean) {
  const query = useGraphqlQuery(
    epicBlockingItemsQuery,
    { fullPath: epic.group?.fullPath ?? '', iid: epic.iid, filter: kind },
    { enabled: enabled && Boolean(epic.group?.fullPath), retry: false, staleTime: 60_000 },
  );
  const nodes = query.data?.group?.epic?.linkedWorkItems?.nodes ?? [];
  return {
    items: openLinkedItems(nodes),
    isLoading: query.isPending && enabled,
    isError: query.isError,
  };
}
