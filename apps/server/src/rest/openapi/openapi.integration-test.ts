import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { OpenApiDocument, OpenApiParameter } from './openapi-document.ts';

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/v4/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json<OpenApiDocument>();
});
afterAll(() => t.close());

/**
 * Every (method, path) Fastify's router holds, read from `printRoutes` (independent of the
 * catalog that builds the document). The router merges parameters at one position under one
 * node (`/:iid|:epic_iid`), so a segment may list several names.
 */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const out: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (m[2] ?? '');
    stack.length = depth;
    stack.push(path);
    for (const method of m[3]?.split(', ') ?? []) out.push({ method, path });
  }
  return out;
}

/** Does a document path (`/groups/{id}`) match a router path (`/groups/:id|:group_id`)? */
function matches(docPath: string, routerPath: string): boolean {
  const a = docPath.split('/');
  const b = routerPath.split('/');
  return (
    a.length === b.length &&
    a.every((segment, i) => {
      const router = b[i] ?? '';
      if (!segment.startsWith('{')) return segment === router;
      return router.split('|').includes(`:${segment.slice(1, -1)}`);
    })
  );
}

const names = (parameters: OpenApiParameter[], where: 'path' | 'query') =>
  parameters.filter((p) => p.in === where).map((p) => p.name);

describe('GET /api/v4/openapi.json', () => {
  it('describes every registered /api/v4 route, and nothing else', () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.path.startsWith('/api/v4/') && r.method !== 'HEAD',
    );
    expect(registered.length).toBeGreaterThan(60);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
    for (const route of registered) {
      const found = documented.filter(
        (d) => d.method === route.method && matches(d.path, route.path),
      );
      expect(found.length, `${route.method} ${route.path}`).toBeGreaterThan(0);
    }
    for (const d of documented) {
      const url = d.path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: d.method as 'GET', url }), `${d.method} ${url}`).toBe(true);
    }
  });

  it('lists each path parameter of every operation, in order', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(operations)) {
        expect(names(operation.parameters, 'path'), path).toEqual(inPath);
        expect(operation.parameters.every((p) => p.in !== 'path' || p.required)).toBe(true);
      }
    }
  });

  it('takes query parameters and bodies from the zod schemas the routes validate with', () => {
    const labels = doc.paths['/api/v4/groups/{id}/labels'];
    expect(names(labels?.get?.parameters ?? [], 'query')).toEqual([
      'page',
      'per_page',
      'with_counts',
      'include_ancestor_groups',
      'include_descendant_groups',
      'only_group_labels',
      'search',
    ]);
    expect(labels?.get?.parameters.find((p) => p.name === 'per_page')).toEqual({
      name: 'per_page',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100 },
    });
    const create = labels?.post?.requestBody;
    expect(create?.required).toBe(true);
    expect(create?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['name', 'color'],
      properties: { name: { type: 'string', maxLength: 1000 } },
    });
    expect(
      doc.paths['/api/v4/groups']?.post?.requestBody?.content['application/json'].schema,
    ).toMatchObject({ required: ['name', 'path'] });
  });

  it('is an OpenAPI 3.1 document with token authentication', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Cairn REST API v4');
    expect(doc.components.securitySchemes.privateToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'PRIVATE-TOKEN',
    });
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((o) => o.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
