import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getNamedType, isLeafType, type GraphQLField } from 'graphql';
import { users } from '@cairn/db';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import { schema } from '../wiring/schema.ts';
import { sseSubscribe } from '../realtime/sse-test-client.ts';
import { apiClient, type ApiClient } from '../testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '../testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { INSUFFICIENT_SCOPE } from './refusals.ts';
import { createSession } from './sessions.ts';
import { createPersonalAccessToken } from './tokens.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;
let readOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
  // The most powerful account there is, with a read-only token.
  readOnly = await w.f.token(w.people.admin.user, ['read_api']);
});
afterAll(() => t.close());

/** Every table's row count: a write anywhere changes it or a row we check by value. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.db.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    const r = await t.db.db.execute(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}

/** `mutation($a: T!) { field(a: $a) { __typename } }`: valid for any field, values not needed. */
function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

const mutationFields = Object.values(schema.getMutationType()!.getFields());

describe('a read_api token writes through no transport', () => {
  it('finds the mutations to check', () => {
    expect(mutationFields.length).toBeGreaterThan(20);
    expect(mutationFields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['createEpic', 'updateIssue', 'updateEpic', 'createIssue']),
    );
  });

  it.each(mutationFields.map((f) => [f.name, f] as const))(
    'refuses the %s mutation with GitLab’s error',
    async (name, field) => {
      const res = await api.gql(mutationDocument(field), {}, readOnly);
      expect(res).toEqual({
        data: { [name]: null },
        errors: [
          {
            message: RESOURCE_NOT_AVAILABLE,
            locations: [{ line: 1, column: expect.any(Number) as number }],
            path: [name],
          },
        ],
      });
    },
  );

  it('refuses real updateIssue and createEpic inputs and writes nothing; an api token can', async () => {
    const issue = await w.f.issue(w.projects.web, { title: 'Before' });
    const update = `mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors issue { title } } }`;
    const create = `mutation($input: CreateEpicInput!) { first: createEpic(input: $input) { errors } second: createEpic(input: $input) { errors } }`;
    const updateInput = {
      input: { projectPath: 'acme/web', iid: String(issue.iid), title: 'After' },
    };
    const createInput = { input: { groupPath: 'acme', title: 'Sneaky' } };
    const before = await rowCounts();

    const refusedUpdate = await api.gql(update, updateInput, readOnly);
    expect(refusedUpdate.data).toEqual({ updateIssue: null });
    const refusedCreate = await api.gql(create, createInput, readOnly);
    expect(refusedCreate.data).toEqual({ first: null, second: null });
    expect(refusedCreate.errors?.map((e) => [e.message, (e as { path?: string[] }).path])).toEqual([
      [RESOURCE_NOT_AVAILABLE, ['first']],
      [RESOURCE_NOT_AVAILABLE, ['second']],
    ]);
    expect(await rowCounts()).toEqual(before);
    const title = `{ project(fullPath: "acme/web") { issue(iid: "${issue.iid}") { title } } }`;
    expect((await api.gql(title, {}, readOnly)).data).toEqual({
      project: { issue: { title: 'Before' } },
    });

    const write = await w.f.token(w.people.admin.user, ['api']);
    expect((await api.gql(update, updateInput, write)).data).toEqual({
      updateIssue: { errors: [], issue: { title: 'After' } },
    });
  });

  it('refuses REST and web-route writes with GitLab’s insufficient_scope', async () => {
    for (const [method, url] of [
      ['POST', '/api/v4/groups'],
      ['PUT', `/api/v4/groups/${w.groups.acme.id}`],
      ['DELETE', `/api/v4/groups/${w.groups.other.id}`],
      ['POST', '/users/sign_out'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'private-token': readOnly },
        payload: { name: 'x', path: 'x' },
      });
      expect([method, url, res.statusCode, res.json()]).toEqual([
        method,
        url,
        403,
        INSUFFICIENT_SCOPE,
      ]);
    }
    const read = await api.rest('GET', `/api/v4/groups/${w.groups.acme.id}`, { token: readOnly });
    expect(read.statusCode).toBe(200);
  });
});

describe('tokens without an API scope, and SSE', () => {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const QUERY = '{ currentUser { username } }';
  const SUB = `subscription($issuableId: IssuableID!) { issuableWeightUpdated(issuableId: $issuableId) { ... on Issue { id } } }`;

  it('a read_api token may subscribe over SSE', async () => {
    const issue = await w.f.issue(w.projects.web, { title: 'Watched' });
    const sub = await sseSubscribe(
      base,
      SUB,
      { issuableId: `gid://gitlab/Issue/${issue.id}` },
      readOnly,
    );
    expect([sub.status, sub.contentType]).toEqual([
      200,
      expect.stringMatching(/^text\/event-stream/),
    ]);
    sub.abort();
  });

  it('a token with neither api nor read_api reaches nothing: REST, GraphQL, SSE', async () => {
    const userOnly = await createPersonalAccessToken(t.db.db, {
      userId: w.people.admin.user.id,
      name: 'profile only',
      scopes: ['read_user'],
    });
    const rest = await api.rest('GET', '/api/v4/groups', { token: userOnly });
    expect([rest.statusCode, rest.json()]).toEqual([403, INSUFFICIENT_SCOPE]);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'private-token': userOnly },
      payload: { query: QUERY },
    });
    expect([gql.statusCode, gql.json()]).toEqual([
      403,
      { errors: [{ message: INSUFFICIENT_SCOPE.error_description }] },
    ]);
    const issue = await w.f.issue(w.projects.web, { title: 'Unwatched' });
    const sub = await sseSubscribe(
      base,
      SUB,
      { issuableId: `gid://gitlab/Issue/${issue.id}` },
      userOnly,
    );
    expect(sub.status).toBe(403);
    sub.abort();
  });
});

describe('blocked and banned accounts', () => {
  it.each(['blocked', 'banned'] as const)(
    'a %s user’s session reads as signed out',
    async (state) => {
      const user = await w.f.user({ username: `session-${state}` });
      const session = await createSession(t.db.db, user.id, {});
      const who = () =>
        t.app.inject({ url: '/-/session', cookies: { _cairn_session: session.token } });
      expect((await who()).json()).toMatchObject({ user: { username: `session-${state}` } });
      await t.db.db.update(users).set({ state }).where(eq(users.id, user.id));
      expect((await who()).json()).toEqual({ user: null, csrfToken: null });
    },
  );

  it.each(['blocked', 'banned'] as const)(
    'a %s user’s token is refused with GitLab’s message on REST and GraphQL',
    async (state) => {
      const user = await w.f.user({ username: `was-${state}` });
      const token = await w.f.token(user);
      expect((await api.rest('GET', '/api/v4/user', { token })).statusCode).toBe(200);
      await t.db.db.update(users).set({ state }).where(eq(users.id, user.id));
      const rest = await api.rest('GET', '/api/v4/user', { token });
      expect([rest.statusCode, rest.json()]).toEqual([
        403,
        { message: '403 Forbidden - Your account has been blocked.' },
      ]);
      const gql = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'private-token': token },
        payload: { query: '{ currentUser { username } }' },
      });
      expect([gql.statusCode, gql.json()]).toEqual([
        403,
        { errors: [{ message: 'Your account has been blocked.' }] },
      ]);
    },
  );
});
