import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  createGraphqlClient,
  createSharedLive,
  GraphqlClientProvider,
} from '../lib/graphql/index.ts';
import { sessionQueryOptions } from '../lib/session/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Theme, notifications, the query cache and the GraphQL client (which reads the CSRF token). */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const [graphqlClient] = useState(() => {
    const getCsrfToken = async () =>
      (await queryClient.ensureQueryData(sessionQueryOptions())).csrfToken;
    // One live connection for the subscriptions of every tab (lib/graphql/shared-live.ts).
    const live = createSharedLive({ endpoint: '/api/graphql', getCsrfToken });
    return createGraphqlClient({ getCsrfToken, live });
  });
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <GraphqlClientProvider client={graphqlClient}>{children}</GraphqlClientProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
