// Texts and rules of the blocking / blocked-by popover (docs/decisions/0006-roadmap-page.md).
import { formatDisplayDate, isoDateParts, shortMonthName, type IsoDate } from '@cairn/timeline';
import { referenceNamespacePath } from '#web/lib/epic-reference.ts';
import type { LinkedItemNode, LinkedWorkItem } from '../graphql/types.ts';

export const MAX_LINKED_ITEMS_SHOWN = 3;

export type BlockingKind = 'BLOCKED_BY' | 'BLOCKS';

/** '{type} is blocked by 1 item' / 'by {n} items'; '{type} blocks 1 item' / 'blocks {n} items'. */
export function blockingLabel(kind: BlockingKind, workItemType: string, count: number): string {
  const items = count === 1 ? '1 item' : `${count} items`;
  return kind === 'BLOCKED_BY'
    ? `${workItemType} is blocked by ${items}`
    : `${workItemType} blocks ${items}`;
}

/** '+1 more item' / '+N more items'; empty when nothing is hidden. */
export function moreItemsText(total: number): string {
  const hidden = total - MAX_LINKED_ITEMS_SHOWN;
  if (hidden <= 0) return '';
  return hidden === 1 ? '+1 more item' : `+${hidden} more items`;
}

/** Only open linked items count. */
export function openLinkedItems(nodes: readonly (LinkedItemNode | null)[]): LinkedWorkItem[] {
  return nodes.flatMap((node) => {
    if (!node?.workItem) return [];
    const state = String(node.workItemState).toUpperCase();
    return state === 'OPEN' || state === 'OPENED' ? [node.workItem] : [];
  });
}

/** The '+N more items' target: the item's page, anchor 'related-issues' for issues else 'linkeditems'. */
export function moreItemsHref(webUrl: string, workItemType: string): string {
  const anchor = workItemType.toLowerCase() === 'issue' ? 'related-issues' : 'linkeditems';
  return `${webUrl}#${anchor}`;
}

/** Ctrl, shift, alt or meta click is left to the browser. */
export function isModifiedClick(event: {
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): boolean {
  return event.ctrlKey || event.shiftKey || event.altKey || event.metaKey;
}

/** The namespace part of a full reference: 'acme/web#12' -> 'web' (last path segment). */
export function namespaceOfReference(reference: string): string {
  const path = referenceNamespacePath(reference);
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? path;
}

/** '{count} more assignees' for the avatar overflow badge. */
export function moreAssigneesText(count: number): string {
  return `${count} more assignees`;
}

/**
 * An iteration's period: 'Nov 16 – 29, 2026' within one month, 'Nov 30 – Dec 13, 2026' within
 * one year, else 'Dec 28, 2026 – Jan 10, 2027'.
 */
export function iterationPeriodText(start: IsoDate, due: IsoDate): string {
  const a = isoDateParts(start);
  const b = isoDateParts(due);
  const from = `${shortMonthName(a.monthIndex)} ${a.day}`;
  if (a.year !== b.year) return `${from}, ${a.year} – ${formatDisplayDate(due)}`;
  if (a.monthIndex !== b.monthIndex) return `${from} – ${formatDisplayDate(due)}`;
  return `${from} – ${b.day}, ${b.year}`;
}
