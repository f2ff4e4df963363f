// The Unscheduled tray below the roadmap rows: the epics with neither date (in no timeframe),
// under the roadmap's filters, with their count. An epic the viewer may update is dragged onto
// the timeline, or scheduled from today through its 'Schedule' menu (the keyboard way).
import { Badge, Button, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLock } from '@tabler/icons-react';
import { useId, useState, type DragEvent } from 'react';
import { InternalLink } from '#web/components/internal-link.tsx';
import type { UnscheduledEpic, UnscheduledEpicsResult } from '../hooks/use-unscheduled-epics.ts';
import {
  TRAY_DRAG_TYPE,
  UNSCHEDULED_EMPTY,
  UNSCHEDULED_FETCH_ERROR,
  UNSCHEDULED_TITLE,
} from '../utils/unscheduled.ts';
import classes from './unscheduled-tray.module.css';

function startDrag(event: DragEvent<HTMLElement>, epic: UnscheduledEpic) {
  event.dataTransfer.setData(TRAY_DRAG_TYPE, epic.id);
  event.dataTransfer.setData('text/plain', epic.title);
  event.dataTransfer.effectAllowed = 'move';
}

function TrayItem({
  epic,
  onScheduleFromToday,
}: {
  epic: UnscheduledEpic;
  onScheduleFromToday: (epic: UnscheduledEpic) => void;
}) {
  const canUpdate = epic.userPermissions.canUpdate;
  return (
    <li
      className={classes.item}
      draggable={canUpdate}
      onDragStart={canUpdate ? (event) => startDrag(event, epic) : undefined}
      data-testid="unscheduled-epic"
    >
      {epic.confidential ? <IconLock size={14} aria-label="Confidential" role="img" /> : null}
      <InternalLink href={epic.webPath} className={classes.title} title={epic.title} size="sm">
        {epic.title}
      </InternalLink>
      <Text size="xs" c="dimmed">
        {epic.reference}
      </Text>
      {canUpdate ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-xs" variant="default" aria-label={`Schedule ${epic.title}`}>
              Schedule
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onScheduleFromToday(epic)}>Schedule from today</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </li>
  );
}

export function UnscheduledTray({
  result,
  onScheduleFromToday,
}: {
  result: UnscheduledEpicsResult;
  onScheduleFromToday: (epic: UnscheduledEpic) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section
      className={classes.tray}
      aria-labelledby={`${listId}-heading`}
      data-testid="unscheduled-tray"
    >
      <h2 className={classes.heading} id={`${listId}-heading`}>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
          data-testid="unscheduled-toggle"
        >
          {open ? (
            <IconChevronDown size={16} aria-hidden />
          ) : (
            <IconChevronRight size={16} aria-hidden />
          )}
          {UNSCHEDULED_TITLE}
          {result.isLoading ? (
            <Loader size="xs" aria-label="Loading unscheduled epics" />
          ) : (
            <Badge variant="light" color="gray" data-testid="unscheduled-count">
              {result.count}
            </Badge>
          )}
        </UnstyledButton>
      </h2>
      {open ? (
        <div id={listId}>
          {result.isError ? (
            <Text size="sm" c="red.8" px="sm" pb="xs" role="alert">
              {UNSCHEDULED_FETCH_ERROR}
            </Text>
          ) : !result.isLoading && result.epics.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" pb="xs">
              {UNSCHEDULED_EMPTY}
            </Text>
          ) : (
            <ul className={classes.list} aria-label={UNSCHEDULED_TITLE}>
              {result.epics.map((epic) => (
                <TrayItem key={epic.id} epic={epic} onScheduleFromToday={onScheduleFromToday} />
              ))}
            </ul>
          )}
          {result.hasNextPage ? (
            <Button
              variant="subtle"
              size="compact-sm"
              mx="sm"
              mb="xs"
              loading={result.isFetchingNextPage}
              onClick={result.fetchNextPage}
            >
              Show more
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
