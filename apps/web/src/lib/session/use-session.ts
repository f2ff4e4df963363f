import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signIn, signOut } from './auth-requests.ts';
import { anonymousSession, sessionQueryKey, sessionQueryOptions, type Session } from './session.ts';

/** The current session (anonymous while loading or when the request fails). */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? anonymousSession;
  return { ...session, isLoading: query.isPending, signedIn: session.user !== null };
}

/** What a viewer may see changes with the session: drop every cached answer but the session. */
function replaceSession(queryClient: QueryClient, session: Session) {
  queryClient.setQueryData(sessionQueryKey, session);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ login, password }: { login: string; password: string }) =>
      signIn(login, password),
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const current = queryClient.getQueryData<Session>(sessionQueryKey);
      await signOut(current?.csrfToken ?? null);
    },
    onSuccess: () => replaceSession(queryClient, anonymousSession),
  });
}
