// Variables shared by the epics and child-epics queries: the settings' state, sort and timeframe
// with the filter bar's arguments (lib/graphql/epic-filters.ts).
import { timeframeToApiRange, type PresetType, type TimeframeItem } from '@cairn/timeline';
import {
  epicFilterVariables as filterVariables,
  type VariablesOf,
} from '#web/lib/graphql/index.ts';
import type { EpicSort } from '#web/lib/epic-sort.ts';
import type { roadmapEpicsQuery } from '../graphql/roadmap-epics.query.ts';
import type { RoadmapFilterArguments } from '../state/roadmap-page-context.tsx';
import type { EpicsState } from '../utils/url-settings.ts';

/** The roadmap epics query's variables but the group, the page and the epic token's iid. */
export type EpicFilterVariables = Omit<
  VariablesOf<typeof roadmapEpicsQuery>,
  'fullPath' | 'iid' | 'first' | 'endCursor' | 'includeDescendantGroups'
>;

export function epicFilterVariables(input: {
  epicsState: EpicsState;
  sortedBy: EpicSort;
  timeframe: readonly TimeframeItem[];
  presetType: PresetType;
  filters: RoadmapFilterArguments;
}): EpicFilterVariables {
  return {
    state: input.epicsState,
    sort: input.sortedBy,
    timeframe: timeframeToApiRange(input.timeframe, input.presetType),
    ...filterVariables(input.filters),
  };
}
