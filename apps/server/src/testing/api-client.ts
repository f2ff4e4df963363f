import type { FastifyInstance } from 'fastify';

export interface GqlResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Reads a dotted path ("group.milestones.nodes") out of a JSON value. */
export function at<T = unknown>(value: unknown, path: string): T {
  let current = value;
  for (const key of path.split('.')) {
    current = current == null ? undefined : (current as Record<string, unknown>)[key];
  }
  return current as T;
}

/** GraphQL and REST calls against an injected app, as a user (token) or anonymously. */
export function apiClient(app: FastifyInstance) {
  return {
    async gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: token ? { 'private-token': token } : {},
        payload: { query, variables },
      });
      return res.json<GqlResult>();
    },

    rest(method: Method, url: string, options: { token?: string; body?: unknown } = {}) {
      return app.inject({
        method,
        url,
        headers: options.token ? { 'private-token': options.token } : {},
        ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
      });
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
