// @cairn/timeline: pure roadmap timeframe math. Every function takes "today" and the first day of
// the week as parameters, never reads the clock and never mutates its inputs. Calendar dates
// cross this boundary as 'YYYY-MM-DD' strings (IsoDate).

export type { DateParts, IsoDate } from './dates.ts';
export {
  SHORT_MONTH_NAMES,
  addDaysIso,
  addMonthsIso,
  daysBetween,
  daysInMonth,
  endOfMonthIso,
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  isoDateParts,
  maxIsoDate,
  minIsoDate,
  parseIsoDate,
  shortMonthName,
  startOfMonthIso,
  toIsoDate,
} from './dates.ts';

export type { FirstDayOfWeek } from './first-day-of-week.ts';
export {
  DAYS_IN_WEEK,
  DEFAULT_FIRST_DAY_OF_WEEK,
  isFirstDayOfWeek,
  parseFirstDayOfWeek,
} from './first-day-of-week.ts';

export type { PresetType, RangeType } from './range-types.ts';
export {
  DEFAULT_RANGE_TYPE,
  PRESET_LABELS,
  PRESET_TYPES,
  RANGE_LABELS,
  RANGE_TYPES,
  defaultPresetForRange,
  isPresetType,
  isRangeType,
  parsePresetType,
  parseRangeType,
  presetAfterRangeChange,
  presetsForRange,
} from './range-types.ts';

export type { QuarterItem, QuarterSequence } from './scales/quarters.ts';
export type { MonthItem } from './scales/months.ts';
export type { WeekItem } from './scales/weeks.ts';
export { weekStartOnOrBefore } from './scales/weeks.ts';
export type { TimeframeItem, TimeframeItemByPreset } from './timeframe-items.ts';
export {
  ITEM_KIND_BY_PRESET,
  isItemOfPreset,
  itemContains,
  itemDayCount,
  itemEnd,
  itemStart,
} from './timeframe-items.ts';

export type { DateSpan, TimeframeOptions } from './timeframe.ts';
export {
  THREE_YEARS_MONTHS_BACK,
  THREE_YEARS_MONTH_COUNT,
  getTimeframe,
  rangeSpan,
  timeframeEnd,
  timeframeStart,
  timeframeToApiRange,
} from './timeframe.ts';

export type { TodayOffset } from './header-labels.ts';
export {
  currentSubLabelIndex,
  headerItemLabel,
  headerItemLabels,
  headerSubLabels,
  isCurrentHeaderItem,
  todayOffsetInItem,
} from './header-labels.ts';

export type {
  BarGeometry,
  BarGeometryInput,
  ClippedDates,
  DatedTimeframeInput,
} from './bar-geometry.ts';
export {
  barGeometry,
  clipToTimeframe,
  datePosition,
  isEpicDisplayable,
  milestoneVisible,
  timelineWidth,
} from './bar-geometry.ts';

export type { MilestoneSizeClass } from './bar-display.ts';
export {
  BAR_TITLE_CHAR_WIDTH,
  BAR_TITLE_MIN_WIDTH,
  BAR_TITLE_PADDING,
  BAR_TITLE_PLACEHOLDER,
  barTitleFits,
  barTitleText,
  milestoneSizeClass,
} from './bar-display.ts';

export type { EpicProgressSource, ProgressData, ProgressMode, ProgressTexts } from './progress.ts';
export {
  DEFAULT_PROGRESS_MODE,
  PROGRESS_MODES,
  PROGRESS_MODE_LABELS,
  PROGRESS_THRESHOLD,
  epicProgressData,
  isProgressMode,
  parseProgressMode,
  progressPercentage,
  progressTexts,
} from './progress.ts';

export type { DateFormatter } from './date-text.ts';
export {
  dateRangeText,
  epicTimeframeText,
  formatDisplayDate,
  milestoneDateRangeText,
  timeframeDateRangeText,
} from './date-text.ts';

export {
  EPICS_PAGE_SIZE,
  EPIC_TITLE_COLUMN_WIDTH,
  HEADER_RIGHT_SPACING_WIDE_BREAKPOINT,
  RESIZE_DEBOUNCE_MS,
  ROW_HEIGHT,
  SUBGROUP_PAGE_SIZE,
  TIMELINE_CELL_WIDTH,
  bufferSize,
  headerRightSpacing,
} from './layout.ts';
