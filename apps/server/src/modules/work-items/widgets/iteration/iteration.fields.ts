import { IterationRef } from '../../../iterations/iterations.graphql.ts';
import { readableIteration } from '../../../iterations/iterations.loaders.ts';
import type { ItemFieldBuilder } from '../../core/field-builder.ts';

/** The iteration widget's GraphQL field. */
export const iterationField = (t: ItemFieldBuilder) =>
  t.field({
    type: IterationRef,
    description: 'The iteration, when the viewer may read the group that owns it.',
    resolve: (w, _a, ctx) => readableIteration(ctx, w.iterationId),
  });
