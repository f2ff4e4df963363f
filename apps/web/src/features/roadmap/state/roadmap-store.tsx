// The roadmap's typed store, provided through context: the local settings
// (read from the URL query string, written back with history replace) and the UI state.
import { getTimeframe, type FirstDayOfWeek, type TimeframeItem } from '@cairn/timeline';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
} from 'react';
import {
  filterParamsText,
  parseUrlSettings,
  withLabelFilter,
  withUrlSettings,
  type UrlSettings,
} from '../utils/url-settings.ts';
import { toSearchString } from '#web/lib/query-string.ts';
import {
  initialUiState,
  roadmapUiReducer,
  type RoadmapUiAction,
  type RoadmapUiState,
} from './roadmap-ui-state.ts';
import { readStoredShowLabels, writeStoredShowLabels } from './show-labels-storage.ts';

/** The local roadmap settings. */
export interface RoadmapSettings extends UrlSettings {
  /** The filter part of the query string, parsed on read by the filter bar. */
  readonly filterParams: string;
  readonly bufferSize: number;
  readonly timeframe: readonly TimeframeItem[];
}

export interface RoadmapSettingsStore {
  readonly settings: RoadmapSettings;
  readonly today: Date;
  readonly updateSettings: (patch: Partial<UrlSettings>) => void;
  readonly addLabelFilter: (labelTitle: string) => void;
}

const SettingsContext = createContext<RoadmapSettingsStore | null>(null);
const UiContext = createContext<{ ui: RoadmapUiState; dispatch: Dispatch<RoadmapUiAction> } | null>(
  null,
);

export interface RoadmapStoreProviderProps {
  /** The current query string ('?a=1' or ''). */
  readonly search: string;
  /** Replaces the query string (no history entry). */
  readonly onSearchChange: (search: string) => void;
  readonly today: Date;
  readonly firstDayOfWeek: FirstDayOfWeek;
  readonly children: ReactNode;
}

export function RoadmapStoreProvider(props: RoadmapStoreProviderProps) {
  const { search, onSearchChange, today, firstDayOfWeek, children } = props;
  const [ui, dispatch] = useReducer(roadmapUiReducer, initialUiState);
  // Read once: later changes are written to both the URL and the storage.
  const storedShowLabels = useRef(readStoredShowLabels()).current;

  const urlSettings = useMemo(
    () => parseUrlSettings(new URLSearchParams(search), storedShowLabels),
    [search, storedShowLabels],
  );
  const filterParams = useMemo(() => filterParamsText(new URLSearchParams(search)), [search]);
  const { timeframeRangeType, presetType } = urlSettings;
  const timeframe = useMemo(
    () => getTimeframe({ rangeType: timeframeRangeType, presetType, today, firstDayOfWeek }),
    [timeframeRangeType, presetType, today, firstDayOfWeek],
  );

  // Expanded rows and 'no matching children' marks answer one filter set: a new query starts
  // every epic collapsed, so an epic marked empty under old filters can be expanded again.
  const childQueryKey = [filterParams, urlSettings.epicsState, timeframeRangeType, presetType].join(
    '|',
  );
  const seenChildQuery = useRef(childQueryKey);
  useEffect(() => {
    if (seenChildQuery.current === childQueryKey) return;
    seenChildQuery.current = childQueryKey;
    dispatch({ type: 'resetExpansion' });
  }, [childQueryKey]);

  const latest = useRef({ search, urlSettings });
  latest.current = { search, urlSettings };

  const updateSettings = useCallback(
    (patch: Partial<UrlSettings>) => {
      const current = latest.current;
      const next = { ...current.urlSettings, ...patch };
      if (patch.isShowingLabels !== undefined) writeStoredShowLabels(patch.isShowingLabels);
      const params = withUrlSettings(new URLSearchParams(current.search), next);
      onSearchChange(toSearchString(params));
    },
    [onSearchChange],
  );

  const addLabelFilter = useCallback(
    (labelTitle: string) => {
      const params = withLabelFilter(new URLSearchParams(latest.current.search), labelTitle);
      onSearchChange(toSearchString(params));
    },
    [onSearchChange],
  );

  const settingsStore = useMemo<RoadmapSettingsStore>(
    () => ({
      settings: { ...urlSettings, filterParams, bufferSize: ui.bufferSize, timeframe },
      today,
      updateSettings,
      addLabelFilter,
    }),
    [urlSettings, filterParams, ui.bufferSize, timeframe, today, updateSettings, addLabelFilter],
  );
  const uiStore = useMemo(() => ({ ui, dispatch }), [ui]);

  return (
    <SettingsContext.Provider value={settingsStore}>
      <UiContext.Provider value={uiStore}>{children}</UiContext.Provider>
    </SettingsContext.Provider>
  );
}

export function useRoadmapSettings(): RoadmapSettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useRoadmapSettings needs a <RoadmapStoreProvider> above it');
  return store;
}

export function useRoadmapUi(): { ui: RoadmapUiState; dispatch: Dispatch<RoadmapUiAction> } {
  const store = useContext(UiContext);
  if (!store) throw new Error('useRoadmapUi needs a <RoadmapStoreProvider> above it');
  return store;
}
