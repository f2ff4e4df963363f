import { Anchor, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBan, IconHandStop } from '@tabler/icons-react';
import { useState } from 'react';
import { HiddenBadge } from '#web/components/hidden-badge.tsx';
import { HoverPopover } from '#web/components/hover-popover.tsx';
import { InternalLink } from '#web/components/internal-link.tsx';
import { WorkItemIcon } from '#web/components/work-item-icon.tsx';
import { referenceNamespacePath } from '#web/lib/epic-reference.ts';
import { readFragment, useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { treeItemLinksQuery } from './graphql/tree-item-links.query.ts';
import { TreeLinkedItemFragment } from './graphql/tree-linked-item.fragment.ts';
import type { TreeNode } from './tree-model.ts';

/** The popover's texts (GitLab's). */
export const blockedByLabel = (type: string, count: number) =>
  count === 1 ? `${type} is blocked by 1 item` : `${type} is blocked by ${count} items`;
export const blocksLabel = (type: string, count: number) =>
  count === 1 ? `${type} blocks 1 item` : `${type} blocks ${count} items`;
export const moreItemsText = (count: number) =>
  count === 1 ? '+1 more item' : `+${count} more items`;

const SHOWN = 3;

type Direction = 'BLOCKED_BY' | 'BLOCKS';

/** The last path segment of a full reference (`acme/web#3` → `web#3`), as the popover shows it. */
const shortReference = (reference: string) => reference.split('/').at(-1) ?? reference;

function LinkedItems({ node, direction }: { node: TreeNode; direction: Direction }) {
  const isIssue = node.kind === 'issue';
  const query = useGraphqlQuery(treeItemLinksQuery, {
    isIssue,
    issueId: node.item.id,
    fullPath: isIssue ? '' : referenceNamespacePath(node.item.reference),
    iid: node.item.iid,
    filter: direction,
  });
  if (query.isPending) return <Loader size="sm" aria-label="Loading" />;
  const masked = (isIssue ? query.data?.issue : query.data?.group?.epic)?.linkedWorkItems?.nodes;
  const nodes = (masked ?? []).flatMap((n) => (n ? [readFragment(TreeLinkedItemFragment, n)] : []));
  // Only open linked items count.
  const open = nodes.filter((l) => l.workItemState === 'OPEN' && l.workItem);
  if (query.isError || !open.length) {
    return (
      <Text size="sm" c="dimmed">
        No open items.
      </Text>
    );
  }
  const anchor = isIssue ? 'related-issues' : 'linkeditems';
  return (
    <Stack gap={6}>
      {open.slice(0, SHOWN).map(({ linkId, workItem }) => (
        <Group key={linkId} gap={6} wrap="nowrap">
          <WorkItemIcon
            type={workItem!.workItemType.name === 'Epic' ? 'epic' : 'issue'}
            state="opened"
          />
          <InternalLink href={workItem!.webPath ?? '#'} size="sm">
            {workItem!.title}
          </InternalLink>
          <Text span size="xs" c="dimmed" title={workItem!.reference}>
            {shortReference(workItem!.reference)}
          </Text>
          {workItem!.hidden ? (
            <HiddenBadge spam={workItem!.hiddenAsSpam} size="sm" testId="linked-item-hidden" />
          ) : null}
        </Group>
      ))}
      {open.length > SHOWN ? (
        <Anchor href={`${node.item.webPath}#${anchor}`} size="sm">
          {moreItemsText(open.length - SHOWN)}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function BlockingIcon({
  node,
  direction,
  count,
  tabIndex,
}: {
  node: TreeNode;
  direction: Direction;
  count: number;
  tabIndex: number;
}) {
  // The list is read on the first hover or focus only, then kept.
  const [seen, setSeen] = useState(false);
  const type = node.kind === 'epic' ? 'Epic' : 'Issue';
  const label = direction === 'BLOCKED_BY' ? blockedByLabel(type, count) : blocksLabel(type, count);
  const Icon = direction === 'BLOCKED_BY' ? IconBan : IconHandStop;
  const target = (
    <UnstyledButton
      aria-label={label}
      tabIndex={tabIndex}
      data-testid={direction === 'BLOCKED_BY' ? 'blocked-by-count' : 'blocking-count'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 2, fontSize: 12 }}
      c={direction === 'BLOCKED_BY' ? '#a3150a' : 'dimmed'}
    >
      <Icon size={12} aria-hidden />
      {count}
    </UnstyledButton>
  );
  return (
    <HoverPopover
      target={target}
      width={320}
      label={label}
      position="top"
      onFirstOpen={() => setSeen(true)}
    >
      <Text size="sm" fw={600} mb={6}>
        {label}
      </Text>
      {seen ? <LinkedItems node={node} direction={direction} /> : null}
    </HoverPopover>
  );
}

/** The blocked-by and blocks counts of a row, each opening the blocking popover on hover or focus. */
export function BlockingCounts({ node, tabIndex }: { node: TreeNode; tabIndex: number }) {
  const blockedBy = node.item.blockedByCount ?? 0;
  const blocking = node.item.blockingCount ?? 0;
  if (!blockedBy && !blocking) return null;
  return (
    <Group gap={6} component="span" data-testid="blocking-counts">
      {blockedBy ? (
        <BlockingIcon node={node} direction="BLOCKED_BY" count={blockedBy} tabIndex={tabIndex} />
      ) : null}
      {blocking ? (
        <BlockingIcon node={node} direction="BLOCKS" count={blocking} tabIndex={tabIndex} />
      ) : null}
    </Group>
  );
}
