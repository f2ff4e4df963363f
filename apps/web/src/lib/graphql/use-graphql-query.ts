import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { DocumentNode } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { operationName, type RequestOptions } from './client.ts';
import { useGraphqlClient } from './client-context.tsx';

type Extra<TResult> = Omit<UseQueryOptions<TResult, Error>, 'queryKey' | 'queryFn'> &
  RequestOptions;

/** The query cache key of a document with its variables: [operation name, variables]. */
export function graphqlQueryKey(document: DocumentNode, variables: unknown) {
  return [operationName(document) ?? 'anonymous', variables] as const;
}

/** Runs a GraphQL query through the query cache (server state lives there, not in components). */
export function useGraphqlQuery<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options?: Extra<TResult>,
) {
  const client = useGraphqlClient();
  const { fieldsThatMayFail, ...queryOptions } = options ?? {};
  return useQuery<TResult, Error>({
    queryKey: graphqlQueryKey(document, variables),
    queryFn: ({ signal }) =>
      client.request(document, variables, signal, fieldsThatMayFail && { fieldsThatMayFail }),
    ...queryOptions,
  });
}
