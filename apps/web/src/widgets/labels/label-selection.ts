import { splitLabelTitle } from '#web/lib/labels.ts';

export type PickerLabel = { id: string; title: string };
export type LabelState = 'on' | 'off' | 'mixed';

/**
 * The label picker's toggle: an unset label is set, a set or indeterminate one is cleared.
 * Setting a scoped label (`key::value`) unsets the other set labels of the same scope unless the
 * scope allows several.
 */
export function toggleLabel(
  states: ReadonlyMap<string, LabelState>,
  label: PickerLabel,
  all: readonly PickerLabel[],
  allowsMultipleScoped = false,
): Map<string, LabelState> {
  const next = new Map(states);
  if ((states.get(label.id) ?? 'off') !== 'off') {
    next.set(label.id, 'off');
    return next;
  }
  next.set(label.id, 'on');
  const parts = splitLabelTitle(label.title);
  if (parts.scoped && !allowsMultipleScoped) {
    for (const other of all) {
      if (other.id === label.id) continue;
      const otherParts = splitLabelTitle(other.title);
      if (otherParts.scoped && otherParts.scope === parts.scope) next.set(other.id, 'off');
    }
  }
  return next;
}

/** The ids that end up set. */
export const setIds = (states: ReadonlyMap<string, LabelState>) =>
  [...states].filter(([, s]) => s === 'on').map(([id]) => id);
