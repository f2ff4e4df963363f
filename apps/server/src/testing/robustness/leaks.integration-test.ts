import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { awardEmoji } from '@cairn/db';
import { apiClient, at } from '../api-client.ts';
import { createTestApp } from '../test-app.ts';
import { restProbe, type Method } from './probe.ts';
import { hiddenHistoryReads, hiddenToolWrites } from './added-routes.ts';
import { HIDDEN, robustnessWorld } from './robustness-world.ts';
import { changedTables, snapshot } from './snapshot.ts';

/**
 * Anonymous viewers, signed-in non-members and guests probe the private group acme/secret (with
 * its private project vault), the private group other, the confidential epic and issue of
 * acme, and their labels, milestones, members and reactions, through every REST route, web
 * JSON endpoint and GraphQL field outside the work-items module that takes a path or an id:
 * 404 / null, and no title, name or count of anything hidden in any answer.
 */
const t = await createTestApp();
afterAll(() => t.close());
const w = await robustnessWorld(t.db.db);
const probe = restProbe(t.app, t.db.db);
const api = apiClient(t.app);
const { groups, projects, milestones, labels, epics, issues, people } = w;

/** Text no answer to these viewers may contain. */
const SECRETS = [HIDDEN, 'acme/secret', 'Secret', 'vault', 'other'];
const awardOn = async (itemId: number) =>
  (await t.db.db.select().from(awardEmoji).where(eq(awardEmoji.workItemId, itemId)))[0]!.id;
const confEpicAward = await awardOn(epics.confidentialEpic.id);
const confIssueAward = await awardOn(issues.confidentialIssue.id);

/** Viewers who may not read acme/secret, other, nor the confidential items of acme. */
const viewers = [
  ['anonymous', undefined],
  ['outsider', people.outsider.token],
] as const;

const secret = encodeURIComponent(groups.secret.fullPath);
const vault = encodeURIComponent(projects.vault.fullPath);

