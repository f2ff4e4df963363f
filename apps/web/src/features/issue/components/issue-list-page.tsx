import { Badge, Group, Paper, Text } from '@mantine/core';
import { ConfidentialBadge } from '#web/components/confidential-badge.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { HiddenBadge } from '#web/components/hidden-badge.tsx';
import { ItemRow } from '#web/components/item-row.tsx';
import { LabelList } from '#web/components/label-badge.tsx';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { NamespaceList } from '#web/components/namespace-row.tsx';
import { NewIssueButton } from '#web/components/new-issue-button.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { StateTabs, type ListState } from '#web/components/state-tabs.tsx';
import { WorkItemIcon } from '#web/components/work-item-icon.tsx';
import { formatDate, formatTime } from '#web/lib/dates.ts';
import { useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { projectIssuesQuery } from '../graphql/project-issues.query.ts';

const PAGE_SIZE = 100;

type Project = NonNullable<ResultOf<typeof projectIssuesQuery>['project']>;

function IssueRows({ project, state }: { project: Project; state: ListState }) {
  const issues = project.issues?.nodes?.filter((i) => i !== null) ?? [];
  if (issues.length === 0) {
    return (
      <EmptyState
        title={state === 'closed' ? 'No closed issues' : 'No issues to show'}
        description="Issues track work: bugs, features and tasks."
      />
    );
  }
  return (
    <Paper withBorder radius="md">
      <NamespaceList label="Issues">
        {issues.map((issue) => (
          <ItemRow
            key={issue.id}
            testId="issue-row"
            icon={<WorkItemIcon type="issue" state={issue.state} />}
            title={issue.title}
            href={issue.webPath}
            meta={
              <Group gap="xs" wrap="wrap">
                <span>
                  {issue.reference} · created {formatTime(issue.createdAt)} by {issue.author.name}
                </span>
                {issue.milestone ? <span>· {issue.milestone.title}</span> : null}
                {issue.dueDate ? <span>· Due {formatDate(issue.dueDate)}</span> : null}
                {issue.confidential ? <ConfidentialBadge /> : null}
                {issue.hidden ? <HiddenBadge spam={issue.hiddenAsSpam} size="sm" /> : null}
              </Group>
            }
            aside={
              <>
                <LabelList labels={issue.labels?.nodes ?? []} />
                {issue.weight != null ? (
                  <Badge variant="light" color="gray" radius="sm" title="Weight">
                    {issue.weight}
                  </Badge>
                ) : null}
              </>
            }
          />
        ))}
      </NamespaceList>
      {project.issues?.pageInfo.hasNextPage ? (
        <Text size="sm" c="dimmed" p="sm">
          Showing the first {issues.length} issues.
        </Text>
      ) : null}
    </Paper>
  );
}

function Title({ name }: { name: string }) {
  usePageTitle('Issues', name);
  return null;
}

/** /<project>/-/issues: the project's issues with Open / Closed / All tabs (state in the URL). */
export function IssueListPage({
  fullPath,
  state,
  onStateChange,
}: {
  fullPath: string;
  state: ListState;
  onStateChange: (state: ListState) => void;
}) {
  const query = useGraphqlQuery(
    projectIssuesQuery,
    { fullPath, state, first: PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  return (
    <QueryState query={query} select={(data) => data.project}>
      {(project) => (
        <>
          <Title name={project.nameWithNamespace} />
          <PageHeader
            breadcrumbs={
              <NamespaceBreadcrumbs
                fullPath={project.fullPath}
                lastIsProject
                trail={[{ label: 'Issues' }]}
              />
            }
            title="Issues"
            actions={
              project.userPermissions.createIssue ? (
                <NewIssueButton fullPath={project.fullPath} />
              ) : null
            }
          />
          <StateTabs value={state} onChange={onStateChange} label="Issue state" />
          <IssueRows project={project} state={state} />
        </>
      )}
    </QueryState>
  );
}
