// The web app's GraphQL layer: typed documents, the fetch client, and the query-cache hook.
export { graphql, readFragment } from './graphql.ts';
export type { FragmentOf, ResultOf, VariablesOf } from './graphql.ts';
export { createGraphqlClient, GraphqlError, GraphqlHttpError, operationName } from './client.ts';
export { createSharedLive } from './shared-live.ts';
export type {
  GraphqlClient,
  GraphqlClientOptions,
  RequestOptions,
  SubscriptionHandlers,
} from './client.ts';
export { failedFields, type FieldsThatMayFail } from './field-errors.ts';
export { GraphqlClientProvider, useGraphqlClient } from './client-context.tsx';
export { graphqlQueryKey, useGraphqlQuery } from './use-graphql-query.ts';
export { useGraphqlSubscription } from './use-graphql-subscription.ts';
export type { SubscriptionOptions } from './use-graphql-subscription.ts';
export { epicFilterVariables } from './epic-filters.ts';
export type { EpicFilterArguments, EpicFilterVariables } from './epic-filters.ts';
export type {
  EpicSortEnum,
  EpicStateEnum,
  IssuableSearchableField,
  NegatedEpicFilterInput,
  UnionedEpicFilterInput,
} from './schema-types.ts';
