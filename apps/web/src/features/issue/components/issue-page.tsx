import { Box, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { ConfidentialBadge } from '../../../components/confidential-badge.tsx';
import { InternalLink } from '../../../components/internal-link.tsx';
import { LabelList } from '../../../components/label-badge.tsx';
import { MarkdownHtml } from '../../../components/markdown-html.tsx';
import { NamespaceBreadcrumbs } from '../../../components/namespace-breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SidebarField } from '../../../components/sidebar-field.tsx';
import { StateBadge } from '../../../components/state-badge.tsx';
import { UserAvatar, UserChip } from '../../../components/user-avatar.tsx';
import { ItemActionsMenu } from '../../../lib/delete-confirmation/index.ts';
import { formatDate, formatDateRange, formatTime } from '../../../lib/dates.ts';
import { useGraphqlQuery, type ResultOf } from '../../../lib/graphql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { issueDetailsQuery } from '../graphql/issue-details.query.ts';
import { useLiveWeight } from '../hooks/use-live-weight.ts';
import { healthStatusText } from '../utils/health-status.ts';
import { issueTypeName } from '../utils/issue-type.ts';

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
  useLiveWeight(issue.id);
  const labels = issue.labels?.nodes ?? [];
  return (
    <>
      <PageHeader
        breadcrumbs={
          <NamespaceBreadcrumbs
            fullPath={project.fullPath}
            lastIsProject
            trail={[
              { label: 'Issues', href: paths.projectIssues(project.fullPath) },
              { label: `#${issue.iid}` },
            ]}
          />
        }
        badges={
          <>
            <StateBadge state={issue.state} />
            {issue.confidential ? <ConfidentialBadge /> : null}
          </>
        }
        title={issue.title}
        actions={
          <ItemActionsMenu
            path={paths.issue(project.fullPath, issue.iid)}
            typeName={issueTypeName(issue.type)}
            canDestroy={issue.userPermissions.canDestroyIssue}
          />
        }
        meta={
          <Group gap={6} component="span" wrap="wrap">
            <span>Created {formatTime(issue.createdAt)} by</span>
            <UserChip user={issue.author} />
          </Group>
        }
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Box component="section" aria-label="Description">
            {issue.descriptionHtml ? (
              <MarkdownHtml html={issue.descriptionHtml} />
            ) : (
              <Text c="dimmed" size="sm" fs="italic">
                No description.
              </Text>
            )}
          </Box>
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

/** /<project>/-/issues/<iid>: the issue page (read-only but for the delete action). */
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
