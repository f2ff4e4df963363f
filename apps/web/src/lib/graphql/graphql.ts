import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Tags a client GraphQL document and infers its result and variables types from the schema
 * (schema.graphql plus pending-schema.graphql; see scripts/graphql-env.ts). One operation per file.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    ID: string;
    Date: string;
    Time: string;
    BigInt: string;
    JSON: unknown;
    NoteID: string;
    DiscussionID: string;
    NoteableID: string;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
export { readFragment } from 'gql.tada';