describe.each(viewers)('REST as %s', (who, token) => {
  it('private groups and projects, and everything in them, are 404', async () => {
    const reads = [
      `/api/v4/groups/${secret}`,
      `/api/v4/groups/${groups.secret.id}`,
      `/api/v4/groups/ACME%2FSECRET`,
      `/api/v4/groups/other`,
      `/api/v4/groups/${groups.other.id}/subgroups`,
      ...['subgroups', 'descendant_groups', 'projects', 'members', 'members/all'].map(
        (s) => `/api/v4/groups/${secret}/${s}`,
      ),
      `/api/v4/groups/${secret}/milestones`,
      `/api/v4/groups/${secret}/milestones/${milestones.secret.id}`,
      `/api/v4/groups/acme/milestones/${milestones.secret.id}`,
      `/api/v4/groups/${secret}/labels`,
      `/api/v4/groups/${secret}/labels/${labels.classified.id}`,
      `/api/v4/groups/${secret}/labels/${encodeURIComponent(labels.classified.title)}`,
      `/api/v4/groups/acme/labels/${labels.classified.id}`,
      `/api/v4/groups/acme/labels/${encodeURIComponent(labels.classified.title)}`,
      `/api/v4/projects/${vault}`,
      `/api/v4/projects/${projects.vault.id}`,
      ...['members', 'members/all', 'milestones', 'labels'].map(
        (s) => `/api/v4/projects/${vault}/${s}`,
      ),
      `/api/v4/projects/${vault}/milestones/${milestones.vault.id}`,
      `/api/v4/projects/acme%2Fweb/milestones/${milestones.vault.id}`,
      `/api/v4/projects/acme%2Fweb/labels/${labels.vaultLabel.id}`,
      `/groups/${groups.secret.fullPath}/-/labels.json`,
      `/groups/${groups.secret.fullPath}/-/milestones.json`,
      `/groups/other/-/labels.json`,
      `/-/autocomplete/users.json?group_id=${secret}`,
      `/-/autocomplete/users.json?group_id=${groups.secret.id}`,
      `/-/autocomplete/users.json?project_id=${vault}`,
      `/-/autocomplete/users.json?project_id=${projects.vault.id}`,
      `/api/v4/groups/${secret}/epics/${epics.secretEpic.iid}/award_emoji`,
      `/api/v4/projects/${vault}/issues/${issues.vaultIssue.iid}/award_emoji`,
      ...hiddenHistoryReads(w),
    ];
    for (const url of reads) {
      await probe.check({
        method: 'GET',
        url,
        token,
        expect: 'reject',
        statuses: [404],
        mustNotContain: SECRETS,
      });
    }
    expect((await probe.take()).join('\n')).toBe('');
  });

  it.each([
    ['themselves', token],
    ['a guest of acme', people.guest.token],
  ])('confidential epics and issues hide their reactions (also from %s)', async (_, token) => {
    const epicBase = `/api/v4/groups/acme/epics/${epics.confidentialEpic.iid}/award_emoji`;
    const issueBase = `/api/v4/projects/acme%2Fweb/issues/${issues.confidentialIssue.iid}/award_emoji`;
    for (const url of [
      epicBase,
      `${epicBase}/${confEpicAward}`,
      issueBase,
      `${issueBase}/${confIssueAward}`,
      `/api/v4/groups/acme/epics/${epics.epic.iid}/award_emoji/${confEpicAward}`,
      `/api/v4/projects/acme%2Fweb/issues/${issues.issue.iid}/award_emoji/${confIssueAward}`,
    ]) {
      await probe.check({
        method: 'GET',
        url,
        token,
        expect: 'reject',
        statuses: [404],
        mustNotContain: SECRETS,
      });
    }
    expect((await probe.take()).join('\n')).toBe('');
  });

  it('writes to hidden things are 404 (401 when anonymous), never 403', async () => {
    const writes: [Method, string, unknown][] = [
      ['POST', `/api/v4/groups/${secret}/labels`, { name: 'x', color: '#ff0000' }],
      ['PUT', `/api/v4/groups/${secret}/labels/${labels.classified.id}`, { new_name: 'x' }],
      ['DELETE', `/api/v4/groups/${secret}/labels/${labels.classified.id}`, undefined],
      ['POST', `/api/v4/groups/${secret}/milestones`, { title: 'x' }],
      ['PUT', `/api/v4/groups/${secret}/milestones/${milestones.secret.id}`, { title: 'x' }],
      ['DELETE', `/api/v4/groups/${secret}/milestones/${milestones.secret.id}`, undefined],
      ['POST', `/api/v4/projects/${vault}/milestones`, { title: 'x' }],
      ['POST', `/api/v4/projects/${vault}/labels`, { name: 'x', color: '#ff0000' }],
      ['POST', `/api/v4/groups/${secret}/members`, { user_id: 1, access_level: 50 }],
      ['DELETE', `/api/v4/groups/${secret}/members/${people.secretGuest.user.id}`, undefined],
      [
        'PUT',
        `/api/v4/groups/${secret}/members/${people.secretGuest.user.id}`,
        { access_level: 50 },
      ],
      ['POST', `/api/v4/projects/${vault}/members`, { user_id: 1, access_level: 50 }],
      ['POST', '/api/v4/groups', { name: 'Sub', path: 'sub', parent_id: groups.secret.id }],
      ['POST', '/api/v4/projects', { name: 'Sub', namespace_id: groups.secret.id }],
      [
        'POST',
        `/api/v4/groups/acme/epics/${epics.confidentialEpic.iid}/award_emoji`,
        { name: 'heart' },
      ],
      [
        'DELETE',
        `/api/v4/groups/acme/epics/${epics.confidentialEpic.iid}/award_emoji/${confEpicAward}`,
        undefined,
      ],
      [
        'POST',
        `/api/v4/projects/acme%2Fweb/issues/${issues.confidentialIssue.iid}/award_emoji`,
        { name: 'heart' },
      ],
      [
        'POST',
        `/api/v4/projects/${vault}/issues/${issues.vaultIssue.iid}/award_emoji`,
        { name: 'heart' },
      ],
    ];
    for (const [method, url, body] of writes) {
      await probe.check({
        method,
        url,
        token,
        ...(body === undefined ? {} : { body }),
        expect: 'reject',
        statuses: token ? [404] : [401, 404],
        mustNotContain: SECRETS,
      });
    }
    for (const write of hiddenToolWrites(w)) {
      const statuses = token ? [404] : [401, 404];
      await probe.check({ ...write, token, expect: 'reject', statuses, mustNotContain: SECRETS });
    }
    // In a group they may read, writes they may not make are 403 whatever the id: a hidden
    // record answers exactly as a missing one.
    for (const [method, path, body] of [
      ['PUT', 'labels', { new_name: 'x' }],
      ['DELETE', 'labels', undefined],
      ['PUT', 'milestones', { title: 'x' }],
      ['DELETE', 'milestones', undefined],
    ] as const) {
      const hiddenId = path === 'labels' ? labels.classified.id : milestones.secret.id;
      const statuses = [];
      for (const id of [hiddenId, 99_999_999]) {
        const res = await probe.send({
          method,
          url: `/api/v4/groups/acme/${path}/${id}`,
          token,
          ...(body ? { body } : {}),
          expect: 'reject',
        });
        statuses.push(`${res.statusCode} ${res.body}`);
      }
      expect(statuses[0], `${method} ${path}`).toBe(statuses[1]);
    }
    expect((await probe.take()).join('\n')).toBe('');
  });

  it('lists, web endpoints and counts leave hidden things out', async () => {
    const lists = [
      '/api/v4/groups?all_available=true&per_page=100',
      '/api/v4/groups?search=secret',
      '/api/v4/groups/acme/subgroups',
      '/api/v4/groups/acme/descendant_groups',
      '/api/v4/groups/acme/projects?include_subgroups=true',
      '/api/v4/projects?per_page=100',
      '/api/v4/projects?search=vault',
      '/api/v4/groups/acme/milestones?include_descendants=true',
      `/api/v4/groups/acme/milestones?include_descendants=true&title=${encodeURIComponent(milestones.secret.title)}`,
      `/api/v4/projects/acme%2Fweb/milestones?include_ancestors=true`,
      '/api/v4/groups/acme/labels?include_descendant_groups=true&only_group_labels=false',
      '/api/v4/groups/acme/labels?include_descendant_groups=true&search=classified',
      '/groups/acme/-/labels.json?include_descendant_groups=true&only_group_labels=false',
      '/groups/acme/-/milestones.json?state=all',
      '/groups/acme/-/milestones.json?search=classified',
      '/-/autocomplete/users.json?group_id=acme',
      `/api/v4/groups/acme/epics/${epics.epic.iid}/award_emoji`,
      `/api/v4/projects/acme%2Fweb/issues/${issues.issue.iid}/award_emoji`,
    ];
    for (const url of lists) {
      await probe.check({
        method: 'GET',
        url,
        token,
        expect: 'survive',
        statuses: [200],
        mustNotContain: SECRETS,
      });
    }
    const counted = await api.rest(
      'GET',
      '/api/v4/groups/acme/labels?with_counts=true&search=bug',
      {
        token,
      },
    );
    expect(counted.json(), who).toEqual([
      expect.objectContaining({ name: 'bug', open_issues_count: 1, closed_issues_count: 0 }),
    ]);
    expect((await probe.take()).join('\n')).toBe('');
  });
});

