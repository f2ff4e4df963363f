/** Who is making a request. `user` is null for anonymous requests. */
export interface ViewerUser {
  id: number;
  username: string;
  name: string;
  isAdmin: boolean;
  state: 'active' | 'blocked' | 'banned';
}

export interface Viewer {
  user: ViewerUser | null;
  via: 'session' | 'token' | 'none';
  /** Token scopes (`api`, `read_api`); sessions have full access. */
  scopes: readonly string[];
  /** CSRF token of the session (only for cookie sessions). */
  csrfToken?: string;
}

export const anonymousViewer: Viewer = { user: null, via: 'none', scopes: [] };

/**
 * What the viewer's credentials allow, whatever their permissions: `write` (a session or an
 * `api` token), `read` (a `read_api` token; anonymous requests, whose permissions decide), or
 * `none` (a token with neither API scope). Every transport asks this one function.
 */
export function apiAccess(viewer: Viewer): 'write' | 'read' | 'none' {
  if (viewer.via === 'session') return 'write';
  if (viewer.via === 'none') return 'read';
  if (viewer.scopes.includes('api')) return 'write';
  return viewer.scopes.includes('read_api') ? 'read' : 'none';
}

export const canWriteApi = (viewer: Viewer) =>
  viewer.via === 'session' || viewer.scopes.includes('api');

/** A token viewer whose scopes allow reading only: refused every write on every transport. */
export const readOnlyToken = (viewer: Viewer) =>
  viewer.via === 'token' && apiAccess(viewer) !== 'write';
