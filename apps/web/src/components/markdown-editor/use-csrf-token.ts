import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryOptions } from '#web/lib/session/index.ts';

/** Reads the session's CSRF token when a request is sent (loading the session if need be). */
export function useCsrfToken(): () => Promise<string | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async () => (await queryClient.ensureQueryData(sessionQueryOptions())).csrfToken,
    [queryClient],
  );
}
