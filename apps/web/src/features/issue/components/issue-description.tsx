import { Box, Text } from '@mantine/core';
import { ItemEditForm } from '#web/components/item-edit-form/index.ts';
import { LivePulse } from '#web/components/live-pulse/live-pulse.tsx';
import { TaskListMarkdown } from '#web/components/task-list/task-list-markdown.tsx';
import type { IssueDetails } from '../hooks/use-issue-cache.ts';
import { useIssueEdit } from '../hooks/use-issue-edit.ts';
import { useTaskConversion } from '../hooks/use-task-conversion.tsx';
import { useTaskListUpdate } from '../hooks/use-task-list-update.ts';
import { issueTypeName } from '../utils/issue-type.ts';
import { IssueEditedFooter } from './issue-edited-footer.tsx';
import { TemplateSelect } from './template-select.tsx';

/** The description, or (while editing) the shared title + description form. */
export function IssueDescription({
  fullPath,
  issue,
  editing,
  onDoneEditing,
}: {
  fullPath: string;
  issue: IssueDetails;
  editing: boolean;
  onDoneEditing: () => void;
}) {
  const { save, fetchLatest } = useIssueEdit(fullPath, issue.iid);
  const typeName = issueTypeName(issue.type).toLowerCase();
  const updateTaskList = useTaskListUpdate(fullPath, issue, typeName);
  const convertTask = useTaskConversion(fullPath, issue);
  if (editing) {
    return (
      <ItemEditForm
        typeName={typeName}
        draftKey={`issue:${fullPath}#${issue.iid}`}
        current={{
          title: issue.title,
          description: issue.description ?? '',
          lockVersion: issue.lockVersion,
        }}
        projectPath={fullPath}
        save={save}
        fetchLatest={fetchLatest}
        onClose={onDoneEditing}
        renderExtras={(description, setDescription) => (
          <TemplateSelect
            fullPath={fullPath}
            description={description}
            onDescription={setDescription}
          />
        )}
      />
    );
  }
  return (
    <Box component="section" aria-label="Description">
      {issue.descriptionHtml ? (
        <LivePulse value={issue.descriptionHtml}>
          <TaskListMarkdown
            html={issue.descriptionHtml}
            source={issue.description ?? ''}
            editable={issue.userPermissions.canUpdateIssue}
            onChange={updateTaskList}
            onConvert={issue.type === 'TASK' ? undefined : convertTask}
          />
        </LivePulse>
      ) : (
        <Text c="dimmed" size="sm" fs="italic">
          No description.
        </Text>
      )}
      <IssueEditedFooter issue={issue} />
    </Box>
  );
}
