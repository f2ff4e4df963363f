import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { BlockingCounts, blockedByLabel, blocksLabel, moreItemsText } from './blocking-popover.tsx';
import { TreeCountsLine } from './tree-counts.tsx';
import type { TreeNode } from './tree-model.ts';

afterEach(cleanup);

const counts = (health: {
  issuesOnTrack: number;
  issuesNeedingAttention: number;
  issuesAtRisk: number;
}) => ({
  confidential: false,
  descendantCounts: { openedEpics: 1, closedEpics: 0, openedIssues: 2, closedIssues: 0 },
  descendantWeightSum: { openedIssues: 3, closedIssues: 0 },
  healthStatus: health,
});

describe('TreeCountsLine health counts', () => {
  it('shows the three counts when their sum is above 0', () => {
    renderWithTheme(
      <TreeCountsLine
        counts={counts({ issuesOnTrack: 2, issuesNeedingAttention: 0, issuesAtRisk: 1 })}
      />,
    );
    expect(screen.getByTestId('tree-health').textContent).toBe(
      ' 2 on track, 0 needs attention, 1 at risk',
    );
  });

  it('hides them when all three are 0', () => {
    renderWithTheme(
      <TreeCountsLine
        counts={counts({ issuesOnTrack: 0, issuesNeedingAttention: 0, issuesAtRisk: 0 })}
      />,
    );
    expect(screen.queryByTestId('tree-health')).toBeNull();
    expect(screen.getByTestId('tree-counts').textContent).toContain('Issues 2 open, 0 closed');
  });
});

const issueNode = (blockedByCount: number, blockingCount: number) =>
  ({
    kind: 'issue',
    key: 'gid://gitlab/EpicIssue/4',
    item: {
      id: 'gid://gitlab/Issue/9',
      iid: '3',
      title: 'Login',
      webPath: '/acme/web/-/issues/3',
      reference: 'acme/web#3',
      blockedByCount,
      blockingCount,
    },
  }) as unknown as TreeNode;

const linked = (n: number, state = 'OPEN', hidden?: 'banned' | 'spam') => ({
  linkId: `l${n}`,
  workItemState: state,
  workItem: {
    id: `w${n}`,
    title: `Blocker ${n}`,
    webPath: `/acme/web/-/issues/${n}`,
    reference: `acme/web#${n}`,
    hidden: hidden !== undefined,
    hiddenAsSpam: hidden === 'spam',
    workItemType: { name: 'Issue' },
  },
});

describe('BlockingCounts', () => {
  it('texts', () => {
    expect(blockedByLabel('Issue', 1)).toBe('Issue is blocked by 1 item');
    expect(blockedByLabel('Epic', 4)).toBe('Epic is blocked by 4 items');
    expect(blocksLabel('Issue', 1)).toBe('Issue blocks 1 item');
    expect(blocksLabel('Epic', 2)).toBe('Epic blocks 2 items');
    expect(moreItemsText(1)).toBe('+1 more item');
    expect(moreItemsText(3)).toBe('+3 more items');
  });

  it('reads the linked items on first focus and lists up to 3 open ones with a more link', async () => {
    const seen: unknown[] = [];
    const client: GraphqlClient = {
      async request(document, variables) {
        seen.push([operationName(document), variables]);
        const nodes = [linked(1), linked(2), linked(3, 'CLOSED'), linked(4), linked(5)];
        return { issue: { id: 'gid://gitlab/Issue/9', linkedWorkItems: { nodes } } } as never;
      },
    };
    renderInApp(() => <BlockingCounts node={issueNode(4, 0)} tabIndex={0} />, { graphql: client });
    const trigger = await screen.findByRole('button', { name: 'Issue is blocked by 4 items' });
    expect(screen.queryByRole('button', { name: /blocks/ })).toBeNull();
    expect(seen).toEqual([]);
    act(() => trigger.focus());
    // jsdom runs no CSS transitions: the dropdown stays display:none, so roles are read hidden.
    const dialog = await screen.findByRole('dialog', {
      name: 'Issue is blocked by 4 items',
      hidden: true,
    });
    expect(
      await within(dialog).findByRole('link', { name: 'Blocker 1', hidden: true }),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Blocker 3')).toBeNull();
    expect(within(dialog).getByText('web#2').getAttribute('title')).toBe('acme/web#2');
    const more = within(dialog).getByRole('link', { name: '+1 more item', hidden: true });
    expect(more.getAttribute('href')).toBe('/acme/web/-/issues/3#related-issues');
    expect(seen).toEqual([
      [
        'TreeItemLinks',
        {
          isIssue: true,
          issueId: 'gid://gitlab/Issue/9',
          fullPath: '',
          iid: '3',
          filter: 'BLOCKED_BY',
        },
      ],
    ]);
  });

  it("marks a hidden linked item (seen by admins only) with the 'Hidden' badge", async () => {
    const client: GraphqlClient = {
      async request() {
        const nodes = [linked(1, 'OPEN', 'spam'), linked(2), linked(3, 'OPEN', 'banned')];
        return { issue: { id: 'gid://gitlab/Issue/9', linkedWorkItems: { nodes } } } as never;
      },
    };
    renderInApp(() => <BlockingCounts node={issueNode(3, 0)} tabIndex={0} />, { graphql: client });
    const trigger = await screen.findByRole('button', { name: 'Issue is blocked by 3 items' });
    act(() => trigger.focus());
    const dialog = await screen.findByRole('dialog', {
      name: 'Issue is blocked by 3 items',
      hidden: true,
    });
    await within(dialog).findByRole('link', { name: 'Blocker 1', hidden: true });
    const badges = within(dialog).getAllByTestId('linked-item-hidden');
    expect(badges.map((b) => b.textContent)).toEqual(['Hidden', 'Hidden']);
  });

  it('shows nothing when the item neither blocks nor is blocked', () => {
    const client: GraphqlClient = { request: () => Promise.reject(new Error('no call')) };
    renderInApp(() => <BlockingCounts node={issueNode(0, 0)} tabIndex={0} />, { graphql: client });
    expect(screen.queryByTestId('blocking-counts')).toBeNull();
  });
});
