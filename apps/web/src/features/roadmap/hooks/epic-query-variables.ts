// Variables shared by the epics and child-epics queries.
import { timeframeToApiRange, type PresetType, type TimeframeItem } from '@cairn/timeline';
import type { RoadmapFilterArguments } from '../state/roadmap-page-context.tsx';
import type { EpicsState } from '../utils/url-settings.ts';
import type { EpicSort } from '../../../lib/epic-sort.ts';

export interface EpicFilterVariables {
  state: EpicsState;
  sort: EpicSort;
  timeframe: { start: string; end: string };
  labelName?: string[];
  authorUsername?: string;
  milestoneTitle?: string;
  myReactionEmoji?: string;
  confidential?: boolean;
  search?: string;
  in?: ('TITLE' | 'DESCRIPTION')[];
  not?: { authorUsername?: string; labelName?: string[]; myReactionEmoji?: string };
  or?: { authorUsernames?: string[]; labelNames?: string[] };
}

export function epicFilterVariables(input: {
  epicsState: EpicsState;
  sortedBy: EpicSort;
  timeframe: readonly TimeframeItem[];
  presetType: PresetType;
  filters: RoadmapFilterArguments;
}): EpicFilterVariables {
  const { filters } = input;
  const variables: EpicFilterVariables = {
    state: input.epicsState,
    sort: input.sortedBy,
    timeframe: timeframeToApiRange(input.timeframe, input.presetType),
  };
  if (filters.labelName?.length) variables.labelName = [...filters.labelName];
  if (filters.authorUsername) variables.authorUsername = filters.authorUsername;
  if (filters.milestoneTitle) variables.milestoneTitle = filters.milestoneTitle;
  if (filters.myReactionEmoji) variables.myReactionEmoji = filters.myReactionEmoji;
  if (filters.confidential !== undefined) variables.confidential = filters.confidential;
  if (filters.search) {
    variables.search = filters.search;
    if (filters.in?.length) variables.in = [...filters.in];
  }
  if (filters.not) {
    const { authorUsername, labelName, myReactionEmoji } = filters.not;
    const not = {
      ...(authorUsername ? { authorUsername } : {}),
      ...(labelName?.length ? { labelName: [...labelName] } : {}),
      ...(myReactionEmoji ? { myReactionEmoji } : {}),
    };
    if (Object.keys(not).length > 0) variables.not = not;
  }
  if (filters.or) {
    const { authorUsernames, labelNames } = filters.or;
    const or = {
      ...(authorUsernames?.length ? { authorUsernames: [...authorUsernames] } : {}),
      ...(labelNames?.length ? { labelNames: [...labelNames] } : {}),
    };
    if (Object.keys(or).length > 0) variables.or = or;
  }
  return variables;
}
