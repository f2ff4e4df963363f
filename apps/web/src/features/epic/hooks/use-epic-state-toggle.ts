import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { graphqlQueryKey, useGraphqlClient, type ResultOf } from '#web/lib/graphql/index.ts';
import { epicDetailsQuery } from '../graphql/epic-details.query.ts';
import { updateEpicStateMutation } from '../graphql/update-epic-state.mutation.ts';

/** The failed status toggle (GitLab's text). */
export const EPIC_STATE_FAILED = 'Unable to update this epic at this time.';

type Details = ResultOf<typeof epicDetailsQuery>;

function withState(
  data: Details | undefined,
  state: 'opened' | 'closed' | 'all',
  closedAt?: unknown,
) {
  const epic = data?.group?.epic;
  if (!data?.group || !epic) return data;
  return {
    ...data,
    group: {
      ...data.group,
      epic: { ...epic, state, closedAt: closedAt === undefined ? epic.closedAt : closedAt },
    },
  } as Details;
}

/**
 * 'Close epic' / 'Reopen epic': the badge flips at once; the server's answer then sets
 * the state; on failure the alert shows and the badge reverts.
 */
export function useEpicStateToggle(fullPath: string, iid: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const key = graphqlQueryKey(epicDetailsQuery, { fullPath, iid });

  const toggle = async (current: string) => {
    const closing = current !== 'closed';
    setError(null);
    setPending(true);
    const before = queryClient.getQueryData<Details>(key);
    queryClient.setQueryData<Details>(key, (d) => withState(d, closing ? 'closed' : 'opened'));
    try {
      const { updateEpic } = await client.request(updateEpicStateMutation, {
        groupPath: fullPath,
        iid,
        stateEvent: closing ? 'CLOSE' : 'REOPEN',
      });
      const epic = updateEpic?.epic;
      if (!epic || updateEpic.errors.length) throw new Error(EPIC_STATE_FAILED);
      queryClient.setQueryData<Details>(key, (d) => withState(d, epic.state, epic.closedAt));
    } catch {
      queryClient.setQueryData<Details>(key, before);
      setError(EPIC_STATE_FAILED);
    } finally {
      setPending(false);
    }
  };
  return { toggle, error, pending, dismiss: () => setError(null) };
}
