// One item of the blocking popover: type icon, title link and the metadata row.
import { Group, Text, Tooltip } from '@mantine/core';
import {
  IconCalendar,
  IconCircleDot,
  IconClock,
  IconStack2,
  IconSubtask,
  IconWeight,
  IconCheckbox,
  IconFlag,
  IconRepeat,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { HiddenBadge } from '#web/components/hidden-badge.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { dateRangeText } from '@cairn/timeline';
import type { LinkedWorkItem } from '../graphql/types.ts';
import {
  isModifiedClick,
  iterationPeriodText,
  moreAssigneesText,
  namespaceOfReference,
} from '../utils/blocking.ts';

const MAX_AVATARS = 3;

function TypeIcon({ name }: { name: string }) {
  const type = name.toLowerCase();
  const Icon =
    type === 'epic'
      ? IconStack2
      : type === 'task'
        ? IconCheckbox
        : type === 'objective'
          ? IconFlag
          : type === 'key result'
            ? IconSubtask
            : IconCircleDot;
  return <Icon size={16} aria-label={name} color="var(--mantine-color-gray-7)" />;
}

function metadataOf(item: LinkedWorkItem) {
  const dates =
    item.startDate || item.dueDate ? dateRangeText(item.startDate, item.dueDate) : undefined;
  return {
    weight: item.weight ?? undefined,
    milestone: item.milestone?.title,
    iteration: item.iteration
      ? {
          cadence: item.iteration.iterationCadence.title,
          title: item.iteration.title,
          period: iterationPeriodText(item.iteration.startDate, item.iteration.dueDate),
        }
      : undefined,
    dates,
    assignees: (item.assignees?.nodes ?? []).flatMap((user) => (user ? [user] : [])),
  };
}

export function LinkedItem({
  item,
  onNavigate,
}: {
  item: LinkedWorkItem;
  onNavigate: (href: string) => void;
}) {
  const meta = metadataOf(item);
  const href = item.webPath ?? item.webUrl ?? '#';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event) || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  const extraAssignees = meta.assignees.length - MAX_AVATARS;
  return (
    <li data-testid="linked-item">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TypeIcon name={item.workItemType.name} />
        <Text
          component="a"
          href={href}
          onClick={onClick}
          size="sm"
          fw={500}
          c="dark.6"
          lineClamp={2}
          style={{ textDecoration: 'none' }}
          data-testid="linked-item-title"
        >
          {item.title}
        </Text>
      </Group>
      <Group gap={10} mt={2} ml={22} wrap="wrap" c="dimmed" fz={12} data-testid="linked-item-meta">
        <Tooltip label={item.reference} withinPortal>
          <span data-testid="linked-item-reference">{namespaceOfReference(item.reference)}</span>
        </Tooltip>
        {meta.weight !== undefined ? (
          <Tooltip label="Weight" withinPortal>
            <Group gap={2} component="span" data-testid="linked-item-weight">
              <IconWeight size={12} aria-hidden />
              {meta.weight}
            </Group>
          </Tooltip>
        ) : null}
        {meta.milestone ? (
          <Group gap={2} component="span" data-testid="linked-item-milestone">
            <IconClock size={12} aria-hidden />
            {meta.milestone}
          </Group>
        ) : null}
        {meta.iteration ? (
          <Tooltip
            label={
              <div data-testid="linked-item-iteration-tooltip">
                <Text fz={12} fw={600}>
                  Iteration
                </Text>
                <div>{meta.iteration.cadence}</div>
                {meta.iteration.title ? <div>{meta.iteration.title}</div> : null}
                <div>{meta.iteration.period}</div>
              </div>
            }
            withinPortal
          >
            <Group gap={2} component="span" data-testid="linked-item-iteration">
              <IconRepeat size={12} aria-hidden />
              {meta.iteration.period}
            </Group>
          </Tooltip>
        ) : null}
        {meta.dates ? (
          <Tooltip label="Dates" withinPortal>
            <Group gap={2} component="span" data-testid="linked-item-dates">
              <IconCalendar size={12} aria-hidden />
              {meta.dates}
            </Group>
          </Tooltip>
        ) : null}
        {meta.assignees.length > 0 ? (
          <Group gap={2} component="span" data-testid="linked-item-assignees">
            {meta.assignees.slice(0, MAX_AVATARS).map((user) => (
              <UserAvatar key={user.id} user={user} size={16} />
            ))}
            {extraAssignees > 0 ? (
              <Tooltip label={moreAssigneesText(extraAssignees)} withinPortal>
                <span data-testid="linked-item-more-assignees">+{extraAssignees}</span>
              </Tooltip>
            ) : null}
          </Group>
        ) : null}
        {item.hidden ? (
          <HiddenBadge spam={item.hiddenAsSpam} size="sm" testId="linked-item-hidden" />
        ) : null}
      </Group>
    </li>
  );
}
