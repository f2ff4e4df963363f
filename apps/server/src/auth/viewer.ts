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

export const canWriteApi = (viewer: Viewer) =>
  viewer.via === 'session' || viewer.scopes.includes('api');
