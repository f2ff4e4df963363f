import { Group, Stack } from '@mantine/core';
import { IconCalendarStats, IconListDetails, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ButtonLink } from '#web/components/internal-link.tsx';
import { NamespaceAvatar } from '#web/components/namespace-avatar.tsx';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { NamespaceList, NamespaceRow } from '#web/components/namespace-row.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { VisibilityIcon } from '#web/components/visibility-icon.tsx';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { groupOverviewQuery } from '../graphql/group-overview.query.ts';
import type { ResultOf } from '#web/lib/graphql/index.ts';

type GroupOverview = NonNullable<ResultOf<typeof groupOverviewQuery>['group']>;

function GroupOverviewView({ group, actions }: { group: GroupOverview; actions?: ReactNode }) {
  usePageTitle(group.fullName);
  const subgroups = group.descendantGroups?.nodes?.filter((g) => g !== null) ?? [];
  const projects = group.projects.nodes?.filter((p) => p !== null) ?? [];
  return (
    <>
      <PageHeader
        breadcrumbs={<NamespaceBreadcrumbs fullPath={group.fullPath} />}
        title={
          <Group gap="sm" wrap="nowrap" component="span">
            <NamespaceAvatar name={group.name} avatarUrl={group.avatarUrl} size={44} />
            <span>{group.name}</span>
            <VisibilityIcon visibility={group.visibility} />
          </Group>
        }
        description={group.description || undefined}
        actions={
          <nav aria-label="Group planning">
            <Group gap="xs">
              <ButtonLink
                href={paths.groupRoadmap(group.fullPath)}
                label="Roadmap"
                icon={<IconCalendarStats size={16} aria-hidden />}
              />
              <ButtonLink
                href={paths.groupEpics(group.fullPath)}
                label="Epics"
                icon={<IconListDetails size={16} aria-hidden />}
              />
              {actions}
              {group.canAdminIssueTemplates ? (
                <ButtonLink
                  href={paths.groupIssueTemplates(group.fullPath)}
                  label="Settings"
                  icon={<IconSettings size={16} aria-hidden />}
                />
              ) : null}
            </Group>
          </nav>
        }
      />
      <Stack gap={0}>
        <SectionCard title="Subgroups" count={subgroups.length} headingId="subgroups">
          {subgroups.length === 0 ? (
            <EmptyState
              title="No subgroups"
              description="This group has no subgroups you can see."
            />
          ) : (
            <NamespaceList label="Subgroups">
              {subgroups.map((g) => (
                <NamespaceRow
                  key={g.id}
                  name={g.name}
                  href={g.webPath}
                  avatarUrl={g.avatarUrl}
                  visibility={g.visibility}
                  description={g.description}
                  subtitle={g.fullPath}
                />
              ))}
            </NamespaceList>
          )}
        </SectionCard>
        <SectionCard title="Projects" count={projects.length} headingId="projects">
          {projects.length === 0 ? (
            <EmptyState title="No projects" description="This group has no projects you can see." />
          ) : (
            <NamespaceList label="Projects">
              {projects.map((p) => (
                <NamespaceRow
                  key={p.id}
                  name={p.name}
                  href={p.webPath}
                  visibility={p.visibility}
                  description={p.description}
                  subtitle={p.fullPath}
                />
              ))}
            </NamespaceList>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}

/**
 * /groups/<full path>: details, subgroups, projects and the planning links; `actions` (composed
 * in app/, such as 'New epic') follow those links.
 */
export function GroupOverviewPage({
  fullPath,
  actions,
}: {
  fullPath: string;
  actions?: ReactNode;
}) {
  const query = useGraphqlQuery(groupOverviewQuery, { fullPath });
  return (
    <QueryState query={query} select={(data) => data.group}>
      {(group) => <GroupOverviewView group={group} actions={actions} />}
    </QueryState>
  );
}
