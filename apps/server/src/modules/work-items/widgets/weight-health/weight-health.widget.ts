import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import type { ItemPatch, Widget } from '#server/modules/work-items/core/widget.ts';
import { weightHealthNotes } from './weight-health.notes.ts';
import { weightHealthRest } from './weight-health.rest-slice.ts';
import { weightHealthInput } from './weight-health.input.ts';

/** An issue's weight and health status (null clears either). */
export const weightHealthWidget: Widget = {
  name: 'weight-health',
  inputKeys: ['weight', 'healthStatus'],
  rest: { issue: weightHealthRest },
  graphqlInput: { issue: weightHealthInput },
  notes: weightHealthNotes,
  liveKinds: (change) => (change.kind === 'weight' ? ['weight'] : []),
  async apply({ item }, input) {
    const patch: ItemPatch = {};
    const changes: ActivityChange[] = [];
    if (input.weight !== undefined && input.weight !== item.weight) {
      patch.weight = input.weight;
      changes.push({ kind: 'weight', from: item.weight, to: input.weight });
    }
    if (input.healthStatus !== undefined && input.healthStatus !== item.healthStatus) {
      patch.healthStatus = input.healthStatus;
      changes.push({ kind: 'health', from: item.healthStatus, to: input.healthStatus });
    }
    return changes.length ? { patch, changes } : null;
  },
};
