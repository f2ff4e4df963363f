// OpenAPI 3.1 for REST v4, generated from the route catalog: paths and path parameters from the
// registered URLs, query parameters and bodies from the routes' zod schemas (z.toJSONSchema).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogRoute } from './route-catalog.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, JsonSchema> };
  security: Record<string, string[]>[];
}

/** `/groups/:id/labels/:label_id` → `/groups/{id}/labels/{label_id}`, and the names in order. */
export function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url
    .replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => {
      names.push(name);
      return `{${name}}`;
    })
    .replace(/\*$/, () => {
      names.push('wildcard');
      return '{wildcard}';
    });
  return { path, names };
}

/** The input side of a zod schema as JSON Schema (what a client sends, before transforms). */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodType | undefined): OpenApiParameter[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operationOf(route: CatalogRoute): Operation {
  const { names } = openApiPath(route.url);
  const tag = route.url.split('/')[3] ?? 'api';
  const body = route.body ? jsonSchemaOf(route.body) : undefined;
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url)
      .path.replace(/^\/api\/v4/, '')
      .replace(/[{}]/g, '')
      .replace(/[^\w]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [tag],
    parameters: [
      ...names.map((name): OpenApiParameter => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...queryParameters(route.query),
    ],
    ...(body
      ? {
          requestBody: {
            required: Array.isArray(body.required) && body.required.length > 0,
            content: { 'application/json': { schema: body } },
          },
        }
      : {}),
    responses: {
      default: {
        description: 'GitLab-shaped JSON; errors are {"message": …} with the HTTP status',
      },
    },
  };
}

export function buildOpenApiDocument(
  routes: readonly CatalogRoute[],
  version: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const { path } = openApiPath(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cairn REST API v4',
      version,
      description:
        "GitLab's REST v4 shapes. Authenticate with a personal access token (PRIVATE-TOKEN " +
        'header or Bearer), or a signed-in session. Generated from the zod schemas the routes validate with.',
    },
    paths,
    components: {
      securitySchemes: {
        privateToken: { type: 'apiKey', in: 'header', name: 'PRIVATE-TOKEN' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    // Anonymous access reads public content.
    security: [{}, { privateToken: [] }, { bearer: [] }],
  };
}

/** `GET /api/v4/openapi.json`: built once, on first request, when every route is registered. */
export function registerOpenApiRoute(app: FastifyInstance, version: string) {
  let document: OpenApiDocument | undefined;
  app.get('/api/v4/openapi.json', async (_req, reply) => {
    document ??= buildOpenApiDocument(app.restRoutes, version);
    return reply.header('cache-control', 'no-cache').send(document);
  });
}
