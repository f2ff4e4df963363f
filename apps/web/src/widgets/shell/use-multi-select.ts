import { useState } from 'react';

/**
 * The draft of a multi-select picker (assignees, labels): toggles change the draft, closing the
 * picker ('Apply', Escape) saves it once when it differs from the saved ids.
 */
export function useMultiSelect(saved: readonly string[], onApply: (ids: string[]) => void) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const open = () => {
    setDraft([...saved]);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    const same = draft.length === saved.length && draft.every((id) => saved.includes(id));
    if (!same) onApply(draft);
  };
  return {
    editing,
    draft,
    setDraft,
    onEditingChange: (next: boolean) => (next ? open() : close()),
    close,
    toggle: (id: string) =>
      setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id])),
  };
}
