import { IconChecklist } from '@tabler/icons-react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import { ensureSaved, ToggleWidget, type IssueOrEpic, type WidgetTarget } from '../shell/index.ts';
import { SidebarEpicTodoFragment } from './epic-todo.fragment.ts';
import { SidebarTodoFragment } from './todo.fragment.ts';
import { todoCreateMutation, todoMarkDoneMutation } from './todo.mutations.ts';

export const todoError = (type: string) => `Something went wrong while setting ${type} to-do item.`;

/** To-do: 'Add a to-do' creates one; 'Mark as done' marks the pending one done. Signed in only. */
export function TodoWidget({
  target,
  ...item
}: { target: WidgetTarget } & IssueOrEpic<
  FragmentOf<typeof SidebarTodoFragment>,
  FragmentOf<typeof SidebarEpicTodoFragment>
>) {
  const client = useGraphqlClient();
  const todos = item.issue
    ? readFragment(SidebarTodoFragment, item.issue).currentUserTodos
    : readFragment(SidebarEpicTodoFragment, item.epic).currentUserTodos;
  // The viewer's pending to-do on the item, if any.
  const pendingTodoId = todos.nodes?.[0]?.id ?? null;
  if (!target.signedIn) return null;
  return (
    <ToggleWidget
      title="To-do"
      icon={<IconChecklist size={18} />}
      value={pendingTodoId !== null}
      enabled
      control="button"
      text={(pending) => (pending ? 'Mark as done' : 'Add a to-do')}
      failure={todoError(target.type)}
      testId="todo-widget"
      save={async (add) => {
        if (add) {
          const answer = await client.request(todoCreateMutation, { targetId: target.id });
          return ensureSaved(answer.todoCreate);
        }
        if (!pendingTodoId) return null;
        const answer = await client.request(todoMarkDoneMutation, { id: pendingTodoId });
        return ensureSaved(answer.todoMarkDone);
      }}
    />
  );
}
