import type { DatabaseHandle } from '../../client.ts';
import { DayFormatter } from '../dates.ts';
import type { Prng } from '../prng.ts';
import type { SyntheticCounts } from './config.ts';
import type { EpicDates, EpicPlan } from './epics.ts';
import type { IssuePlan } from './issues.ts';
import type { NamespacePlan } from './namespaces.ts';
import { type LabelPlan, type MilestonePlan, NO_DAY } from './planning.ts';
import type { Progress } from './progress.ts';
import type { SyntheticUser } from './users.ts';

/** Everything the writers need: the in-memory plan, reserved id bases, and SQL helpers. */
export interface SeedContext {
  handle: DatabaseHandle;
  prng: Prng;
  today: number;
  counts: SyntheticCounts;
  namespaces: NamespacePlan;
  milestones: MilestonePlan;
  labels: LabelPlan;
  epics: EpicPlan;
  issues: IssuePlan;
  dates: EpicDates;
  users: SyntheticUser[];
  /** Database id of each user. */
  userIds: number[];
  /** Indexes of users who author and are assigned work. */
  contributors: number[];
  /** Reserved id bases: row i gets base + i + 1 (issues follow the epics in work_items). */
  base: { namespaces: number; milestones: number; labels: number; workItems: number };
  progress: Progress;
  sql: SqlText;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** Fast formatting of dates and timestamps (millions of calls). */
export class SqlText {
  private readonly days = new DayFormatter();

  /** YYYY-MM-DD, or null for NO_DAY. */
  day(day: number): string | null {
    return day === NO_DAY ? null : this.days.format(day);
  }

  /** A UTC timestamp `secondOfDay` seconds into `day`, in timestamptz input format. */
  stamp(day: number, secondOfDay: number): string {
    const h = TWO_DIGITS[Math.floor(secondOfDay / 3600) % 24]!;
    const m = TWO_DIGITS[Math.floor(secondOfDay / 60) % 60]!;
    const s = TWO_DIGITS[secondOfDay % 60]!;
    return `${this.days.format(day)} ${h}:${m}:${s}+00`;
  }
}

export const ids = {
  namespace: (ctx: SeedContext, index: number) => ctx.base.namespaces + index + 1,
  milestone: (ctx: SeedContext, index: number) => ctx.base.milestones + index + 1,
  label: (ctx: SeedContext, index: number) => ctx.base.labels + index + 1,
  epic: (ctx: SeedContext, index: number) => ctx.base.workItems + index + 1,
  issue: (ctx: SeedContext, index: number) => ctx.base.workItems + ctx.epics.count + index + 1,
};
