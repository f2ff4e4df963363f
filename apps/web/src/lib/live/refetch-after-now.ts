import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Reads the queries `isQuery` picks (all by default) again, so that what they show was read
 * after this call: the refresh for a live event or a save. A read already under way may have
 * started before the change, so it is let finish and one more read follows it. It is not
 * cancelled: TanStack cancels only a query that has data (an initial load under way would
 * answer from before the change), and cancelling an infinite query's refetch of every page
 * under a stream of events could starve it.
 */
export async function refetchAfterNow(
  queryClient: QueryClient,
  isQuery: (query: Query) => boolean = () => true,
): Promise<void> {
  const underWay = queryClient.isFetching({ predicate: isQuery }) > 0;
  await queryClient.invalidateQueries({ predicate: isQuery }, { cancelRefetch: false });
  if (underWay) {
    await queryClient.invalidateQueries({ predicate: isQuery }, { cancelRefetch: false });
  }
}
