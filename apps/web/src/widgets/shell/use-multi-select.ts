import { useRef, useState } from 'react';

/**
 * The draft of a multi-select picker (assignees, labels): toggles change the draft, closing the
 * picker ('Apply', Escape) saves it once when it differs from the saved items.
 *
 * `shown` is what the picker lists now (its search results). The hook remembers every item it
 * has shown, so a pick survives a search that no longer lists it (or is still loading) and is
 * saved with the rest instead of being dropped.
 */
export function useMultiSelect<T extends { id: string }>(
  saved: readonly T[],
  onApply: (items: T[]) => void,
  shown: readonly T[],
) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const seen = useRef(new Map<string, T>());
  for (const item of [...saved, ...shown]) seen.current.set(item.id, item);
  const savedIds = saved.map((item) => item.id);
  const itemOf = (id: string): T | undefined => seen.current.get(id);
  const open = () => {
    setDraft(savedIds);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    const same = draft.length === savedIds.length && draft.every((id) => savedIds.includes(id));
    if (!same) onApply(draft.map(itemOf).filter((item): item is T => item !== undefined));
  };
  return {
    editing,
    draft,
    setDraft,
    itemOf,
    onEditingChange: (next: boolean) => (next ? open() : close()),
    close,
    toggle: (id: string) =>
      setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id])),
  };
}
