import { formatTime } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session/index.ts';
import {
  AssigneesWidget,
  ConfidentialityWidget,
  DueDateWidget,
  HealthWidget,
  IssueEpicWidget,
  IterationWidget,
  LabelsWidget,
  LockWidget,
  MilestoneWidget,
  NotificationsWidget,
  ParticipantsWidget,
  SidebarWidget,
  TodoWidget,
  WeightWidget,
  type WidgetTarget,
} from '../../../widgets/index.ts';
import type { IssueDetails, IssueDetailsProject } from '../hooks/use-issue-cache.ts';
import { IconCircleCheck } from '@tabler/icons-react';

const present = <T,>(list: readonly (T | null)[] | null | undefined) =>
  (list ?? []).filter((x): x is T => x !== null);

/** The issue page's sidebar: one widget per field, editable with canUpdateIssue. */
export function IssueSidebar({
  project,
  issue,
}: {
  project: IssueDetailsProject;
  issue: IssueDetails;
}) {
  const { signedIn } = useSession();
  const target: WidgetTarget = {
    type: 'issue',
    id: issue.id,
    iid: issue.iid,
    fullPath: project.fullPath,
    canUpdate: issue.userPermissions.canUpdateIssue,
    signedIn,
  };
  return (
    <>
      <TodoWidget target={target} pendingTodoId={issue.currentUserTodos.nodes?.[0]?.id ?? null} />
      <AssigneesWidget target={target} assignees={present(issue.assignees?.nodes)} />
      <IssueEpicWidget
        target={target}
        groupPath={project.group?.fullPath ?? null}
        epic={issue.epic ?? null}
      />
      <LabelsWidget target={target} labels={present(issue.labels?.nodes)} />
      <MilestoneWidget
        target={target}
        milestone={issue.milestone ?? null}
        hidden={issue.milestoneHidden}
      />
      <IterationWidget
        target={target}
        iteration={issue.iteration ?? null}
        hidden={issue.iterationHidden}
      />
      <WeightWidget target={target} weight={issue.weight ?? null} />
      <DueDateWidget target={target} dueDate={issue.dueDate ?? null} />
      <HealthWidget
        target={target}
        healthStatus={issue.healthStatus ?? null}
        open={issue.state !== 'closed'}
      />
      <ConfidentialityWidget target={target} confidential={issue.confidential} />
      <LockWidget target={target} locked={issue.discussionLocked} />
      <NotificationsWidget
        target={target}
        subscribed={issue.subscribed}
        emailsDisabled={Boolean(project.group?.emailsDisabled)}
      />
      <ParticipantsWidget target={target} />
      {issue.closedAt ? (
        <SidebarWidget
          title="Closed"
          icon={<IconCircleCheck size={18} />}
          summary={formatTime(issue.closedAt) ?? ''}
          editable={false}
          editing={false}
          onEditingChange={() => {}}
        >
          {formatTime(issue.closedAt)}
        </SidebarWidget>
      ) : null}
    </>
  );
}
