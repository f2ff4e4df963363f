/** Where a drop lands on a row: before it, after it, or (epics only) inside it. */
export type DropZone = 'before' | 'after' | 'inside';

/**
 * The zone under the pointer: an epic row's middle half means inside, its outer quarters before
 * and after; an issue row splits in two.
 */
export function dropZone(clientY: number, top: number, height: number, isEpic: boolean): DropZone {
  const offset = (clientY - top) / Math.max(height, 1);
  if (!isEpic) return offset < 0.5 ? 'before' : 'after';
  if (offset < 0.25) return 'before';
  if (offset > 0.75) return 'after';
  return 'inside';
}

/**
 * The index among the destination's children, for move(), which first takes the moved node out
 * of its own list: a later sibling of the same parent sits one place earlier by then.
 */
export function dropIndex(
  zone: 'before' | 'after',
  targetIndex: number,
  sameParent: boolean,
  sourceIndex: number,
): number {
  const index = zone === 'before' ? targetIndex : targetIndex + 1;
  return sameParent && sourceIndex < targetIndex ? index - 1 : index;
}
