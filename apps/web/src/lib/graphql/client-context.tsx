import { createContext, useContext, type ReactNode } from 'react';
import type { GraphqlClient } from './client.ts';

const GraphqlClientContext = createContext<GraphqlClient | null>(null);

/** Provides the app's GraphQL client (created in app/providers; tests pass their own). */
export function GraphqlClientProvider({
  client,
  children,
}: {
  client: GraphqlClient;
  children: ReactNode;
}) {
  return <GraphqlClientContext.Provider value={client}>{children}</GraphqlClientContext.Provider>;
}

export function useGraphqlClient(): GraphqlClient {
  const client = useContext(GraphqlClientContext);
  if (!client) throw new Error('useGraphqlClient needs a <GraphqlClientProvider> above it');
  return client;
}
