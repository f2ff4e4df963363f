import { Tabs } from '@mantine/core';

export type ListState = 'opened' | 'closed' | 'all';

export const LIST_STATES: { value: ListState; label: string }[] = [
  { value: 'opened', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/** Reads a list state from the URL, defaulting to open items. */
export function parseListState(value: unknown): ListState {
  return value === 'closed' || value === 'all' ? value : 'opened';
}

/** Open / Closed / All tabs above an epic or issue list. */
export function StateTabs({
  value,
  onChange,
  label,
}: {
  value: ListState;
  onChange: (state: ListState) => void;
  label: string;
}) {
  return (
    <Tabs value={value} onChange={(next) => onChange(parseListState(next))} mb="md">
      <Tabs.List aria-label={label}>
        {LIST_STATES.map((state) => (
          <Tabs.Tab key={state.value} value={state.value}>
            {state.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
