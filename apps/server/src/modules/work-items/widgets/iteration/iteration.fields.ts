import { IterationRef } from '../../../iterations/iterations.graphql.ts';
import { readableIteration } from '../../../iterations/iterations.loaders.ts';
import type { ItemFieldBuilder } from '../../core/field-builder.ts';

/**
 * The iteration widget's GraphQL fields. An iteration of a group the viewer may not read is
 * null, and `iterationHidden` says one is set (§6: told without its title or id).
 */
export const iterationFields = (t: ItemFieldBuilder) => ({
  iteration: t.field({
    type: IterationRef,
    description: 'The iteration, when the viewer may read the group that owns it.',
    resolve: (w, _a, ctx) => readableIteration(ctx, w.iterationId),
  }),
  iterationHidden: t.boolean({
    nullable: false,
    description: 'An iteration is set that the viewer may not read (its title and id withheld).',
    resolve: async (w, _a, ctx) =>
      w.iterationId !== null && (await readableIteration(ctx, w.iterationId)) === null,
  }),
});
