import { MilestoneRef } from '../../../milestones/milestones.graphql.ts';
import type { ItemFieldBuilder } from '../../core/field-builder.ts';
import { milestoneViewLoader } from '../social/social.loaders.ts';

/** The milestone widget's GraphQL field. */
export const milestoneField = (t: ItemFieldBuilder) =>
  t.field({
    type: MilestoneRef,
    resolve: (w, _a, ctx) => (w.milestoneId ? milestoneViewLoader(ctx).load(w.milestoneId) : null),
  });
