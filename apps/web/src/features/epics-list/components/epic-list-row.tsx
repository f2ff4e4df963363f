import { Group } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { ConfidentialBadge } from '#web/components/confidential-badge.tsx';
import { ItemRow } from '#web/components/item-row.tsx';
import { LabelList } from '#web/components/label-badge.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { WorkItemIcon } from '#web/components/work-item-icon.tsx';
import { formatDateRange, formatTime } from '#web/lib/dates.ts';
import type { ResultOf } from '#web/lib/graphql/index.ts';
import type { epicsListQuery } from '../graphql/epics-list.query.ts';
import { epicDisplayReference } from '#web/lib/epic-reference.ts';
import { paths } from '#web/lib/paths.ts';
import { ChildCounts } from './child-counts.tsx';

type EpicNode = NonNullable<
  NonNullable<
    NonNullable<NonNullable<ResultOf<typeof epicsListQuery>['group']>['epics']>['nodes']
  >[number]
>;

/** One epic: state icon, title link, reference, dates, author, labels, child counts. */
export function EpicListRow({
  epic,
  listedGroupPath,
}: {
  epic: EpicNode;
  listedGroupPath: string;
}) {
  const created = formatTime(epic.createdAt);
  return (
    <ItemRow
      testId="epic-row"
      icon={<WorkItemIcon type="epic" state={epic.state} />}
      title={epic.title}
      href={paths.epic(epic.group.fullPath, epic.iid)}
      meta={
        <Group gap="xs" wrap="wrap">
          <span data-testid="epic-reference">{epicDisplayReference(epic, listedGroupPath)}</span>
          <span aria-hidden>·</span>
          <Group gap={4} component="span" wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <span data-testid="epic-dates">{formatDateRange(epic.startDate, epic.dueDate)}</span>
          </Group>
          <span aria-hidden>·</span>
          <Group gap={4} component="span" wrap="nowrap" data-testid="epic-author">
            {created ? `created ${created} by` : 'by'}
            <UserAvatar user={epic.author} size={16} decorative />
            {epic.author.name}
          </Group>
          {epic.confidential ? <ConfidentialBadge /> : null}
          <LabelList labels={epic.labels?.nodes ?? []} />
        </Group>
      }
      aside={<ChildCounts counts={epic.descendantCounts} />}
    />
  );
}
