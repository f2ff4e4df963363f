import { loadEnv, type Env } from '#server/env.ts';
import type { TimeUnits } from './duration.ts';

type UnitSettings = Pick<
  Env,
  'CAIRN_TIME_TRACKING_HOURS_PER_DAY' | 'CAIRN_TIME_TRACKING_DAYS_PER_WEEK'
>;

/** The instance's time units (`CAIRN_TIME_TRACKING_HOURS_PER_DAY`, `…_DAYS_PER_WEEK`). */
export const unitsOf = (env: UnitSettings): TimeUnits => ({
  hoursPerDay: env.CAIRN_TIME_TRACKING_HOURS_PER_DAY,
  daysPerWeek: env.CAIRN_TIME_TRACKING_DAYS_PER_WEEK,
});

let processUnits: TimeUnits | undefined;

/**
 * The units of this process's configuration, for quick actions: the `QuickAction` contract gives
 * them no request context, and the settings are the same for every request of a process.
 */
export function configuredUnits(): TimeUnits {
  processUnits ??= unitsOf(loadEnv());
  return processUnits;
}
