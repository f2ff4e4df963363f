import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';
import { TEST_TODAY, createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import type { WorkItemRow } from '#server/testing/fixtures.ts';

/**
 * GitLab's notes_create_limit (docs/decisions/markdown-editor-and-uploads.md, 'Rate limits on
 * comments and uploads'): a user creates at most CAIRN_NOTES_CREATE_LIMIT comments per minute
 * (3 here, 300 by default) over REST and GraphQL together; more get 429 with Retry-After,
 * counted in the database so a second app server on the same database refuses them too.
 */

const LIMIT_ENV = { CAIRN_NOTES_CREATE_LIMIT: '3' };
const T0 = Date.parse('2026-11-21T10:00:00.000Z');
let now = new Date(T0);
const clock = { now: () => now, today: () => TEST_TODAY };
const at = (seconds: number) => (now = new Date(T0 + seconds * 1000));

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;
let second: FastifyInstance;
let issue: WorkItemRow;

beforeAll(async () => {
  t = await createTestApp({ env: LIMIT_ENV, clock });
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
  issue = await w.f.issue(w.projects.web, { title: 'Busy' });
  const env = loadEnv({ NODE_ENV: 'test', CAIRN_DEMO: '0', ...LIMIT_ENV });
  second = await buildApp({ handle: t.db, env, clock, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const notesUrl = () => `/api/v4/projects/acme%2Fweb/issues/${issue.iid}/notes`;
const post = (token: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: notesUrl(),
    headers: { 'private-token': token },
    payload: { body: 'a comment' },
  });
const CREATE = `mutation($id: NoteableID!) { createNote(input: { noteableId: $id, body: "hi" }) { note { body } errors } }`;
const gqlNote = (token: string) => api.gql(CREATE, { id: `gid://gitlab/Issue/${issue.id}` }, token);
const LIMITED = {
  message: { error: 'This endpoint has been requested too many times. Try again later.' },
};
const noteCount = async () =>
  (await api.rest('GET', `${notesUrl()}?per_page=100`)).json<unknown[]>().length;

describe('notes_create_limit', () => {
  it('allows the limit per minute over REST and GraphQL together, then answers 429', async () => {
    at(0);
    const { reporter, developer } = w.people;
    expect((await post(reporter.token)).statusCode).toBe(201);
    expect((await gqlNote(reporter.token)).data).toEqual({
      createNote: { note: { body: 'hi' }, errors: [] },
    });
    at(20);
    expect((await post(reporter.token)).statusCode).toBe(201);

    at(30);
    const refused = await post(reporter.token);
    expect([refused.statusCode, refused.headers['retry-after'], refused.json()]).toEqual([
      429,
      '30',
      LIMITED,
    ]);
    const gql = await gqlNote(reporter.token);
    expect(gql.errors?.[0]).toMatchObject({
      message: 'This endpoint has been requested too many times. Try again later.',
      extensions: { code: 'RATE_LIMITED', retryAfter: 30 },
    });
    // Another app server on the same database counts the same comments.
    expect((await post(reporter.token, second)).statusCode).toBe(429);
    // The limit is per user, and refused comments were not written.
    expect((await post(developer.token)).statusCode).toBe(201);
    expect(await noteCount()).toBe(4);

    // A minute after the first two comments, two more fit.
    at(59.5);
    expect((await post(reporter.token)).headers['retry-after']).toBe('1');
    at(60);
    const next = [
      await post(reporter.token),
      await post(reporter.token),
      await post(reporter.token),
    ];
    expect(next.map((r) => r.statusCode)).toEqual([201, 201, 429]);
  });

  it('lets exactly the limit through when requests arrive at once, on two servers', async () => {
    at(1000);
    const token = w.people.maintainer.token;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(token, i % 2 ? second : t.app)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });
});
