import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  EditValues,
  SaveAnswer,
  VersionedValues,
} from '#web/components/item-edit-form/index.ts';
import { graphqlQueryKey, useGraphqlClient, type ResultOf } from '#web/lib/graphql/index.ts';
import { epicDetailsQuery } from '../graphql/epic-details.query.ts';
import { epicEditSourceQuery } from '../graphql/epic-edit-source.query.ts';
import { updateEpicTextMutation } from '../graphql/update-epic-text.mutation.ts';

type Details = ResultOf<typeof epicDetailsQuery>;
/** Fields a write answers, merged into the page's cached epic. */
type Saved = Partial<NonNullable<NonNullable<Details['group']>['epic']>>;

/** The server's refusal of a stale lockVersion (the work-item pipeline's message). */
const isStale = (error: string) => error.startsWith('Attempted to update a stale object');

export function withSaved(data: Details | undefined, saved: Saved): Details | undefined {
  const epic = data?.group?.epic;
  if (!data?.group || !epic) return data;
  return { ...data, group: { ...data.group, epic: { ...epic, ...saved } } } as Details;
}

/** The epic edit form's save (title and description with lockVersion) and fetch of the saved version. */
export function useEpicEdit(fullPath: string, iid: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();

  const save = useCallback(
    async (values: EditValues, lockVersion: number): Promise<SaveAnswer> => {
      const answer = await client.request(updateEpicTextMutation, {
        groupPath: fullPath,
        iid,
        ...values,
        lockVersion,
      });
      const result = answer.updateEpic;
      const errors = result?.errors ?? [];
      if (errors.some(isStale)) return { status: 'stale' };
      if (!result?.epic || errors.length) return { status: 'failed', errors };
      const key = graphqlQueryKey(epicDetailsQuery, { fullPath, iid });
      queryClient.setQueryData<Details>(key, (d) => withSaved(d, result.epic!));
      void queryClient.invalidateQueries({ queryKey: key });
      return { status: 'saved' };
    },
    [client, queryClient, fullPath, iid],
  );

  const fetchLatest = useCallback(async (): Promise<VersionedValues> => {
    const answer = await client.request(epicEditSourceQuery, { fullPath, iid });
    const epic = answer.group?.epic;
    if (!epic) throw new Error('The epic is gone');
    return {
      title: epic.title,
      description: epic.description ?? '',
      lockVersion: epic.lockVersion,
    };
  }, [client, fullPath, iid]);

  return { save, fetchLatest };
}
