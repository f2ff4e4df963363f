// Blocked-by and blocks counts of an epic row, each with a popover of up to 3 open linked items,
// fetched the first time the popover opens.
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { RoadmapEpic } from '../graphql/types.ts';
import { useBlockingItems } from '../hooks/use-blocking-items.ts';
import {
  MAX_LINKED_ITEMS_SHOWN,
  blockingLabel,
  moreItemsHref,
  moreItemsText,
  type BlockingKind,
} from '../utils/blocking.ts';
import { GRID_STOP } from '../hooks/use-treegrid-keyboard.ts';
import { LinkedItem } from './linked-item.tsx';
import { HoverPopover } from '#web/components/hover-popover.tsx';
import { RowIcon } from './row-icon.tsx';
import classes from './roadmap.module.css';

const WORK_ITEM_TYPE = 'Epic';

function BlockingPopoverContent({ epic, kind }: { epic: RoadmapEpic; kind: BlockingKind }) {
  const router = useRouter();
  const { items, isLoading, isError } = useBlockingItems(epic, kind, true);
  if (isLoading) return <Loader size="sm" aria-label="Loading" />;
  if (isError) return <Text size="sm">Something went wrong while fetching linked items.</Text>;
  const more = moreItemsText(items.length);
  return (
    <Stack gap={8}>
      <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.slice(0, MAX_LINKED_ITEMS_SHOWN).map((item) => (
          <LinkedItem
            key={item.id}
            item={item}
            onNavigate={(href) => void router.navigate({ href })}
          />
        ))}
      </Stack>
      {more ? (
        <Anchor
          href={moreItemsHref(epic.webUrl, WORK_ITEM_TYPE)}
          size="sm"
          data-testid="more-items"
        >
          {more}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function BlockingIcon({
  epic,
  kind,
  count,
}: {
  epic: RoadmapEpic;
  kind: BlockingKind;
  count: number;
}) {
  const [requested, setRequested] = useState(false);
  const label = blockingLabel(kind, WORK_ITEM_TYPE, count);
  const target = (
    <button
      type="button"
      className={`${classes.countButton} ${kind === 'BLOCKED_BY' ? classes.blockedBy : classes.blocks}`}
      aria-label={label}
      tabIndex={-1}
      {...{ [GRID_STOP]: '' }}
      data-testid={kind === 'BLOCKED_BY' ? 'blocked-by-icon' : 'blocking-icon'}
    >
      <RowIcon name={kind === 'BLOCKED_BY' ? 'ban' : 'handStop'} />
      {count}
    </button>
  );
  return (
    <HoverPopover target={target} width={320} onFirstOpen={() => setRequested(true)} label={label}>
      <div data-testid="blocking-popover">
        <Text size="sm" fw={600} mb={6}>
          {label}
        </Text>
        {requested ? <BlockingPopoverContent epic={epic} kind={kind} /> : null}
      </div>
    </HoverPopover>
  );
}

export function BlockingIcons({ epic }: { epic: RoadmapEpic }) {
  const blockedBy = epic.blockedByCount ?? 0;
  const blocks = epic.blockingCount ?? 0;
  if (blockedBy === 0 && blocks === 0) return null;
  return (
    <>
      {blockedBy > 0 ? <BlockingIcon epic={epic} kind="BLOCKED_BY" count={blockedBy} /> : null}
      {blocks > 0 ? <BlockingIcon epic={epic} kind="BLOCKS" count={blocks} /> : null}
    </>
  );
}
