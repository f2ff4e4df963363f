import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { issueTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { SidebarWeightFragment } from './weight.fragment.ts';
import { WeightWidget } from './weight-widget.tsx';

/** The issue page hands the widget its fragment's data as the query returned it. */
const issue = (weight: number | null) => maskFragments([SidebarWeightFragment], { weight });

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('WeightWidget', () => {
  it("shows the issue's weight and clears it with 'Remove weight'", async () => {
    const { calls } = renderWidget(() => <WeightWidget target={issueTarget()} issue={issue(3)} />, {
      SidebarIssueSetWeight: () => ({
        issueSetWeight: { errors: [], issue: { id: 'i', weight: null } },
      }),
    });
    expect((await screen.findByTestId('widget-value')).textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove weight' }));
    await waitFor(() =>
      expect(calls[0]?.vars).toEqual({
        input: { projectPath: 'acme/web', iid: '7', weight: null },
      }),
    );
  });
});
