// Whether the group has any epic at all, asked only when `enabled` (the current page is empty).
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { roadmapGroupHasEpicsQuery } from '../graphql/roadmap-group-has-epics.query.ts';

/** True or false once known; undefined while disabled, loading, or after a failure. */
export function useGroupHasEpics(fullPath: string, enabled: boolean): boolean | undefined {
  const query = useGraphqlQuery(
    roadmapGroupHasEpicsQuery,
    { fullPath },
    { enabled, retry: false, staleTime: 60_000 },
  );
  if (!enabled || !query.isSuccess) return undefined;
  return (query.data.group?.epics?.nodes?.length ?? 0) > 0;
}
