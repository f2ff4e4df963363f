import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconListCheck, IconSettings } from '@tabler/icons-react';
import { ButtonLink } from '#web/components/internal-link.tsx';
import { NamespaceAvatar } from '#web/components/namespace-avatar.tsx';
import { NewIssueButton } from '#web/components/new-issue-button.tsx';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { VisibilityIcon } from '#web/components/visibility-icon.tsx';
import { useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { projectOverviewQuery } from '../graphql/project-overview.query.ts';

type Project = NonNullable<ResultOf<typeof projectOverviewQuery>['project']>;

function ProjectView({ project }: { project: Project }) {
  usePageTitle(project.nameWithNamespace);
  const issuesEnabled = project.issuesEnabled !== false;
  return (
    <>
      <PageHeader
        breadcrumbs={<NamespaceBreadcrumbs fullPath={project.fullPath} lastIsProject />}
        title={
          <Group gap="sm" wrap="nowrap" component="span">
            <NamespaceAvatar name={project.name} size={44} />
            <span>{project.name}</span>
            <VisibilityIcon visibility={project.visibility} />
          </Group>
        }
        meta={`Project in ${project.group?.name ?? project.fullPath.split('/')[0]}`}
        actions={
          <>
            {issuesEnabled ? (
              <>
                <ButtonLink
                  href={paths.projectIssues(project.fullPath)}
                  label="Issues"
                  icon={<IconListCheck size={16} aria-hidden />}
                />
                {project.userPermissions.createIssue ? (
                  <NewIssueButton fullPath={project.fullPath} />
                ) : null}
              </>
            ) : null}
            {project.canAdminIssueTemplates ? (
              <ButtonLink
                href={paths.projectIssueTemplates(project.fullPath)}
                label="Settings"
                icon={<IconSettings size={16} aria-hidden />}
              />
            ) : null}
          </>
        }
      />
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="about">
        <Stack gap="xs">
          <Text id="about" fw={600}>
            About
          </Text>
          <Text size="sm" c={project.description ? 'gray.8' : 'dimmed'}>
            {project.description || 'No description.'}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}

/** /<project full path>: the project's name, description and a link to its issues. */
export function ProjectPage({ fullPath }: { fullPath: string }) {
  const query = useGraphqlQuery(projectOverviewQuery, { fullPath });
  return (
    <QueryState query={query} select={(data) => data.project}>
      {(project) => <ProjectView project={project} />}
    </QueryState>
  );
}
