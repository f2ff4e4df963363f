// Progress of an epic's child issues (progress.test.ts).

export const PROGRESS_MODES = ['WEIGHT', 'COUNT'] as const;
export type ProgressMode = (typeof PROGRESS_MODES)[number];

export const PROGRESS_MODE_LABELS: Readonly<Record<ProgressMode, string>> = {
  WEIGHT: 'Use issue weight',
  COUNT: 'Use issue count',
};

/** The default mode is WEIGHT, listed first in the drawer. */
export const DEFAULT_PROGRESS_MODE: ProgressMode = 'WEIGHT';

export const PROGRESS_THRESHOLD = 50;

export function isProgressMode(value: unknown): value is ProgressMode {
  return typeof value === 'string' && (PROGRESS_MODES as readonly string[]).includes(value);
}

export function parseProgressMode(value: unknown): ProgressMode {
  return isProgressMode(value) ? value : DEFAULT_PROGRESS_MODE;
}

/** Open and closed issue counts, or open and closed issue weight. */
export interface ProgressData {
  readonly opened: number;
  readonly closed: number;
}

function isAmount(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/**
 * closed / (opened + closed) as a whole percentage, rounded half up; null when the total is 0 or
 * an amount is negative or not finite.
 */
export function progressPercentage(opened: number, closed: number): number | null {
  if (!isAmount(opened) || !isAmount(closed)) return null;
  const total = opened + closed;
  if (total === 0) return null;
  // Multiply first so that exact halves such as 1 of 200 stay exact before rounding.
  return Math.round((closed * 100) / total);
}

export interface ProgressTexts {
  /** Null when there is no data. */
  readonly percentage: number | null;
  /** '40% issues closed' / '40% weight completed'; uses 0% when there is no data. */
  readonly percentageText: string;
  /** '2 of 5 issues closed' / '3 of 8 weight completed'; '- of - issues closed' without data. */
  readonly summaryText: string;
  readonly hasData: boolean;
}

const PROGRESS_NOUNS: Readonly<Record<ProgressMode, string>> = {
  COUNT: 'issues closed',
  WEIGHT: 'weight completed',
};

/** "No data" means no counts at all, or a total of 0 (nothing to measure progress against). */
export function progressTexts(
  mode: ProgressMode,
  data: ProgressData | null | undefined,
): ProgressTexts {
  const noun = PROGRESS_NOUNS[mode];
  const percentage = data ? progressPercentage(data.opened, data.closed) : null;
  if (!data || percentage === null) {
    return {
      percentage: null,
      percentageText: `0% ${noun}`,
      summaryText: `- of - ${noun}`,
      hasData: false,
    };
  }
  return {
    percentage,
    percentageText: `${percentage}% ${noun}`,
    summaryText: `${data.closed} of ${data.opened + data.closed} ${noun}`,
    hasData: true,
  };
}

interface IssueAmounts {
  readonly openedIssues: number;
  readonly closedIssues: number;
}

/** The epic fields the roadmap reads for progress. */
export interface EpicProgressSource {
  readonly descendantCounts?: IssueAmounts | null;
  readonly descendantWeightSum?: IssueAmounts | null;
}

/** Picks the counts (COUNT) or weight sums (WEIGHT) of an epic's descendant issues. */
export function epicProgressData(
  mode: ProgressMode,
  epic: EpicProgressSource,
): ProgressData | null {
  const amounts = mode === 'WEIGHT' ? epic.descendantWeightSum : epic.descendantCounts;
  return amounts ? { opened: amounts.openedIssues, closed: amounts.closedIssues } : null;
}
