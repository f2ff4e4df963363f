import { builder } from '#server/graphql/builder.ts';
import type { LabelRow } from './labels.repository.ts';

/** The GraphQL Label type's ref (fields in labels.graphql.ts); Epic/Issue labels reuse it. */
export const LabelRef = builder.objectRef<LabelRow>('Label');

export const LabelConnection = builder.connectionObject(
  { type: LabelRef, name: 'LabelConnection' },
  { name: 'LabelEdge' },
);
