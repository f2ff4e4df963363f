import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { totalTimeSpentLoader } from './timelogs.repository.ts';
import { timeStatsJson } from './time-tracking.writes.ts';

/** The issue JSON's `time_stats` (GitLab sets time only through its time-tracking endpoints). */
export const timeTrackingRest = restSlice({
  body: {},
  input: () => ({}),
  json: async (ctx, item) => ({
    time_stats: timeStatsJson(
      ctx,
      item.timeEstimate,
      await totalTimeSpentLoader(ctx).load(item.id),
    ),
  }),
});
