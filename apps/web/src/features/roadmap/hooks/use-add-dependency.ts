// Saves a dependency drawn by dragging (the blocker blocks the epic it was dropped on), tells the
// outcome in a toast and refetches the epics so the new arrow and counts show.
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { addEpicDependencyMutation } from '../graphql/add-epic-dependency.mutation.ts';
import { isEpicQuery } from './use-live-roadmap.ts';

export interface NewDependency {
  readonly blocker: { readonly id: string; readonly title: string };
  readonly blocked: { readonly id: string; readonly title: string };
}

export const dependencyAddedText = ({ blocker, blocked }: NewDependency) =>
  `${blocker.title} now blocks ${blocked.title}.`;
export const dependencyFailedText = (reason: string) =>
  `The dependency could not be added: ${reason}`;

export function useAddDependency() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ blocker, blocked }: NewDependency) => {
      const answer = await client.request(addEpicDependencyMutation, {
        input: { id: blocker.id, workItemsIds: [blocked.id], linkType: 'BLOCKS' },
      });
      const error = answer.workItemAddLinkedItems?.errors[0];
      if (error) throw new Error(error);
    },
    onSuccess: (_answer, dependency) => {
      notifications.show({ message: dependencyAddedText(dependency) });
      void queryClient.invalidateQueries({ predicate: isEpicQuery });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: dependencyFailedText(error.message) }),
  });
  return mutation.mutate;
}
