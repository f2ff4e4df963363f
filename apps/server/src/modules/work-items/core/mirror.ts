import type { ActivityChange } from '../activity/changes.ts';

const INVERSE = {
  relates_to: 'relates_to',
  blocks: 'is_blocked_by',
  is_blocked_by: 'blocks',
} as const;

/**
 * The changes a write makes on other items than its own: a child's new parent records `child
 * added` on the new parent and `child removed` on the old one; a link records the inverse link
 * on the other item; a promotion records `promoted from` on the new epic. Keyed by item id, in first-seen order.
 */
export function mirroredChanges(
  itemId: number,
  changes: readonly ActivityChange[],
): Map<number, ActivityChange[]> {
  const out = new Map<number, ActivityChange[]>();
  const add = (id: number, change: ActivityChange) => out.set(id, [...(out.get(id) ?? []), change]);
  for (const c of changes) {
    if (c.kind === 'parent') {
      if (c.from !== null) add(c.from, { kind: 'child', action: 'removed', childId: itemId });
      if (c.to !== null) add(c.to, { kind: 'child', action: 'added', childId: itemId });
    } else if (c.kind === 'link') {
      add(c.otherId, { ...c, linkType: INVERSE[c.linkType], otherId: itemId });
    } else if (c.kind === 'promoted' && c.direction === 'to') {
      add(c.otherId, { kind: 'promoted', direction: 'from', otherId: itemId });
    }
  }
  return out;
}
