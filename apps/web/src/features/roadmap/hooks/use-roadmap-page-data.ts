// The page data the server supplies (group, permissions, first day of week).
import { parseFirstDayOfWeek } from '@cairn/timeline';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { roadmapPageDataQuery } from '../graphql/roadmap-page-data.query.ts';

export function useRoadmapPageData(fullPath: string) {
  const query = useGraphqlQuery(roadmapPageDataQuery, { fullPath }, { retry: false });
  const group = query.data?.group ?? null;
  return {
    group,
    firstDayOfWeek: parseFirstDayOfWeek(group?.firstDayOfWeek),
    isLoading: query.isPending,
    isError: query.isError,
    notFound: query.isSuccess && group === null,
  };
}
