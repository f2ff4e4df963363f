import { Badge, Tabs } from '@mantine/core';
import type { EpicCounts } from '../hooks/use-epics-counts.ts';
import type { ListState } from '../utils/list-params.ts';
import { LIST_STATES } from '../utils/list-params.ts';

const LABELS: Record<ListState, string> = { opened: 'Open', closed: 'Closed', all: 'All' };

/** Open / Closed / All with the number of epics each holds under the current filters. */
export function StateCountTabs({
  value,
  counts,
  onChange,
}: {
  value: ListState;
  counts: EpicCounts | null;
  onChange: (state: ListState) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const state = LIST_STATES.find((s) => s === next);
        if (state) onChange(state);
      }}
    >
      <Tabs.List aria-label="Epic state">
        {LIST_STATES.map((state) => (
          <Tabs.Tab
            key={state}
            value={state}
            data-testid={`state-tab-${state}`}
            rightSection={
              <Badge size="sm" variant="light" color="gray" radius="xl" data-testid="state-count">
                {counts === null ? '–' : counts[state]}
              </Badge>
            }
          >
            {LABELS[state]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
