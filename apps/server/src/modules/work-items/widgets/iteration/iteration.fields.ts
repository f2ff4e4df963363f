import { IterationRef } from '#server/modules/iterations/iterations.graphql.ts';
import { readableIteration } from '#server/modules/iterations/iterations.loaders.ts';
import {
  withheldRefFields,
  type ItemFieldBuilder,
} from '#server/modules/work-items/core/field-builder.ts';

/**
 * The iteration widget's GraphQL fields. An iteration of a group the viewer may not read is
 * null, and `iterationHidden` says one is set (told without its title or
 * id: widgets/milestone/hidden-metadata.integration-test.ts).
 */
export const iterationFields = (t: ItemFieldBuilder) =>
  withheldRefFields(t, 'iteration', IterationRef, readableIteration, 'the group');
