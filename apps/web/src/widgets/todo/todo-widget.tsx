import { IconChecklist } from '@tabler/icons-react';
import { useGraphqlClient } from '../../lib/graphql/index.ts';
import { ensureSaved, ToggleWidget, type WidgetTarget } from '../shell/index.ts';
import { todoCreateMutation, todoMarkDoneMutation } from './todo.mutations.ts';

export const todoError = (type: string) => `Something went wrong while setting ${type} to-do item.`;

/** To-do: 'Add a to-do' creates one; 'Mark as done' marks the pending one done. Signed in only. */
export function TodoWidget({
  target,
  pendingTodoId,
}: {
  target: WidgetTarget;
  /** The viewer's pending to-do on the item, if any. */
  pendingTodoId: string | null;
}) {
  const client = useGraphqlClient();
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
