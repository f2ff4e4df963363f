import { Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DiscussionSection } from '../../../components/discussion/index.ts';
import { InternalLink } from '../../../components/internal-link.tsx';
import { LabelList } from '../../../components/label-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SidebarField } from '../../../components/sidebar-field.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDate, formatDateRange, formatTime } from '../../../lib/dates.ts';
import { useGraphqlQuery, type ResultOf } from '../../../lib/graphql/index.ts';
import { useLiveWorkItem } from '../../../lib/live/use-live-work-item.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { issueDetailsQuery } from '../graphql/issue-details.query.ts';
import { useIssueActions } from '../hooks/use-issue-actions.ts';
import { healthStatusText } from '../utils/health-status.ts';
import { IssueChildItems } from './issue-child-items.tsx';
import { IssueDescription } from './issue-description.tsx';
import { IssueHeader } from './issue-header.tsx';

type IssueProject = NonNullable<ResultOf<typeof issueDetailsQuery>['project']>;
type Issue = NonNullable<IssueProject['issue']>;

function Assignees({ issue }: { issue: Issue }) {
  const assignees = issue.assignees?.nodes?.filter((a) => a !== null) ?? [];
  if (assignees.length === 0) return null;
  return (
    <Stack gap={6}>
      {assignees.map((user) => (
        <Group key={user.id} gap={8} wrap="nowrap">
          <UserAvatar user={user} size={22} decorative />
          <Text span size="sm">
            {user.name}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function IssueView({ project, issue }: { project: IssueProject; issue: Issue }) {
  usePageTitle(`${issue.title} (#${issue.iid})`, 'Issues', project.name);
  useLiveWorkItem(issue.id, {
    pollPath: `${paths.issue(project.fullPath, issue.iid)}/realtime_changes`,
  });
  const [editing, setEditing] = useState(false);
  const actions = useIssueActions(project.fullPath, issue);
  const labels = issue.labels?.nodes ?? [];
  const closing = issue.state !== 'closed';
  const canChangeState = closing
    ? issue.userPermissions.canUpdateIssue
    : issue.userPermissions.canReopenIssue;
  return (
    <>
      <IssueHeader
        project={project}
        issue={issue}
        onEdit={editing ? undefined : () => setEditing(true)}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <IssueDescription
            fullPath={project.fullPath}
            issue={issue}
            editing={editing}
            onDoneEditing={() => setEditing(false)}
          />
          <IssueChildItems fullPath={project.fullPath} iid={issue.iid} />
          <DiscussionSection
            source={{ kind: 'issue', fullPath: project.fullPath, iid: issue.iid }}
            canWriteInternal={issue.userPermissions.canAdminIssue}
            stateAction={
              canChangeState
                ? {
                    event: closing ? 'close' : 'reopen',
                    noun: 'issue',
                    run: () => actions.setState(closing ? 'CLOSE' : 'REOPEN'),
                  }
                : undefined
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper component="aside" aria-label="Issue details" withBorder radius="md" px="md" py={4}>
            <SidebarField label="Assignees">
              <Assignees issue={issue} />
            </SidebarField>
            <SidebarField label="Epic">
              {issue.epic ? (
                <InternalLink href={issue.epic.webPath} size="sm">
                  {issue.epic.title}
                </InternalLink>
              ) : null}
            </SidebarField>
            <SidebarField label="Labels">
              {labels.length ? <LabelList labels={labels} /> : null}
            </SidebarField>
            <SidebarField label="Milestone">
              {issue.milestone ? (
                <Stack gap={2}>
                  <InternalLink href={issue.milestone.webPath} size="sm">
                    {issue.milestone.title}
                  </InternalLink>
                  <Text size="xs" c="dimmed">
                    {formatDateRange(issue.milestone.startDate, issue.milestone.dueDate)}
                  </Text>
                </Stack>
              ) : null}
            </SidebarField>
            <SidebarField label="Weight">{issue.weight ?? null}</SidebarField>
            <SidebarField label="Due date">{formatDate(issue.dueDate)}</SidebarField>
            <SidebarField label="Health status">
              {issue.healthStatus ? healthStatusText(issue.healthStatus) : null}
            </SidebarField>
            {issue.closedAt ? (
              <SidebarField label="Closed">{formatTime(issue.closedAt)}</SidebarField>
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** /<project>/-/issues/<iid>: the issue page (edit in place, header actions, sidebar). */
export function IssuePage({ fullPath, iid }: { fullPath: string; iid: string }) {
  const query = useGraphqlQuery(issueDetailsQuery, { fullPath, iid });
  return (
    <QueryState
      query={query}
      select={(data) =>
        data.project?.issue ? { project: data.project, issue: data.project.issue } : null
      }
    >
      {({ project, issue }) => <IssueView project={project} issue={issue} />}
    </QueryState>
  );
}
