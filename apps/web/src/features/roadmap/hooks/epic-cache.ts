// Writes one epic into every cached roadmap list that holds it (top-level pages and the child
// lists of expanded rows), so a saved or rolled-back bar moves without a refetch.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { EpicsPage, RoadmapEpic } from '../graphql/types.ts';

type Patch = (epic: RoadmapEpic) => RoadmapEpic;

function patchList<T extends readonly RoadmapEpic[]>(list: T, id: string, patch: Patch): T {
  return list.some((epic) => epic.id === id)
    ? (list.map((epic) => (epic.id === id ? patch(epic) : epic)) as unknown as T)
    : list;
}

export function patchCachedEpic(queryClient: QueryClient, id: string, patch: Patch) {
  queryClient.setQueriesData<InfiniteData<EpicsPage>>({ queryKey: ['roadmapEpics'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => {
            const epics = patchList(page.epics, id, patch);
            return epics === page.epics ? page : { ...page, epics };
          }),
        }
      : data,
  );
  queryClient.setQueriesData<readonly RoadmapEpic[]>(
    { queryKey: ['roadmapEpicChildEpics'] },
    (list) => (list ? patchList(list, id, patch) : list),
  );
}
