import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import type { UnscheduledEpic, UnscheduledEpicsResult } from '../hooks/use-unscheduled-epics.ts';
import { TRAY_DRAG_TYPE } from '../utils/unscheduled.ts';
import { UnscheduledTray } from './unscheduled-tray.tsx';

const graphql: GraphqlClient = { request: vi.fn() as never };

function epic(id: number, title: string, canUpdate: boolean): UnscheduledEpic {
  return {
    id: `gid://gitlab/Epic/${id}`,
    iid: String(id),
    title,
    webPath: `/groups/acme/-/epics/${id}`,
    reference: `&${id}`,
    confidential: false,
    lockVersion: 3,
    startDateFixed: null,
    startDateIsFixed: false,
    dueDateFixed: null,
    dueDateIsFixed: false,
    group: { id: 'gid://gitlab/Group/1', fullPath: 'acme' },
    userPermissions: { canUpdate },
  };
}

const result = (epics: UnscheduledEpic[], more: Partial<UnscheduledEpicsResult> = {}) => ({
  epics,
  count: epics.length,
  isLoading: false,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...more,
});

describe('UnscheduledTray', () => {
  it('shows the count, opens and closes, and offers scheduling only to those who may', async () => {
    const onSchedule = vi.fn();
    const epics = [epic(1, 'Backlog', true), epic(2, 'Read only', false)];
    renderInApp(() => <UnscheduledTray result={result(epics)} onScheduleFromToday={onSchedule} />, {
      graphql,
    });
    const toggle = await screen.findByRole('button', { name: 'Unscheduled 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Unscheduled' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('list', { name: 'Unscheduled' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.getAttribute('draggable'))).toEqual(['true', 'false']);
    expect(within(items[1]!).queryByRole('button')).toBeNull();

    const setData = vi.fn();
    fireEvent.dragStart(items[0]!, { dataTransfer: { setData, effectAllowed: 'all' } });
    expect(setData).toHaveBeenCalledWith(TRAY_DRAG_TYPE, 'gid://gitlab/Epic/1');

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Schedule Backlog' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Schedule from today' }));
    expect(onSchedule).toHaveBeenCalledWith(epics[0]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when every epic has a date, and offers the next page', async () => {
    const fetchNextPage = vi.fn();
    renderInApp(
      () => (
        <UnscheduledTray
          result={result([], { hasNextPage: true, fetchNextPage })}
          onScheduleFromToday={vi.fn()}
        />
      ),
      { graphql },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unscheduled 0' }));
    expect(screen.getByText('Every epic has a start or a due date.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });
});
