export { anonymousSession, fetchSession, sessionQueryKey, sessionQueryOptions } from './session.ts';
export type { Session, SessionUser } from './session.ts';
export { signIn, signOut, SignInError } from './auth-requests.ts';
export { useSession, useSignIn, useSignOut } from './use-session.ts';
