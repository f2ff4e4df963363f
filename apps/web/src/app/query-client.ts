import { QueryClient } from '@tanstack/react-query';
import { GraphqlHttpError } from '../lib/graphql/index.ts';

/** One query cache per app instance (tests create their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not fix themselves; network and 5xx errors get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof GraphqlHttpError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
