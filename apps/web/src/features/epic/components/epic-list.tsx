import { Group, Paper, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { ConfidentialBadge } from '../../../components/confidential-badge.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPage } from '../../../components/error-pages.tsx';
import { ItemRow } from '../../../components/item-row.tsx';
import { LabelList } from '../../../components/label-badge.tsx';
import { NamespaceList } from '../../../components/namespace-row.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import type { ListState } from '../../../components/state-tabs.tsx';
import { WorkItemIcon } from '../../../components/work-item-icon.tsx';
import { formatDateRange } from '../../../lib/dates.ts';
import { useGraphqlQuery } from '../../../lib/graphql/index.ts';
import { groupEpicsQuery } from '../graphql/group-epics.query.ts';
import { epicDisplayReference } from '../utils/epic-reference.ts';

const PAGE_SIZE = 100;

/** A group's epics (with its subgroups'), earliest start first: reference, title, dates, labels. */
export function EpicList({ fullPath, state }: { fullPath: string; state: ListState }) {
  const query = useGraphqlQuery(groupEpicsQuery, { fullPath, state, first: PAGE_SIZE });
  if (query.isPending) return <PageLoader label="Loading epics" />;
  if (query.error) return <ErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  const connection = query.data.group?.epics;
  const epics = connection?.nodes?.filter((e) => e !== null) ?? [];
  if (epics.length === 0) {
    return (
      <EmptyState
        title={state === 'closed' ? 'No closed epics' : 'No epics to show'}
        description="Epics let you group issues that share a theme across projects and milestones."
      />
    );
  }
  return (
    <>
      <Paper withBorder radius="md">
        <NamespaceList label="Epics">
          {epics.map((epic) => (
            <ItemRow
              key={epic.id}
              testId="epic-row"
              icon={<WorkItemIcon type="epic" state={epic.state} />}
              title={epic.title}
              href={epic.webPath}
              meta={
                <Group gap="xs" wrap="wrap">
                  <span>{epicDisplayReference(epic, fullPath)}</span>
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconCalendar size={14} aria-hidden />
                    {formatDateRange(epic.startDate, epic.dueDate)}
                  </Group>
                  <span>by {epic.author.name}</span>
                  {epic.confidential ? <ConfidentialBadge /> : null}
                </Group>
              }
              aside={<LabelList labels={epic.labels?.nodes ?? []} />}
            />
          ))}
        </NamespaceList>
      </Paper>
      {connection?.pageInfo.hasNextPage ? (
        <Text size="sm" c="dimmed" mt="sm">
          Showing the first {epics.length} epics.
        </Text>
      ) : null}
    </>
  );
}
