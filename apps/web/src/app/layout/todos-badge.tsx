import { ActionIcon, Badge, Indicator } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useInternalNavigation } from '#web/components/internal-link.tsx';
import {
  graphqlQueryKey,
  useGraphqlQuery,
  useGraphqlSubscription,
  type ResultOf,
} from '#web/lib/graphql/index.ts';
import { refetchAfterNow } from '#web/lib/live/refetch-after-now.ts';
import { paths } from '#web/lib/paths.ts';
import { todosCountQuery } from './todos-count.query.ts';
import { todosUpdatedSubscription } from './todos-updated.subscription.ts';

/**
 * The top bar's to-do link with the pending count, kept live by `currentUserTodosUpdated`; an
 * update also refreshes an open to-do list.
 */
export function TodosBadge() {
  const queryClient = useQueryClient();
  const query = useGraphqlQuery(todosCountQuery, {});
  useGraphqlSubscription(
    todosUpdatedSubscription,
    {},
    (data) => {
      const count = data.currentUserTodosUpdated?.pendingTodosCount ?? 0;
      queryClient.setQueryData(
        graphqlQueryKey(todosCountQuery, {}),
        (old: ResultOf<typeof todosCountQuery> | undefined) =>
          old?.currentUser ? { currentUser: { ...old.currentUser, todosCount: count } } : old,
      );
      // An open list's read may be under way from before this change (its first load, say).
      void refetchAfterNow(queryClient, (q) => q.queryKey[0] === 'DashboardTodos');
    },
    { onReconnect: () => void query.refetch() },
  );
  const count = query.data?.currentUser?.todosCount ?? 0;
  const href = paths.todos();
  const navigate = useInternalNavigation(href);
  const label = count === 1 ? 'To-Do List, 1 pending item' : `To-Do List, ${count} pending items`;
  return (
    <Indicator
      disabled={count === 0}
      label={
        <Badge size="xs" circle data-testid="todos-count" aria-hidden>
          {count}
        </Badge>
      }
      size={18}
      offset={4}
      color="transparent"
    >
      <ActionIcon
        component="a"
        href={href}
        onClick={navigate}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        <IconChecklist size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
