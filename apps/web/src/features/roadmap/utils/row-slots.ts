// Slots for the rendered rows of a virtualised list (issue 16): a row keeps its slot while it
// stays rendered, and a row that scrolls in takes the slot of one that scrolled out. Keyed by
// slot, React updates the leaving row's elements with the arriving row's content instead of
// unmounting one row and mounting another: no element creation, no layout-tree teardown.

export type RowSlots = ReadonlyMap<string, number>;

/**
 * The slots of `keys` (the rendered rows, in order), given the previous assignment. The slot of
 * `retired` (the row that holds the focus) is never handed to another row: when that row scrolls
 * out its element unmounts, as it would without slots, so the focus never moves to another epic.
 */
export function assignRowSlots(
  previous: RowSlots,
  keys: readonly string[],
  retired: string | null,
): RowSlots {
  const next = new Map<string, number>();
  const taken = new Set<number>();
  let highest = -1;
  for (const slot of previous.values()) highest = Math.max(highest, slot);
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot === undefined || next.has(key)) continue;
    next.set(key, slot);
    taken.add(slot);
  }
  const free: number[] = [];
  for (const [key, slot] of previous) {
    if (!taken.has(slot) && key !== retired) free.push(slot);
  }
  free.sort((a, b) => a - b);
  let cursor = 0;
  for (const key of keys) {
    if (next.has(key)) continue;
    const slot = free[cursor++] ?? ++highest;
    next.set(key, slot);
  }
  return next;
}
