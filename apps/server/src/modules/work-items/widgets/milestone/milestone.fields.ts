import { MilestoneRef } from '../../../milestones/milestones.graphql.ts';
import type { ItemFieldBuilder } from '../../core/field-builder.ts';
import { readableMilestone } from './milestone.reads.ts';

/**
 * The milestone widget's GraphQL fields. A milestone the viewer may not read is null, and
 * `milestoneHidden` says one is set (§6: the sidebar tells so without its title or id).
 */
export const milestoneFields = (t: ItemFieldBuilder) => ({
  milestone: t.field({
    type: MilestoneRef,
    description: 'The milestone, when the viewer may read the project or group that owns it.',
    resolve: (w, _a, ctx) => readableMilestone(ctx, w.milestoneId),
  }),
  milestoneHidden: t.boolean({
    nullable: false,
    description: 'A milestone is set that the viewer may not read (its title and id withheld).',
    resolve: async (w, _a, ctx) =>
      w.milestoneId !== null && (await readableMilestone(ctx, w.milestoneId)) === null,
  }),
});
