import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { epicTarget, issueTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { SidebarNotificationsFragment } from './notifications.fragment.ts';
import { NotificationsWidget } from './notifications-widget.tsx';

/** The page hands the widget its fragment's data as the query returned it. */
const item = (subscribed: boolean) => maskFragments([SidebarNotificationsFragment], { subscribed });

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('NotificationsWidget', () => {
  it('subscribes to an epic', async () => {
    const { calls } = renderWidget(
      () => <NotificationsWidget target={epicTarget()} item={item(false)} emailsDisabled={false} />,
      {
        SidebarEpicSetSubscription: () => ({
          epicSetSubscription: { errors: [], epic: { id: 'e', subscribed: true } },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Notifications off' }));
    await waitFor(() =>
      expect(calls[0]?.vars).toEqual({
        input: { groupPath: 'acme', iid: '3', subscribedState: true },
      }),
    );
  });

  it('shows the failure text with the first server error and reverts', async () => {
    renderWidget(
      () => <NotificationsWidget target={issueTarget()} item={item(true)} emailsDisabled={false} />,
      {
        SidebarIssueSetSubscription: () => ({
          issueSetSubscription: { errors: ['Not allowed'], issue: null },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Notifications on' }));
    expect(
      await screen.findByText('Something went wrong while setting issue notifications.'),
    ).toBeTruthy();
    expect(screen.getByText('Not allowed')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Notifications on' })).toBeTruthy();
  });

  it('is disabled when signed out or when the group disabled emails', async () => {
    renderWidget(
      () => (
        <>
          <NotificationsWidget
            target={issueTarget({ signedIn: false })}
            item={item(false)}
            emailsDisabled={false}
          />
          <NotificationsWidget target={issueTarget()} item={item(true)} emailsDisabled />
        </>
      ),
      {},
    );
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((s) => s.hasAttribute('disabled'))).toEqual([true, true]);
    expect(
      screen.getByText('Notifications have been disabled by the project or group owner'),
    ).toBeTruthy();
  });
});
