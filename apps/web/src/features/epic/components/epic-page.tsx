import { Alert, Box, Group, Text } from '@mantine/core';
import { ConfidentialBadge } from '../../../components/confidential-badge.tsx';
import { MarkdownHtml } from '../../../components/markdown-html.tsx';
import { NamespaceBreadcrumbs } from '../../../components/namespace-breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateBadge } from '../../../components/state-badge.tsx';
import { UserChip } from '../../../components/user-avatar.tsx';
import { formatTime } from '../../../lib/dates.ts';
import { useLiveWorkItem } from '../../../lib/live/use-live-work-item.ts';
import { useGraphqlQuery, type ResultOf } from '../../../lib/graphql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SidebarLayout } from '../../../widgets/index.ts';
import { epicDetailsQuery } from '../graphql/epic-details.query.ts';
import { useEpicStateToggle } from '../hooks/use-epic-state-toggle.ts';
import { EpicActionsMenu } from './epic-actions-menu.tsx';
import { EpicChildren } from './epic-children.tsx';
import { EpicSidebar } from './epic-sidebar.tsx';
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
  const stateToggle = useEpicStateToggle(group.fullPath, epic.iid);
  useLiveWorkItem(epic.id);
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
      <SidebarLayout
        label="Epic details"
        main={
          <>
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
          </>
        }
      >
        <EpicSidebar group={group} epic={epic} />
      </SidebarLayout>
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
