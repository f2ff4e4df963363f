import { Alert, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { InternalLink } from '#web/components/internal-link.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ErrorPage } from '#web/components/error-pages.tsx';
import { useGraphqlClient, useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { dashboardTodosQuery } from '../graphql/dashboard-todos.query.ts';
import { todoMarkDoneMutation } from '../graphql/todo-mark-done.mutation.ts';
import { todosMarkAllDoneMutation } from '../graphql/todos-mark-all-done.mutation.ts';
import {
  EMPTY_DONE,
  EMPTY_PENDING,
  MARK_DONE_FAILED,
  pathOf,
  TODO_ACTION_TEXT,
} from './todo-text.ts';

type TodoState = 'pending' | 'done';
type Todo = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof dashboardTodosQuery>['currentUser']>['todos']>['nodes']
>[number];

function TodoRow({ todo, onDone }: { todo: NonNullable<Todo>; onDone?: () => void }) {
  const href = pathOf(todo.targetUrl);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" p="sm" data-testid="todo-row">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm">
          <Text span fw={600}>
            {todo.author.name}
          </Text>{' '}
          {TODO_ACTION_TEXT[todo.action] ?? todo.action}
          {todo.targetReference ? ` · ${todo.targetReference}` : ''}
        </Text>
        {href ? (
          <InternalLink href={href} fw={500}>
            {todo.body}
          </InternalLink>
        ) : (
          <Text c="dimmed">{todo.body}</Text>
        )}
        <Text size="xs" c="dimmed">
          {new Date(todo.createdAt as string).toLocaleString()}
        </Text>
      </Stack>
      {onDone ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={onDone}
          aria-label={`Mark as done: ${todo.body}`}
        >
          Mark as done
        </Button>
      ) : null}
    </Group>
  );
}

/** /dashboard/todos: the signed-in user's to-do list, Pending and Done tabs. */
export function TodoListPage() {
  usePageTitle('To-Do List');
  const session = useSession();
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TodoState>('pending');
  const [error, setError] = useState<string | null>(null);
  const query = useGraphqlQuery(
    dashboardTodosQuery,
    { state: [state] },
    { enabled: Boolean(session.user) },
  );
  const todos = (query.data?.currentUser?.todos?.nodes ?? []).filter((t) => t !== null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['DashboardTodos'] });

  const run = async (work: () => Promise<string[] | undefined>) => {
    setError(null);
    try {
      const errors = await work();
      if (errors?.length) setError(`${MARK_DONE_FAILED} ${errors[0]}`);
    } catch {
      setError(MARK_DONE_FAILED);
    }
    await refresh();
  };
  const markDone = (id: string) =>
    run(async () => (await client.request(todoMarkDoneMutation, { id })).todoMarkDone?.errors);
  const markAll = () =>
    run(async () => (await client.request(todosMarkAllDoneMutation, {})).todosMarkAllDone?.errors);

  if (!session.isLoading && !session.user) {
    return (
      <EmptyState
        title="Sign in to see your to-do list"
        action={
          <Button component="a" href={`${paths.signIn()}?redirect=/dashboard/todos`}>
            Sign in
          </Button>
        }
      />
    );
  }
  return (
    <>
      <PageHeader
        title="To-Do List"
        actions={
          state === 'pending' && todos.length > 0 ? (
            <Button variant="default" onClick={() => void markAll()}>
              Mark all as done
            </Button>
          ) : null
        }
      />
      <Tabs value={state} onChange={(v) => setState(v === 'done' ? 'done' : 'pending')} mb="md">
        <Tabs.List aria-label="To-do state">
          <Tabs.Tab value="pending">
            To Do{state === 'pending' && query.data ? ` ${todos.length}` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="done">Done</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {error ? (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      ) : null}
      {query.isPending ? (
        <PageLoader label="Loading to-do items" />
      ) : query.error ? (
        <ErrorPage error={query.error} onRetry={() => void query.refetch()} />
      ) : todos.length === 0 ? (
        <EmptyState title={state === 'pending' ? EMPTY_PENDING : EMPTY_DONE} />
      ) : (
        <Paper withBorder radius="md">
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            aria-label="To-do items"
            style={{ listStyle: 'none' }}
          >
            {todos.map((todo) => (
              <TodoRow
                key={todo.id}
                todo={todo}
                onDone={state === 'pending' ? () => void markDone(todo.id) : undefined}
              />
            ))}
          </Stack>
        </Paper>
      )}
    </>
  );
}
