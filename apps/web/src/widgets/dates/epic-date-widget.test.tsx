import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { epicTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { SidebarEpicDatesFragment } from './epic-dates.fragment.ts';
import { EpicDateWidget, type EpicDate, type InheritedSource } from './epic-date-widget.tsx';

const TEST_ID = 'start-date-widget';

afterEach(() => {
  cleanup();
  notifications.clean();
});

const date: EpicDate = { isFixed: true, fixed: '2026-03-01', inherited: '2026-02-01' };

/** The epic page hands the widget its fragment's data as the query returned it (both kinds alike). */
const epicWith = ({ isFixed, fixed, inherited, source }: EpicDate) => {
  const from = (kind: InheritedSource['kind']) =>
    source?.kind === kind
      ? { id: `${kind}-1`, title: source.title, webPath: source.webPath }
      : null;
  return maskFragments([SidebarEpicDatesFragment], {
    startDateIsFixed: isFixed,
    startDateFixed: fixed,
    startDateFromInheritedSource: inherited,
    startDateSourcingMilestone: from('milestone'),
    startDateSourcingEpic: from('epic'),
    dueDateIsFixed: isFixed,
    dueDateFixed: fixed,
    dueDateFromInheritedSource: inherited,
    dueDateSourcingMilestone: from('milestone'),
    dueDateSourcingEpic: from('epic'),
  });
};

describe('EpicDateWidget', () => {
  it('removes only the fixed date', async () => {
    const { calls } = renderWidget(
      () => <EpicDateWidget target={epicTarget()} kind="start" epic={epicWith(date)} />,
      { SidebarEpicSetDates: () => ({ updateEpic: { errors: [], epic: { id: 'e' } } }) },
    );
    await screen.findByTestId(TEST_ID);
    expect(screen.queryByRole('button', { name: 'Remove inherited start date' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove fixed start date' }));
    await waitFor(() =>
      expect(calls[0]?.vars).toEqual({
        input: { groupPath: 'acme', iid: '3', startDateFixed: null, startDateIsFixed: true },
      }),
    );
  });

  it('switches to the inherited date and picks a fixed one as yyyy-mm-dd', async () => {
    const { calls } = renderWidget(
      () => <EpicDateWidget target={epicTarget()} kind="due" epic={epicWith(date)} />,
      { SidebarEpicSetDates: () => ({ updateEpic: { errors: [], epic: { id: 'e' } } }) },
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Inherited:' }));
    await waitFor(() => expect(calls[0]?.vars.input).toMatchObject({ dueDateIsFixed: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit due date' }));
    fireEvent.change(screen.getByLabelText('Fixed due date'), { target: { value: '2026-04-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls[1]?.vars.input).toMatchObject({
        dueDateFixed: '2026-04-30',
        dueDateIsFixed: true,
      }),
    );
  });

  it('shows the failure text with the first server error and reverts', async () => {
    renderWidget(
      () => <EpicDateWidget target={epicTarget()} kind="start" epic={epicWith(date)} />,
      {
        SidebarEpicSetDates: () => ({
          updateEpic: { errors: ['Start date is invalid'], epic: null },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove fixed start date' }));
    expect(
      await screen.findByText('Something went wrong while setting epic start date.'),
    ).toBeTruthy();
    expect(screen.getByText('Start date is invalid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove fixed start date' })).toBeTruthy();
  });

  it('is read-only without the right: no edit, no remove, radios disabled', async () => {
    renderWidget(
      () => (
        <EpicDateWidget
          target={epicTarget({ canUpdate: false })}
          kind="start"
          epic={epicWith(date)}
        />
      ),
      {},
    );
    await screen.findByTestId(TEST_ID);
    expect(screen.queryByRole('button', { name: 'Edit start date' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove fixed start date' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Fixed:' }).hasAttribute('disabled')).toBe(true);
  });

  it('names the milestone or child epic the inherited date comes from', async () => {
    const source = { kind: 'milestone' as const, title: 'M1', webPath: '/acme/web/-/milestones/1' };
    renderWidget(
      () => (
        <EpicDateWidget target={epicTarget()} kind="start" epic={epicWith({ ...date, source })} />
      ),
      {},
    );
    expect(await screen.findByRole('link', { name: 'M1' })).toBeTruthy();
    expect(screen.getByText(/From milestone/)).toBeTruthy();
    cleanup();
    const epic = { kind: 'epic' as const, title: 'Charlie', webPath: '/groups/acme/-/epics/3' };
    renderWidget(
      () => (
        <EpicDateWidget
          target={epicTarget()}
          kind="due"
          epic={epicWith({ ...date, source: epic })}
        />
      ),
      {},
    );
    expect(await screen.findByRole('link', { name: 'Charlie' })).toBeTruthy();
    expect(screen.getByText(/From child epic/)).toBeTruthy();
  });

  it('explains date inheritance in the help popover, with a link to the docs', async () => {
    renderWidget(
      () => <EpicDateWidget target={epicTarget()} kind="start" epic={epicWith(date)} />,
      {},
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Help with epic dates' }));
    expect(
      await screen.findByText(
        'These dates affect how your epics appear in the roadmap. Set a fixed date or one inherited from the milestones and child epics assigned to this epic.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('More information').closest('a')?.getAttribute('href')).toBe(
      '/help/user/group/epics/manage_epics#start-and-due-date-inheritance',
    );
  });
});
