// The group's saved views (one query) and the writes that change them; every write refetches the
// list, so the picker always shows what the server holds.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  graphqlQueryKey,
  readFragment,
  useGraphqlClient,
  useGraphqlQuery,
  type ResultOf,
} from '#web/lib/graphql/index.ts';
import { roadmapViewFragment } from '../graphql/roadmap-view.fragment.ts';
import { roadmapViewCreateMutation } from '../graphql/roadmap-view-create.mutation.ts';
import { roadmapViewDeleteMutation } from '../graphql/roadmap-view-delete.mutation.ts';
import { roadmapViewUpdateMutation } from '../graphql/roadmap-view-update.mutation.ts';
import { roadmapViewsQuery } from '../graphql/roadmap-views.query.ts';
import { DELETE_FAILED, SAVE_FAILED } from '../utils/messages.ts';

export type RoadmapView = ResultOf<typeof roadmapViewFragment>;
export type Visibility = RoadmapView['visibility'];

export interface ViewChange {
  name?: string;
  visibility?: Visibility;
  state?: string;
}

/** The payload's first error, or the generic failure text when the request itself failed. */
async function saved<T>(
  request: () => Promise<{ errors: readonly string[]; value: T | null | undefined } | null>,
  failure: string,
): Promise<T> {
  let answer;
  try {
    answer = await request();
  } catch {
    throw new Error(failure);
  }
  if (!answer || answer.errors.length > 0 || !answer.value) {
    throw new Error(answer?.errors[0] ?? failure);
  }
  return answer.value;
}

export function useRoadmapViews(fullPath: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const query = useGraphqlQuery(roadmapViewsQuery, { fullPath });
  const group = query.data?.group ?? null;
  const views = useMemo(
    () => (group?.roadmapViews ?? []).map((view) => readFragment(roadmapViewFragment, view)),
    [group],
  );
  const refetch = useCallback(
    () =>
      queryClient.invalidateQueries({ queryKey: graphqlQueryKey(roadmapViewsQuery, { fullPath }) }),
    [queryClient, fullPath],
  );

  const create = useCallback(
    async (input: Required<Pick<ViewChange, 'name' | 'visibility' | 'state'>>) => {
      const view = await saved(async () => {
        const { roadmapViewCreate: p } = await client.request(roadmapViewCreateMutation, {
          input: { groupPath: fullPath, ...input },
        });
        return p && { errors: p.errors, value: p.roadmapView };
      }, SAVE_FAILED);
      await refetch();
      return readFragment(roadmapViewFragment, view);
    },
    [client, fullPath, refetch],
  );

  const update = useCallback(
    async (id: string, change: ViewChange) => {
      await saved(async () => {
        const { roadmapViewUpdate: p } = await client.request(roadmapViewUpdateMutation, {
          input: { id, ...change },
        });
        return p && { errors: p.errors, value: p.roadmapView };
      }, SAVE_FAILED);
      await refetch();
    },
    [client, refetch],
  );

  const remove = useCallback(
    async (id: string) => {
      await saved(async () => {
        const { roadmapViewDelete: p } = await client.request(roadmapViewDeleteMutation, {
          input: { id },
        });
        return p && { errors: p.errors, value: true };
      }, DELETE_FAILED);
      await refetch();
    },
    [client, refetch],
  );

  return {
    views,
    canShare: group?.userPermissions.shareRoadmapView ?? false,
    isLoading: query.isPending,
    isError: query.isError,
    create,
    update,
    remove,
  };
}
