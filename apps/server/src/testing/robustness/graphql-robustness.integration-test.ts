import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import { gqlCases, gqlProbe } from './graphql-sweep.ts';
import { gqlTargets, isWorkItemField } from './graphql-targets.ts';
import { robustnessWorld } from './robustness-world.ts';

/**
 * Every GraphQL query field and mutation outside the work-items module, argument by argument
 * and input field by input field, with wrong types, unknown enum values, bad global ids,
 * out-of-range pages, bad cursors, malformed dates and times and oversized strings: never a
 * 5xx or a masked "Unexpected error.", an error that names the argument, nothing written.
 */
const t = await createTestApp();
afterAll(() => t.close());
const w = await robustnessWorld(t.db.db);
const cases = gqlCases({ ...gqlTargets(w), include: (field) => !isWorkItemField(field) });
const fields = [...new Set(cases.map((c) => c.field))];
const probe = gqlProbe(t.app, t.db.db, w.people.owner.token);

describe('GraphQL arguments refuse hostile input', () => {
  it('covers every field with arguments', () => {
    expect(fields).toEqual(
      expect.arrayContaining([
        'Query.group',
        'Query.groups',
        'Query.project',
        'Query.projects',
        'Group.milestones',
        'Group.labels',
        'Group.descendantGroups',
        'Group.subgroups',
        'Group.projects',
        'Group.autocompleteUsers',
        'Project.milestones',
        'Project.labels',
        'Project.autocompleteUsers',
        'Mutation.labelCreate',
        'Mutation.awardEmojiAdd',
        'Mutation.awardEmojiRemove',
        'Mutation.awardEmojiToggle',
      ]),
    );
  });

  it.each(fields)('%s', async (field) => {
    for (const c of cases.filter((x) => x.field === field)) await probe.check(c);
    expect((await probe.take()).join('\n')).toBe('');
  });
});

describe('GraphQL requests that are not GraphQL', () => {
  /** An answer to a broken request: a 4xx or GraphQL errors, never a crash or a masked error. */
  async function refused(request: {
    method: 'GET' | 'POST';
    url: string;
    payload?: string;
    type?: string;
  }) {
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        'private-token': w.people.owner.token,
        ...(request.type ? { 'content-type': request.type } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    const what = `${request.method} ${request.url} ${request.payload?.slice(0, 60) ?? ''}`;
    if (res.statusCode >= 500) return `${what} -> ${res.statusCode}`;
    if (res.body.includes('Unexpected error.')) return `${what} -> masked error`;
    let body: { errors?: unknown[]; message?: unknown } | null;
    try {
      body = res.json();
    } catch {
      return `${what} -> ${res.statusCode} not JSON: ${res.body.slice(0, 80)}`;
    }
    if (!body?.errors?.length && body?.message === undefined) {
      return `${what} -> ${res.statusCode} without errors: ${res.body.slice(0, 120)}`;
    }
    return null;
  }

  it('refuses malformed requests with errors, never a crash', async () => {
    const bodies = [
      '',
      '{',
      '[]',
      'null',
      '42',
      '"query"',
      '{}',
      '{"query": 42}',
      '{"query": null}',
      '{"query": "{ currentUser { id } }", "variables": "x"}',
      '{"query": "{ currentUser { id } }", "variables": [1]}',
      '{"query": "{ currentUser { id } }", "operationName": 42}',
      '{"query": "query A { currentUser { id } }", "operationName": "B"}',
      '{"query": "query A { currentUser { id } } query B { currentUser { id } }"}',
      '{"query": "{ currentUser { id "}',
      '{"query": "{ nope }"}',
      '{"query": "{ group(fullPath: \\"acme\\") { nope } }"}',
      '{"query": "{ group { id } }"}',
      '{"query": "{ group(fullPath: \\"acme\\", fullPath: \\"x\\") { id } }"}',
      '{"query": "{ currentUser @nope { id } }"}',
      '{"query": "subscription { nope }"}',
      '{"query": "{ currentUser { id } }", "variables": {"x": "a\\u0000b"}}',
      `{"query": "{ ${'group(fullPath: \\"acme\\") { parent { '.repeat(20)}id${' }'.repeat(40)} }"}`,
      `{"query": "{ ${Array.from({ length: 40 }, (_, i) => `a${i}: currentUser { id }`).join(' ')} }"}`,
      `{"query": "${'x'.repeat(20_000)}"}`,
    ];
    const problems: (string | null)[] = [];
    for (const payload of bodies) {
      problems.push(
        await refused({ method: 'POST', url: '/api/graphql', payload, type: 'application/json' }),
      );
    }
    for (const [payload, type] of [
      ['query=%7B', 'application/x-www-form-urlencoded'],
      ['{ currentUser { id } }', 'text/plain'],
      ['<query/>', 'application/xml'],
    ]) {
      problems.push(await refused({ method: 'POST', url: '/api/graphql', payload, type }));
    }
    for (const url of [
      '/api/graphql?query=%7B',
      '/api/graphql?query=mutation%20%7B%20labelCreate(input%3A%7Btitle%3A%22x%22%7D)%20%7B%20errors%20%7D%20%7D',
      '/api/graphql?query=%7B%20currentUser%20%7B%20id%20%7D%20%7D&variables=%7B',
      '/api/graphql?query=%7B%20currentUser%20%7B%20id%20%7D%20%7D&variables=42',
      '/api/graphql?query=%7B%20currentUser%20%7B%20id%20%7D%20%7D&extensions=%5B',
      '/api/graphql?query=%7B%20group(fullPath%3A%20%22a%5Cu0000%22)%20%7B%20id%20%7D%20%7D',
    ]) {
      problems.push(await refused({ method: 'GET', url }));
    }
    expect(problems.filter(Boolean).join('\n')).toBe('');
  });
});
