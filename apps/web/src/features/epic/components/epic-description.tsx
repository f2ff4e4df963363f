import { Box, Text } from '@mantine/core';
import { epicEditConflictMessage, ItemEditForm } from '#web/components/item-edit-form/index.ts';
import { LivePulse } from '#web/components/live-pulse/live-pulse.tsx';
import { TaskListMarkdown } from '#web/components/task-list/task-list-markdown.tsx';
import { useEpicEdit } from '../hooks/use-epic-edit.ts';
import { useEpicTaskListUpdate } from '../hooks/use-epic-task-list-update.ts';

export interface EpicText {
  iid: string;
  title: string;
  description?: string | null;
  descriptionHtml?: string | null;
  lockVersion: number;
}

/** The epic's description, or (while editing) the shared title + description form. */
export function EpicDescription({
  fullPath,
  epic,
  editing,
  onDoneEditing,
  canUpdate = false,
}: {
  fullPath: string;
  epic: EpicText;
  editing: boolean;
  onDoneEditing: () => void;
  /** Task lists are interactive for those who may update the epic. */
  canUpdate?: boolean;
}) {
  const { save, fetchLatest } = useEpicEdit(fullPath, epic.iid);
  const updateTaskList = useEpicTaskListUpdate(fullPath, epic);
  if (editing) {
    return (
      <Box mb="xl">
        <ItemEditForm
          typeName="epic"
          conflictMessage={epicEditConflictMessage('epic')}
          draftKey={`epic:${fullPath}&${epic.iid}`}
          current={{
            title: epic.title,
            description: epic.description ?? '',
            lockVersion: epic.lockVersion,
          }}
          groupPath={fullPath}
          save={save}
          fetchLatest={fetchLatest}
          onClose={onDoneEditing}
        />
      </Box>
    );
  }
  return (
    <Box component="section" aria-label="Description" mb="xl">
      {epic.descriptionHtml ? (
        <LivePulse value={epic.descriptionHtml}>
          <TaskListMarkdown
            html={epic.descriptionHtml}
            source={epic.description ?? ''}
            editable={canUpdate}
            onChange={updateTaskList}
          />
        </LivePulse>
      ) : (
        <Text c="dimmed" size="sm" fs="italic">
          No description.
        </Text>
      )}
    </Box>
  );
}
