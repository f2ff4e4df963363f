import { LabelConnection } from '#server/modules/labels/label-ref.ts';
import { listConnection } from '#server/modules/work-items/core/common.graphql.ts';
import type { ItemFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';
import { itemLabelsLoader } from './labels.loaders.ts';

/** The labels widget's GraphQL field, on every type that shows labels. */
export const labelsField = (t: ItemFieldBuilder) =>
  t.field({
    type: LabelConnection,
    args: t.arg.connectionArgs(),
    resolve: async (w, args, ctx) => listConnection(args, await itemLabelsLoader(ctx).load(w.id)),
  });
