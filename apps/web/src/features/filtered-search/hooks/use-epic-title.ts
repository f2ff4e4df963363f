import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { epicTitleQuery } from '../graphql/epic-title.query.ts';

/** The title of the epic with this iid (null while loading, unknown or not visible). */
export function useEpicTitle(fullPath: string, iid: string | null): string | null {
  const client = useGraphqlClient();
  const query = useQuery({
    queryKey: ['filtered-search', 'epic-title', fullPath, iid],
    queryFn: ({ signal }) => client.request(epicTitleQuery, { fullPath, iid: iid ?? '' }, signal),
    enabled: iid !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return query.data?.group?.epic?.title ?? null;
}
