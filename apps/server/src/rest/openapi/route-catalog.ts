// The REST kit's list of routes, filled by Fastify's `onRoute` hook: every /api/v4 route with the
// zod schemas it declares (`schema: { querystring, body }`), so the OpenAPI document
// (openapi-document.ts) is generated from what is registered, never written by hand.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

export interface CatalogRoute {
  method: string;
  /** Fastify's URL (`/api/v4/groups/:id/labels`). */
  url: string;
  /** The zod schemas of the query string and the body, when the route declares them. */
  query?: z.ZodType;
  body?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/v4 route registered so far (GET, POST, …; HEAD is implied by GET). */
    restRoutes: CatalogRoute[];
  }
}

const zodOrUndefined = (value: unknown, where: string) => {
  if (value === undefined) return undefined;
  if (value instanceof z.ZodType) return value;
  throw new Error(`${where}: Cairn routes declare zod schemas, not JSON schemas`);
};

/**
 * Declared schemas describe the input; they are the same objects the handler validates with
 * `parseInput`, and only there: Fastify validates before the handler, which would answer 400
 * before the handler's 401/404 (GitLab checks the token and the resource first). So Fastify's
 * own validation step passes every value through unchanged: it answers no `value`, since
 * Fastify hands the validator `null` for an absent body and would store that back.
 */
const passThrough = () => () => ({});

/** Starts the catalog; call before any route is registered. */
export function collectRestRoutes(app: FastifyInstance) {
  const routes: CatalogRoute[] = [];
  app.decorate('restRoutes', routes);
  app.setValidatorCompiler(({ schema, url }) => {
    zodOrUndefined(schema, url);
    return passThrough();
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/v4/')) return;
    const where = `${String(route.method)} ${route.url}`;
    const query = zodOrUndefined(route.schema?.querystring, where);
    const body = zodOrUndefined(route.schema?.body, where);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        ...(query ? { query } : {}),
        ...(body ? { body } : {}),
      });
    }
  });
}
