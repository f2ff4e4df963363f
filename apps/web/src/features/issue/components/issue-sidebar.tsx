import { formatTime } from '#web/lib/dates.ts';
import { failedFields, type FieldsThatMayFail } from '#web/lib/graphql/index.ts';
import { useSession } from '#web/lib/session/index.ts';
import {
  AssigneesWidget,
  attributeReadFailure,
  ConfidentialityWidget,
  DueDateWidget,
  HEALTH_READ_ERROR,
  HealthWidget,
  IssueEpicWidget,
  IterationWidget,
  LabelsWidget,
  LockWidget,
  MilestoneWidget,
  NotificationsWidget,
  ParticipantsWidget,
  ReadFailure,
  readFailureOf,
  SidebarWidget,
  TimeTrackingWidget,
  TodoWidget,
  WeightWidget,
  type ReadFailureTexts,
  type WidgetTarget,
} from '#web/widgets/index.ts';
import type { IssueDetails, IssueDetailsProject } from '../hooks/use-issue-cache.ts';
import { IconCircleCheck } from '@tabler/icons-react';

/** The read-failure texts of the widgets whose field may fail alone in the page's query. */
const READ_FAILURES: Record<string, ReadFailureTexts> = {
  epic: attributeReadFailure('epic', 'issue'),
  milestone: attributeReadFailure('milestone', 'issue'),
  iteration: attributeReadFailure('iteration', 'issue'),
  healthStatus: { message: HEALTH_READ_ERROR },
};

/** The issue page's query may answer with these fields failed (lib/graphql/field-errors.ts). */
export const ISSUE_FIELDS_THAT_MAY_FAIL: FieldsThatMayFail = {
  item: ['project', 'issue'],
  fields: Object.keys(READ_FAILURES),
};

const present = <T,>(list: readonly (T | null)[] | null | undefined) =>
  (list ?? []).filter((x): x is T => x !== null);

/**
 * The issue page's sidebar: one widget per field, editable with canUpdateIssue. A widget whose
 * field failed in the page's query shows its read-failure text (`failedFields`).
 */
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
  const failed = failedFields(issue);
  const ifFailed = (field: string) => readFailureOf(failed, READ_FAILURES, field);
  return (
    <>
      <TodoWidget target={target} issue={issue} />
      <AssigneesWidget target={target} assignees={present(issue.assignees?.nodes)} />
      <ReadFailure texts={ifFailed('epic')}>
        <IssueEpicWidget
          target={target}
          groupPath={project.group?.fullPath ?? null}
          epic={issue.epic ?? null}
        />
      </ReadFailure>
      <LabelsWidget target={target} labels={present(issue.labels?.nodes)} />
      <ReadFailure texts={ifFailed('milestone')}>
        <MilestoneWidget
          target={target}
          milestone={issue.milestone ?? null}
          hidden={issue.milestoneHidden}
        />
      </ReadFailure>
      <ReadFailure texts={ifFailed('iteration')}>
        <IterationWidget
          target={target}
          iteration={issue.iteration ?? null}
          hidden={issue.iterationHidden}
        />
      </ReadFailure>
      <TimeTrackingWidget target={target} />
      <WeightWidget target={target} issue={issue} />
      <DueDateWidget target={target} issue={issue} />
      <ReadFailure texts={ifFailed('healthStatus')}>
        <HealthWidget target={target} issue={issue} open={issue.state !== 'closed'} />
      </ReadFailure>
      <ConfidentialityWidget target={target} issue={issue} />
      <LockWidget target={target} issue={issue} />
      <NotificationsWidget
        target={target}
        item={issue}
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
