import { IterationRef } from '../../../iterations/iterations.graphql.ts';
import { readableIteration } from '../../../iterations/iterations.loaders.ts';
import { withheldRefFields, type ItemFieldBuilder } from '../../core/field-builder.ts';

/**
 * The iteration widget's GraphQL fields. An iteration of a group the viewer may not read is
 * null, and `iterationHidden` says one is set (told without its title or
 * id: widgets/milestone/hidden-metadata.integration-test.ts).
 */
export const iterationFields = (t: ItemFieldBuilder) =>
  withheldRefFields(t, 'iteration', IterationRef, readableIteration, 'the group');
