import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '#web/lib/dates.ts';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import {
  DateEditor,
  ensureSaved,
  SidebarWidget,
  useWidgetSave,
  type WidgetTarget,
} from '../shell/index.ts';
import { dateError } from './date-messages.ts';
import { SidebarDueDateFragment } from './due-date.fragment.ts';
import { issueSetDueDateMutation } from './issue-set-due-date.mutation.ts';

/** An issue's due date (issueSetDueDate; clear removes it). */
export function DueDateWidget({
  target,
  issue,
}: {
  target: WidgetTarget;
  /** The issue, as the page's query spreads the widget's fragment. */
  issue: FragmentOf<typeof SidebarDueDateFragment>;
}) {
  const client = useGraphqlClient();
  const dueDate = readFragment(SidebarDueDateFragment, issue).dueDate ?? null;
  const [editing, setEditing] = useState(false);
  const { value, saving, save } = useWidgetSave(dueDate, {
    failure: dateError('issue', 'due'),
    save: async (next) => {
      const answer = await client.request(issueSetDueDateMutation, {
        input: { projectPath: target.fullPath, iid: target.iid, dueDate: next },
      });
      ensureSaved(answer.issueSetDueDate);
    },
  });
  return (
    <SidebarWidget
      title="Due date"
      icon={<IconCalendar size={18} />}
      summary={formatDate(value) ?? 'None'}
      editable={target.canUpdate}
      editing={editing}
      onEditingChange={setEditing}
      saving={saving}
      shortcut="due-date"
      closeText="Close"
      testId="due-date-widget"
      editor={
        <DateEditor
          label="Due date"
          value={value}
          onClose={() => setEditing(false)}
          onPick={(next) => {
            setEditing(false);
            if (next !== value) void save(next);
          }}
        />
      }
    >
      {formatDate(value)}
    </SidebarWidget>
  );
}
