import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkItemRow } from '../modules/work-items/work-items.repository.ts';
import { updateIssue } from '../modules/work-items/issues/issues.writes.ts';
import { useEpicWorld } from '../modules/work-items/test-support/harness.ts';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import { loadEnv } from '../env.ts';
import { systemClock } from '../lib/clock.ts';
import { createRequestContext } from '../lib/context.ts';
import { fixtures } from '../testing/fixtures.ts';
import { createTestApp, TEST_TODAY } from '../testing/test-app.ts';
import { sseSubscribe, type SseSubscription } from './sse-test-client.ts';

/**
 * GraphQL subscriptions through the real HTTP server: Server-Sent Events on /api/graphql, fed by
 * pg_notify from the issue writes.
 */

const s = useEpicWorld();
let base = '';
let secret: WorkItemRow;
const open: SseSubscription[] = [];

beforeAll(async () => {
  base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  secret = await s.w.f.issue(s.w.projects.web, { title: 'Secret', confidential: true, weight: 1 });
});
afterEach(async () => {
  for (const sub of open.splice(0)) sub.abort();
  for (let i = 0; i < 100 && s.t.app.realtime.listenerCount() > 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(s.t.app.realtime.listenerCount()).toBe(0);
});

const WEIGHT = `subscription($issuableId: IssuableID!) {
  issuableWeightUpdated(issuableId: $issuableId) { ... on Issue { id weight } }
}`;

async function subscribe(
  query: string,
  issuableId: string | null,
  token?: string,
  method?: 'GET' | 'POST',
) {
  const sub = await sseSubscribe(base, query, issuableId ? { issuableId } : {}, token, method);
  open.push(sub);
  return sub;
}

const issueGid = (item: { id: number }, type = 'Issue') => `gid://gitlab/${type}/${item.id}`;

async function setWeight(item: WorkItemRow, weight: number | null) {
  const res = await s.api.gql(
    `mutation($input: IssueSetWeightInput!) { issueSetWeight(input: $input) { errors issue { weight } } }`,
    { input: { projectPath: 'acme/web', iid: String(item.iid), weight } },
    s.w.people.planner.token,
  );
  expect(res).toEqual({ data: { issueSetWeight: { errors: [], issue: { weight } } } });
}

async function updateIssueGql(input: Record<string, unknown>) {
  return s.api.gql(
    `mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors } }`,
    { input: { projectPath: 'acme/web', ...input } },
    s.w.people.planner.token,
  );
}

/** Waits until the hub holds `count` listeners for the item (streams end asynchronously). */
async function listenersOf(id: number, count: number) {
  for (let i = 0; i < 100 && s.t.app.realtime.listenerCount(id) !== count; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return s.t.app.realtime.listenerCount(id);
}

describe('issuableWeightUpdated', () => {
  it('sends { id, weight } when another user changes the weight; nothing else gets through', async () => {
    const { web1, web2 } = s.w.issues;
    const sub = await subscribe(WEIGHT, issueGid(web1), s.w.people.reporter.token);
    expect(sub.status).toBe(200);
    expect(sub.contentType).toMatch(/^text\/event-stream/);
    expect(await listenersOf(web1.id, 1)).toBe(1);

    // Another issue, a refused write, an unrelated edit and an unchanged weight send nothing.
    await setWeight(web2, 11);
    const refused = await updateIssueGql({
      iid: String(web1.iid),
      weight: 4,
      milestoneId: 'gid://gitlab/Milestone/2147483647',
    });
    expect(refused.data).toEqual({ updateIssue: { errors: ['Milestone not found'] } });
    expect(await updateIssueGql({ iid: String(web1.iid), title: 'Web one, renamed' })).toEqual({
      data: { updateIssue: { errors: [] } },
    });
    await setWeight(web1, 3);
    expect(await sub.quietFor(300)).toBe('quiet');

    await setWeight(web1, 8);
    expect(await sub.next()).toEqual({
      data: { issuableWeightUpdated: { id: `gid://cairn/Issue/${web1.id}`, weight: 8 } },
    });

    // REST PUT and clearing the weight are weight changes too.
    const put = await s.api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${web1.iid}`, {
      token: s.w.people.planner.token,
      body: { weight: 2 },
    });
    expect(put.statusCode).toBe(200);
    expect(await sub.next()).toEqual({
      data: { issuableWeightUpdated: { id: `gid://cairn/Issue/${web1.id}`, weight: 2 } },
    });
    await setWeight(web1, null);
    expect(await sub.next()).toEqual({
      data: { issuableWeightUpdated: { id: `gid://cairn/Issue/${web1.id}`, weight: null } },
    });
    expect(await sub.quietFor(200)).toBe('quiet');
  });

  it('sends nothing for a weight write whose transaction rolls back', async () => {
    const { web1 } = s.w.issues;
    const sub = await subscribe(WEIGHT, issueGid(web1), s.w.people.reporter.token);
    expect(await listenersOf(web1.id, 1)).toBe(1);
    const planner = s.w.people.planner.user;
    await s.t.db.db
      .transaction(async (tx) => {
        const ctx = createRequestContext({
          db: tx,
          viewer: { user: planner, via: 'token', scopes: ['api'] },
          clock: systemClock(TEST_TODAY),
          env: loadEnv({ NODE_ENV: 'test', CAIRN_DEMO: '0' }),
        });
        const written = await updateIssue(ctx, web1, { weight: 6 });
        expect(written).toMatchObject({ weight: 6 });
        throw new Error('roll back');
      })
      .catch((error: unknown) => expect(String(error)).toContain('roll back'));
    expect(await sub.quietFor(300)).toBe('quiet');
    await setWeight(web1, 5);
    expect(await sub.next()).toEqual({
      data: { issuableWeightUpdated: { id: `gid://cairn/Issue/${web1.id}`, weight: 5 } },
    });
  });

  it('answers a WorkItem id as a WorkItem, over GET as well as POST', async () => {
    const { web1 } = s.w.issues;
    const sub = await subscribe(
      `subscription($issuableId: IssuableID!) {
        issuableWeightUpdated(issuableId: $issuableId) { __typename ... on WorkItem { id weight } }
      }`,
      issueGid(web1, 'WorkItem'),
      s.w.people.guest.token,
      'GET',
    );
    expect(sub.status).toBe(200);
    expect(await listenersOf(web1.id, 1)).toBe(1);
    await setWeight(web1, 13);
    expect(await sub.next()).toEqual({
      data: {
        issuableWeightUpdated: {
          __typename: 'WorkItem',
          id: `gid://cairn/WorkItem/${web1.id}`,
          weight: 13,
        },
      },
    });
  });

  it('refuses unknown and invisible issues alike, without revealing which', async () => {
    const refusal = {
      errors: [
        expect.objectContaining({
          message: RESOURCE_NOT_AVAILABLE,
          path: ['issuableWeightUpdated'],
          extensions: { code: 'RESOURCE_NOT_AVAILABLE' },
        }),
      ],
    };
    const cases: [string, string | undefined][] = [
      [issueGid(secret), undefined], // confidential, anonymous
      [issueGid(secret), s.w.people.outsider.token], // confidential, not a member
      [issueGid(s.w.issues.vault1), s.w.people.outsider.token], // private project
      ['gid://gitlab/Issue/2147483647', undefined], // unknown
      [issueGid(s.w.issues.web1, 'Epic'), s.w.people.planner.token], // not an epic
    ];
    for (const [gid, token] of cases) {
      const sub = await subscribe(WEIGHT, gid, token);
      expect(await sub.next()).toEqual(refusal);
      expect(await sub.next()).toBeNull();
    }
    expect(await listenersOf(secret.id, 0)).toBe(0);
    expect(await listenersOf(s.w.issues.vault1.id, 0)).toBe(0);

    // A member may subscribe to the confidential issue.
    const member = await subscribe(WEIGHT, issueGid(secret), s.w.people.planner.token);
    await setWeight(secret, 21);
    expect(await member.next()).toEqual({
      data: { issuableWeightUpdated: { id: `gid://cairn/Issue/${secret.id}`, weight: 21 } },
    });
  });

  it('names issuableId when the id is malformed', async () => {
    const literal = await subscribe(
      'subscription { issuableWeightUpdated(issuableId: "nope") { ... on Issue { id } } }',
      null,
    );
    expect((await literal.next())?.errors?.map((e) => e.message)).toEqual([
      `Argument 'issuableId' on Field 'issuableWeightUpdated' has an invalid value: "nope" is not a valid Global ID`,
    ]);
    const variable = await subscribe(WEIGHT, 'nope');
    expect((await variable.next())?.errors?.map((e) => e.message)).toEqual([
      'Variable "$issuableId" got invalid value "nope"; "nope" is not a valid Global ID',
    ]);
    const nul = await subscribe(WEIGHT, 'gid://gitlab/Issue/1\u0000');
    expect((await nul.next())?.errors?.map((e) => e.message)).toEqual([
      'Variable "$issuableId" got invalid value at "issuableId": must not contain NUL characters',
    ]);
    const wrongType = await subscribe(WEIGHT, 'gid://gitlab/Project/1');
    expect(await wrongType.next()).toEqual({
      errors: [
        expect.objectContaining({
          message: `Argument 'issuableId' is invalid: "gid://gitlab/Project/1" does not represent an instance of Issue or Epic or WorkItem or Issuable`,
          extensions: { code: 'BAD_USER_INPUT', argument: 'issuableId' },
        }),
      ],
    });
  });

  it('ends the stream when the issue becomes invisible to the subscriber', async () => {
    const item = await s.w.f.issue(s.w.projects.web, { title: 'Soon secret', weight: 1 });
    const anonymous = await subscribe(WEIGHT, issueGid(item));
    const member = await subscribe(WEIGHT, issueGid(item), s.w.people.reporter.token);
    expect(await listenersOf(item.id, 2)).toBe(2);
    const hidden = await s.api.gql(
      `mutation { issueSetConfidential(input: { projectPath: "acme/web", iid: "${item.iid}", confidential: true }) { errors } }`,
      {},
      s.w.people.planner.token,
    );
    expect(hidden).toEqual({ data: { issueSetConfidential: { errors: [] } } });
    await setWeight(item, 2);
    expect(await anonymous.next()).toBeNull();
    expect(await member.next()).toEqual({
      data: { issuableWeightUpdated: { id: `gid://cairn/Issue/${item.id}`, weight: 2 } },
    });
    expect(await listenersOf(item.id, 1)).toBe(1);
  });

  it('releases the hub listener when the client aborts', async () => {
    const item = await s.w.f.issue(s.w.projects.web, { title: 'Watched briefly' });
    const sub = await subscribe(WEIGHT, issueGid(item), s.w.people.reporter.token);
    expect(await listenersOf(item.id, 1)).toBe(1);
    sub.abort();
    expect(await listenersOf(item.id, 0)).toBe(0);
  });

  it('passes through the document limits (aliases, depth)', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: id`).join(' ');
    const tooManyAliases = await subscribe(
      `subscription { issuableWeightUpdated(issuableId: "${issueGid(s.w.issues.web1)}") { ... on Issue { ${aliases} } } }`,
      null,
    );
    expect((await tooManyAliases.next())?.errors?.map((e) => e.message)).toEqual([
      'Syntax Error: Aliases limit of 30 exceeded, found 31.',
    ]);
    const nested = 'children { nodes { '.repeat(8) + 'id' + ' } }'.repeat(8);
    const tooDeep = await subscribe(
      `subscription { issuableWeightUpdated(issuableId: "${issueGid(s.w.issues.web1)}") { ... on Epic { ${nested} } } }`,
      null,
    );
    expect((await tooDeep.next())?.errors?.map((e) => e.message)).toEqual([
      'Syntax Error: Query depth limit of 15 exceeded, found 19.',
    ]);
  });
});

describe('issuableDatesUpdated', () => {
  it("sends the issue's new due date, and nothing for a weight change", async () => {
    const item = await s.w.f.issue(s.w.projects.web, { title: 'Dated', weight: 1 });
    const sub = await subscribe(
      `subscription($issuableId: IssuableID!) {
        issuableDatesUpdated(issuableId: $issuableId) { ... on Issue { id dueDate } }
      }`,
      issueGid(item),
      s.w.people.reporter.token,
    );
    expect(await listenersOf(item.id, 1)).toBe(1);
    await setWeight(item, 3);
    expect(await sub.quietFor(300)).toBe('quiet');
    const res = await s.api.gql(
      `mutation { issueSetDueDate(input: { projectPath: "acme/web", iid: "${item.iid}", dueDate: "2026-12-24" }) { errors } }`,
      {},
      s.w.people.planner.token,
    );
    expect(res).toEqual({ data: { issueSetDueDate: { errors: [] } } });
    expect(await sub.next()).toEqual({
      data: { issuableDatesUpdated: { id: `gid://cairn/Issue/${item.id}`, dueDate: '2026-12-24' } },
    });
  });
});

describe('server shutdown', () => {
  it('completes open subscription streams, so close() does not wait for them', async () => {
    const t = await createTestApp();
    let closed = false;
    try {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const f = fixtures(t.db.db);
      const group = await f.group({ path: 'shut', visibility: 'public' });
      const project = await f.project({ path: 'down', group, visibility: 'public' });
      const item = await f.issue(project, { title: 'Open until shutdown' });
      const sub = await sseSubscribe(url, WEIGHT, { issuableId: issueGid(item) });
      open.push(sub);
      for (let i = 0; i < 100 && t.app.realtime.listenerCount(item.id) !== 1; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(t.app.realtime.listenerCount(item.id)).toBe(1);
      const closing = t.app.close();
      expect(await sub.next()).toBeNull();
      await closing;
      closed = true;
      expect(t.app.realtime.listenerCount()).toBe(0);
    } finally {
      if (closed) await t.db.destroy();
      else await t.close();
    }
  });
});
