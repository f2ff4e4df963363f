import { Alert, Badge, Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfidentialBadge } from '#web/components/confidential-badge.tsx';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { StateBadge } from '#web/components/state-badge.tsx';
import { UserChip } from '#web/components/user-avatar.tsx';
import { formatTime } from '#web/lib/dates.ts';
import { useLiveWorkItem } from '#web/lib/live/use-live-work-item.ts';
import { useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useSession } from '#web/lib/session/index.ts';
import { useRecordVisit } from '#web/lib/frequent-items.ts';
import { SidebarLayout } from '#web/widgets/index.ts';
import { epicDetailsQuery } from '../graphql/epic-details.query.ts';
import { DiscussionSection } from '#web/components/discussion/index.ts';
import { useEpicStateToggle } from '../hooks/use-epic-state-toggle.ts';
import { EpicActionsMenu } from './epic-actions-menu.tsx';
import { EpicChildren } from './epic-children.tsx';
import { EpicDescription } from './epic-description.tsx';
import { EPIC_FIELDS_THAT_MAY_FAIL, EpicSidebar } from './epic-sidebar.tsx';
import type { EpicRoadmapSlot } from './epic-roadmap-tab.tsx';

/** The imported flag (GitLab's wording). */
function ImportedBadge() {
  return (
    <Badge size="lg" radius="sm" tt="none" fw={600} variant="outline" color="gray.8">
      Imported
    </Badge>
  );
}

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
  useLiveWorkItem(epic.id, {
    pollPath: `${paths.epic(group.fullPath, epic.iid)}/realtime_changes`,
  });
  const [editing, setEditing] = useState(false);
  const { signedIn, user } = useSession();
  // Like the issue page: the dashboard's recently viewed items count epic visits too.
  useRecordVisit(user?.username, {
    id: epic.id,
    title: epic.title,
    reference: epic.fullReference,
    webPath: epic.webPath,
  });
  const canEdit = signedIn && epic.userPermissions.canUpdate;
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
            {epic.imported ? <ImportedBadge /> : null}
          </>
        }
        title={epic.title}
        actions={
          <Group gap="xs" wrap="nowrap">
            {canEdit && !editing ? (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
                data-shortcut="edit"
              >
                Edit
              </Button>
            ) : null}
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
          </Group>
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
            <EpicDescription
              fullPath={group.fullPath}
              epic={epic}
              editing={editing}
              onDoneEditing={() => setEditing(false)}
              canUpdate={canEdit}
            />
            <EpicChildren
              fullPath={group.fullPath}
              iid={epic.iid}
              title={epic.title}
              confidential={Boolean(epic.confidential)}
              permissions={epic.userPermissions}
              allowSubEpics={group.allowSubEpics}
              roadmap={roadmap}
            />
            <DiscussionSection
              source={{ kind: 'epic', fullPath: group.fullPath, iid: epic.iid }}
              canWriteInternal={epic.userPermissions.canAdmin}
              stateAction={
                epic.userPermissions.canUpdate
                  ? {
                      event: epic.state === 'closed' ? 'reopen' : 'close',
                      run: () => stateToggle.toggle(epic.state),
                    }
                  : undefined
              }
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
 * /groups/<path>/-/epics/<iid>: the epic page (header, title and description edit, tree). `roadmap`
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
  // A failed field of the epic fails its widget, not the page (lib/graphql/field-errors.ts).
  const query = useGraphqlQuery(
    epicDetailsQuery,
    { fullPath, iid },
    { fieldsThatMayFail: EPIC_FIELDS_THAT_MAY_FAIL },
  );
  return (
    <QueryState
      query={query}
      select={(data) => (data.group?.epic ? { group: data.group, epic: data.group.epic } : null)}
    >
      {({ group, epic }) => <EpicView group={group} epic={epic} roadmap={roadmap} />}
    </QueryState>
  );
}
