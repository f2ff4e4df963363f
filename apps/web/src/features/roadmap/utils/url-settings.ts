// Roadmap settings <-> URL query string, with the defaults (docs/decisions/0006-roadmap-page.md,
// 'URL'). Filter parameters are not interpreted here: the filter bar owns them (composed in app/),
// and the roadmap keeps them as text ('filterParams', parsed on read).
import {
  isProgressMode,
  parsePresetType,
  parseRangeType,
  type PresetType,
  type ProgressMode,
  type RangeType,
} from '@cairn/timeline';
import { DEFAULT_PROGRESS_MODE } from '@cairn/timeline';
import { normalizeEpicSort, type EpicSort } from '#web/lib/epic-sort.ts';
import type { EpicStateEnum } from '#web/lib/graphql/index.ts';

export const EPICS_STATES = ['all', 'opened', 'closed'] as const satisfies readonly EpicStateEnum[];
export type EpicsState = (typeof EPICS_STATES)[number];
export const DEFAULT_EPICS_STATE: EpicsState = 'all';

export const MILESTONES_TYPES = ['ALL', 'GROUP', 'SUBGROUP', 'PROJECT'] as const;
export type MilestonesType = (typeof MILESTONES_TYPES)[number];
export const DEFAULT_MILESTONES_TYPE: MilestonesType = 'ALL';

/** The URL keys of the roadmap's own settings. */
export const SETTING_PARAMS = {
  presetType: 'layout',
  timeframeRangeType: 'timeframe_range_type',
  epicsState: 'state',
  sortedBy: 'sort',
  progressTracking: 'progress',
  isProgressTrackingActive: 'show_progress',
  isShowingMilestones: 'show_milestones',
  milestonesType: 'milestones_type',
  isShowingLabels: 'show_labels',
  isShowingDependencies: 'show_dependencies',
} as const;

export type SettingKey = keyof typeof SETTING_PARAMS;

/**
 * Kept in the URL but neither a setting nor a filter (legacy paging and form parameters, and the
 * applied saved view, `view`).
 */
export const PASSTHROUGH_PARAMS: readonly string[] = [
  'page',
  'prev',
  'next',
  'scope',
  'utf8',
  'view',
];

const SETTING_PARAM_KEYS: ReadonlySet<string> = new Set(Object.values(SETTING_PARAMS));

export interface UrlSettings {
  readonly timeframeRangeType: RangeType;
  readonly presetType: PresetType;
  readonly epicsState: EpicsState;
  readonly sortedBy: EpicSort;
  readonly progressTracking: ProgressMode;
  readonly isProgressTrackingActive: boolean;
  readonly isShowingMilestones: boolean;
  readonly milestonesType: MilestonesType;
  readonly isShowingLabels: boolean;
  /** Dependency arrows between bars; shown unless the URL says false. */
  readonly isShowingDependencies: boolean;
}

export function isEpicsState(value: unknown): value is EpicsState {
  return typeof value === 'string' && (EPICS_STATES as readonly string[]).includes(value);
}

export function isMilestonesType(value: unknown): value is MilestonesType {
  return typeof value === 'string' && (MILESTONES_TYPES as readonly string[]).includes(value);
}

/** 'true'/'false' (any case); anything else, including absence, gives the fallback. */
export function parseBooleanParam(value: string | null, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return fallback;
}

/** The epics state; 'open' is accepted as a synonym of 'opened'. */
export function parseEpicsState(value: string | null): EpicsState {
  const text = value?.trim().toLowerCase();
  if (text === 'open') return 'opened';
  return isEpicsState(text) ? text : DEFAULT_EPICS_STATE;
}

/**
 * Reads the settings from the query string. `storedShowLabels` is the value persisted under
 * 'gl-show-board-labels' and is used when the URL has no show_labels (default false).
 */
export function parseUrlSettings(
  params: URLSearchParams,
  storedShowLabels: boolean | null = null,
): UrlSettings {
  const timeframeRangeType = parseRangeType(params.get(SETTING_PARAMS.timeframeRangeType));
  const progress = params.get(SETTING_PARAMS.progressTracking)?.toUpperCase();
  const milestonesType = params.get(SETTING_PARAMS.milestonesType)?.toUpperCase();
  return {
    timeframeRangeType,
    presetType: parsePresetType(
      params.get(SETTING_PARAMS.presetType)?.toUpperCase(),
      timeframeRangeType,
    ),
    epicsState: parseEpicsState(params.get(SETTING_PARAMS.epicsState)),
    sortedBy: normalizeEpicSort(params.get(SETTING_PARAMS.sortedBy)),
    progressTracking: isProgressMode(progress) ? progress : DEFAULT_PROGRESS_MODE,
    isProgressTrackingActive: parseBooleanParam(
      params.get(SETTING_PARAMS.isProgressTrackingActive),
      true,
    ),
    isShowingMilestones: parseBooleanParam(params.get(SETTING_PARAMS.isShowingMilestones), true),
    milestonesType: isMilestonesType(milestonesType) ? milestonesType : DEFAULT_MILESTONES_TYPE,
    isShowingLabels: parseBooleanParam(
      params.get(SETTING_PARAMS.isShowingLabels),
      storedShowLabels ?? false,
    ),
    isShowingDependencies: parseBooleanParam(
      params.get(SETTING_PARAMS.isShowingDependencies),
      true,
    ),
  };
}

function settingValue(settings: UrlSettings, key: SettingKey): string {
  const value = settings[key];
  return typeof value === 'boolean' ? String(value) : value;
}

/**
 * A copy of `current` with every setting written from `settings`. Other parameters (filters,
 * page, scope, utf8, ...) keep their values and order; settings already present keep their place,
 * new ones are appended in a fixed order.
 */
export function withUrlSettings(current: URLSearchParams, settings: UrlSettings): URLSearchParams {
  const next = new URLSearchParams();
  const written = new Set<string>();
  const keyOf = Object.fromEntries(
    (Object.keys(SETTING_PARAMS) as SettingKey[]).map((key) => [SETTING_PARAMS[key], key]),
  ) as Record<string, SettingKey>;
  for (const [param, value] of current) {
    const key = keyOf[param];
    if (key === undefined) {
      next.append(param, value);
    } else if (!written.has(param)) {
      next.append(param, settingValue(settings, key));
      written.add(param);
    }
  }
  for (const key of Object.keys(SETTING_PARAMS) as SettingKey[]) {
    const param = SETTING_PARAMS[key];
    if (!written.has(param)) next.append(param, settingValue(settings, key));
  }
  return next;
}

/** The filter part of the query string: everything that is neither a setting nor passthrough. */
export function filterParamsText(params: URLSearchParams): string {
  const filters = new URLSearchParams();
  for (const [key, value] of params) {
    if (!SETTING_PARAM_KEYS.has(key) && !PASSTHROUGH_PARAMS.includes(key)) {
      filters.append(key, value);
    }
  }
  return filters.toString();
}

/** Adds a label_name[] filter (a label click); a label already filtered on is not repeated. */
export function withLabelFilter(current: URLSearchParams, labelTitle: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!next.getAll('label_name[]').includes(labelTitle)) next.append('label_name[]', labelTitle);
  return next;
}
