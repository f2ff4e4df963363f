// UI state of the roadmap that lives neither in the URL nor in the query cache.

/** Where an expanded epic's children are fetched from. */
export interface ExpandedEpic {
  readonly fullPath: string;
  readonly iid: string;
}

export interface RoadmapUiState {
  /** Expanded rows by epic id. */
  readonly expanded: ReadonlyMap<string, ExpandedEpic>;
  /**
   * Epic ids whose child fetch came back empty while filters were applied: toggling them is
   * ignored and an info icon shows instead of the expand button.
   */
  readonly noMatchingChildren: ReadonlySet<string>;
  readonly milestonesExpanded: boolean;
  /** Rows that fit the epics viewport: ceil(available height / row height). */
  readonly bufferSize: number;
  readonly settingsOpen: boolean;
}

export type RoadmapUiAction =
  | { type: 'toggleEpic'; epicId: string; fullPath: string; iid: string }
  | { type: 'noMatchingChildren'; epicId: string }
  | { type: 'resetExpansion' }
  | { type: 'toggleMilestones' }
  | { type: 'setBufferSize'; bufferSize: number }
  | { type: 'setSettingsOpen'; open: boolean };

export const initialUiState: RoadmapUiState = {
  expanded: new Map(),
  noMatchingChildren: new Set(),
  milestonesExpanded: true,
  bufferSize: 0,
  settingsOpen: false,
};

function toggled(
  expanded: ReadonlyMap<string, ExpandedEpic>,
  id: string,
  epic: ExpandedEpic,
): Map<string, ExpandedEpic> {
  const next = new Map(expanded);
  if (next.has(id)) next.delete(id);
  else next.set(id, epic);
  return next;
}

export function roadmapUiReducer(state: RoadmapUiState, action: RoadmapUiAction): RoadmapUiState {
  switch (action.type) {
    case 'toggleEpic':
      if (state.noMatchingChildren.has(action.epicId)) return state;
      return {
        ...state,
        expanded: toggled(state.expanded, action.epicId, {
          fullPath: action.fullPath,
          iid: action.iid,
        }),
      };
    case 'noMatchingChildren': {
      const expanded = new Map(state.expanded);
      expanded.delete(action.epicId);
      const noMatchingChildren = new Set(state.noMatchingChildren).add(action.epicId);
      return { ...state, expanded, noMatchingChildren };
    }
    case 'resetExpansion':
      if (state.expanded.size === 0 && state.noMatchingChildren.size === 0) return state;
      return { ...state, expanded: new Map(), noMatchingChildren: new Set() };
    case 'toggleMilestones':
      return { ...state, milestonesExpanded: !state.milestonesExpanded };
    case 'setBufferSize':
      if (state.bufferSize === action.bufferSize) return state;
      return { ...state, bufferSize: action.bufferSize };
    case 'setSettingsOpen':
      return { ...state, settingsOpen: action.open };
  }
}
