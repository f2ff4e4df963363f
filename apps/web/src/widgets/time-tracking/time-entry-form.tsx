import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { todayIso } from '#web/lib/today.ts';

export type TimeEntry = { timeSpent: string; spentAt: string; summary: string };

/** GitLab's "Add time entry" form: time spent (`1h 30m`, `-30m`), the day, a summary. */
export function TimeEntryForm({
  onAdd,
  onClose,
}: {
  onAdd: (entry: TimeEntry) => void;
  onClose: () => void;
}) {
  const [entry, setEntry] = useState<TimeEntry>({
    timeSpent: '',
    spentAt: todayIso(),
    summary: '',
  });
  const set = (key: keyof TimeEntry) => (event: { currentTarget: { value: string } }) =>
    setEntry({ ...entry, [key]: event.currentTarget.value });
  return (
    <form
      aria-label="Add time entry"
      onSubmit={(event) => {
        event.preventDefault();
        if (entry.timeSpent.trim()) onAdd(entry);
      }}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <Stack gap={6}>
        <TextInput
          size="xs"
          label="Time spent"
          placeholder="Example: 1h 30m"
          data-autofocus
          autoFocus
          required
          value={entry.timeSpent}
          onChange={set('timeSpent')}
        />
        <TextInput
          size="xs"
          type="date"
          label="Spent at"
          max={todayIso()}
          value={entry.spentAt}
          onChange={set('spentAt')}
        />
        <TextInput size="xs" label="Summary" value={entry.summary} onChange={set('summary')} />
        <Group gap="xs">
          <Button size="compact-xs" type="submit">
            Save
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
