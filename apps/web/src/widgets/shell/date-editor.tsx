import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date picker: the browser's date input (yyyy-mm-dd), optional min and max, Enter or
 * 'Apply' stores the date, 'Clear' stores none. Escape closes without a change.
 */
export function DateEditor({
  label,
  value,
  min,
  max,
  onPick,
  onClose,
}: {
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  onPick: (date: string | null) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const outOfRange = Boolean(draft && ((min && draft < min) || (max && draft > max)));
  const invalid = draft !== '' && (!ISO_DATE.test(draft) || outOfRange);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onPick(draft || null);
      }}
    >
      <TextInput
        type="date"
        size="xs"
        label={label}
        data-autofocus
        autoFocus
        value={draft}
        min={min ?? undefined}
        max={max ?? undefined}
        error={invalid ? 'Enter a date between the limits as yyyy-mm-dd' : undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <Group gap="xs" mt={6}>
        <Button size="compact-xs" type="submit" disabled={invalid}>
          Apply
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => onPick(null)}>
          Clear
        </Button>
      </Group>
    </form>
  );
}
