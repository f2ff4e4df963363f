import { Alert, Box, Grid, Group, Paper, Text } from '@mantine/core';
import { ConfidentialBadge } from '../../../components/confidential-badge.tsx';
import { InternalLink } from '../../../components/internal-link.tsx';
import { LabelList } from '../../../components/label-badge.tsx';
import { MarkdownHtml } from '../../../components/markdown-html.tsx';
import { NamespaceBreadcrumbs } from '../../../components/namespace-breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SidebarField } from '../../../components/sidebar-field.tsx';
import { StateBadge } from '../../../components/state-badge.tsx';
import { UserChip } from '../../../components/user-avatar.tsx';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { useGraphqlQuery, type ResultOf } from '../../../lib/graphql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { epicDetailsQuery } from '../graphql/epic-details.query.ts';
import { useEpicStateToggle } from '../hooks/use-epic-state-toggle.ts';
import { EpicActionsMenu } from './epic-actions-menu.tsx';
import { EpicChildren } from './epic-children.tsx';
import type { EpicRoadmapSlot } from './epic-roadmap-tab.tsx';

type EpicGroup = NonNullable<ResultOf<typeof epicDetailsQuery>['group']>;
type Epic = NonNullable<EpicGroup['epic']>;

function EpicView({
  group,
  epic,
  roadmap,
}: {
  group: EpicGroup;
  epic: Epic;
  roadmap?: EpicRoadmapSlot;
}) {
  usePageTitle(`${epic.title} (${epic.reference})`, 'Epics', group.name);
  const labels = epic.labels?.nodes ?? [];
  const stateToggle = useEpicStateToggle(group.fullPath, epic.iid);
  return (
    <>
      <PageHeader
        breadcrumbs={
          <NamespaceBreadcrumbs
            fullPath={group.fullPath}
            trail={[
              { label: 'Epics', href: paths.groupEpics(group.fullPath) },
              { label: epic.reference },
            ]}
          />
        }
        badges={
          <>
            <StateBadge state={epic.state} />
            {epic.confidential ? <ConfidentialBadge /> : null}
          </>
        }
        title={epic.title}
        actions={
          <EpicActionsMenu
            groupPath={group.fullPath}
            epicPath={paths.epic(group.fullPath, epic.iid)}
            state={epic.state}
            reference={epic.fullReference}
            permissions={epic.userPermissions}
            onToggleState={() => void stateToggle.toggle(epic.state)}
            toggling={stateToggle.pending}
            epicGid={epic.id}
          />
        }
        meta={
          <Group gap={6} component="span" wrap="wrap">
            <span>Created {formatTime(epic.createdAt)} by</span>
            <UserChip user={epic.author} />
          </Group>
        }
      />
      {stateToggle.error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mb="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={stateToggle.dismiss}
        >
          {stateToggle.error}
        </Alert>
      ) : null}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Box component="section" aria-label="Description" mb="xl">
            {epic.descriptionHtml ? (
              <MarkdownHtml html={epic.descriptionHtml} />
            ) : (
              <Text c="dimmed" size="sm" fs="italic">
                No description.
              </Text>
            )}
          </Box>
          <EpicChildren
            fullPath={group.fullPath}
            iid={epic.iid}
            title={epic.title}
            confidential={Boolean(epic.confidential)}
            permissions={epic.userPermissions}
            allowSubEpics={group.allowSubEpics}
            roadmap={roadmap}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper component="aside" aria-label="Epic details" withBorder radius="md" px="md" py={4}>
            <SidebarField label="Start date" empty="None">
              {formatDate(epic.startDate)}
            </SidebarField>
            <SidebarField label="Due date" empty="None">
              {formatDate(epic.dueDate)}
            </SidebarField>
            <SidebarField label="Labels">
              {labels.length ? <LabelList labels={labels} /> : null}
            </SidebarField>
            <SidebarField label="Parent">
              {epic.parent ? (
                <InternalLink href={epic.parent.webPath} size="sm">
                  {epic.parent.title}{' '}
                  <Text span c="dimmed" size="xs">
                    {epic.parent.reference}
                  </Text>
                </InternalLink>
              ) : null}
            </SidebarField>
            {epic.closedAt ? (
              <SidebarField label="Closed">{formatTime(epic.closedAt)}</SidebarField>
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * /groups/<path>/-/epics/<iid>: the epic page (read-only but for the delete action). `roadmap`
 * renders the child-epics roadmap of its 'Roadmap view' tab (composed in app/).
 */
export function EpicPage({
  fullPath,
  iid,
  roadmap,
}: {
  fullPath: string;
  iid: string;
  roadmap?: EpicRoadmapSlot;
}) {
  const query = useGraphqlQuery(epicDetailsQuery, { fullPath, iid });
  return (
    <QueryState
      query={query}
      select={(data) => (data.group?.epic ? { group: data.group, epic: data.group.epic } : null)}
    >
      {({ group, epic }) => <EpicView group={group} epic={epic} roadmap={roadmap} />}
    </QueryState>
  );
}
