import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { zeroAsNull } from '#server/modules/work-items/core/rest-fields.ts';
import { milestoneJson } from '#server/modules/milestones/milestone-json.ts';
import { readableMilestone } from './milestone.service.ts';

/** REST `milestone_id` of an issue (0 or empty clears). */
export const milestoneRest = restSlice({
  body: { milestone_id: zeroAsNull },
  input: (b) => ({ milestoneId: b.milestone_id }),
  json: async (ctx, item) => {
    const milestone = await readableMilestone(ctx, item.milestoneId);
    return { milestone: milestone ? milestoneJson(ctx, milestone) : null };
  },
});