describe.each(viewers)('GraphQL as %s', (who, token) => {
  it('private namespaces are null and never listed', async () => {
    for (const path of [groups.secret.fullPath, 'other', 'ACME/SECRET']) {
      expect(await api.gql(`{ group(fullPath: "${path}") { id name } }`, {}, token)).toEqual({
        data: { group: null },
      });
    }
    expect(
      await api.gql(`{ project(fullPath: "${projects.vault.fullPath}") { id } }`, {}, token),
    ).toEqual({ data: { project: null } });
    const lists = await api.gql(
      `{
        groups(search: "secret") { nodes { fullPath } }
        projects(search: "vault") { nodes { fullPath } }
        group(fullPath: "acme") {
          descendantGroups { nodes { fullPath name } }
          subgroups { nodes { fullPath } }
          projects(includeSubgroups: true) { nodes { fullPath } }
          milestones(includeDescendants: true) { nodes { title } }
          labels(includeDescendantGroups: true, onlyGroupLabels: false) { nodes { title } }
          autocompleteUsers { username }
          byId: milestones(ids: ["gid://gitlab/Milestone/${milestones.secret.id}"], includeDescendants: true) { nodes { title } }
        }
      }`,
      {},
      token,
    );
    expect(lists.errors, who).toBeUndefined();
    expect(at(lists, 'data.groups.nodes')).toEqual([]);
    expect(at(lists, 'data.projects.nodes')).toEqual([]);
    expect(at(lists, 'data.group.byId.nodes')).toEqual([]);
    const text = JSON.stringify(lists);
    for (const s of SECRETS) expect(text, s).not.toContain(s);
  });

  it('milestone stats count only issues the viewer may see', async () => {
    const res = await api.gql(
      `{ project(fullPath: "acme/web") { milestones(includeAncestors: true) { nodes { title stats { totalIssuesCount closedIssuesCount } } } } }`,
      {},
      token,
    );
    expect(at(res, 'data.project.milestones.nodes')).toEqual(
      expect.arrayContaining([
        { title: 'Acme M1', stats: { totalIssuesCount: 1, closedIssuesCount: 0 } },
        { title: 'Web 1.0', stats: { totalIssuesCount: 0, closedIssuesCount: 0 } },
      ]),
    );
  });

  it('mutations on hidden things say "not available" and write nothing', async () => {
    const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;
    const attempts = [
      `mutation { labelCreate(input: { groupPath: "${groups.secret.fullPath}", title: "x" }) { errors label { id } } }`,
      `mutation { labelCreate(input: { projectPath: "${projects.vault.fullPath}", title: "x" }) { errors label { id } } }`,
      ...['Add', 'Remove', 'Toggle'].flatMap((action) =>
        [
          gid('Epic', epics.confidentialEpic.id),
          gid('Issue', issues.confidentialIssue.id),
          gid('WorkItem', issues.vaultIssue.id),
          gid('Epic', epics.secretEpic.id),
        ].map(
          (id) =>
            `mutation { awardEmoji${action}(input: { awardableId: "${id}", name: "rocket" }) { errors awardEmoji { name } } }`,
        ),
      ),
    ];
    for (const query of attempts) {
      const before = await snapshot(t.db.db);
      const res = await api.gql(query, {}, token);
      expect(changedTables(before, await snapshot(t.db.db)), query).toEqual([]);
      expect(res.errors?.[0]?.message, query).toMatch(
        /does not exist or you don't have permission/,
      );
      const text = JSON.stringify(res);
      for (const s of SECRETS) expect(text, s).not.toContain(s);
    }
  });
});
