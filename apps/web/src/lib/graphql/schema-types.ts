// Named schema types (enums and input objects) as gql.tada reads them from the committed schema,
// for code that several features share and that no single query document owns.
import type { graphql } from './graphql.ts';

type SchemaType<Name extends Parameters<typeof graphql.scalar>[0]> = ReturnType<
  typeof graphql.scalar<Name>
>;

export type EpicSortEnum = SchemaType<'EpicSort'>;
export type EpicStateEnum = SchemaType<'EpicState'>;
export type IssuableSearchableField = SchemaType<'IssuableSearchableField'>;
export type NegatedEpicFilterInput = SchemaType<'NegatedEpicFilterInput'>;
export type UnionedEpicFilterInput = SchemaType<'UnionedEpicFilterInput'>;
