import { describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from '../test-support/harness.ts';

const s = useEpicWorld();

async function issue<T = Record<string, unknown>>(
  fields: string,
  iid: number,
  opts: { project?: string; token?: string | null } = {},
) {
  const token = opts.token === null ? undefined : (opts.token ?? s.w.people.planner.token);
  const q = `{ project(fullPath: "${opts.project ?? 'acme/web'}") { issue(iid: "${iid}") { ${fields} } } }`;
  return at<T>(dataOf(await s.api.gql(q, {}, token)), 'project.issue');
}

describe('Issue type', () => {
  it('reads the fields the tree, popovers and sidebar use', async () => {
    const res = await issue(
      `id iid title state type webUrl webPath reference full: reference(full: true) weight
      healthStatus dueDate confidential discussionLocked author { username } assignees { nodes { username } }
      labels { nodes { title } } milestone { title } epic { title } hasEpic hasParent blocked blockedByCount
      userPermissions { canUpdateIssue canReopenIssue canAdminIssue updateIssue readIssue } createdAt closedAt`,
      s.w.issues.web1.iid,
    );
    expect(res).toMatchObject({
      id: `gid://cairn/Issue/${s.w.issues.web1.id}`,
      iid: String(s.w.issues.web1.iid),
      title: 'Web one',
      state: 'opened',
      type: 'ISSUE',
      webUrl: `http://cairn.test/acme/web/-/issues/${s.w.issues.web1.iid}`,
      reference: `#${s.w.issues.web1.iid}`,
      full: `acme/web#${s.w.issues.web1.iid}`,
      weight: 3,
      healthStatus: 'onTrack',
      confidential: false,
      milestone: { title: 'M1' },
      epic: { title: 'Beta' },
      hasEpic: true,
      hasParent: true,
      blocked: false,
      userPermissions: { canUpdateIssue: true, canAdminIssue: true, readIssue: true },
    });
  });

  it('Project.issues and Group.issues list with filters; Query.issue by id', async () => {
    const list = async (path: string, kind: 'project' | 'group', args: string) =>
      at<{ title: string }[]>(
        dataOf(
          await s.api.gql(
            `{ ${kind}(fullPath: "${path}") { issues(${args}) { nodes { title } } } }`,
            {},
            s.w.people.owner.token,
          ),
        ),
        `${kind}.issues.nodes`,
      ).map((n) => n.title);
    expect(await list('acme/web', 'project', 'sort: TITLE_ASC')).toEqual(['Web one', 'Web two']);
    expect(await list('acme/web', 'project', 'state: closed')).toEqual(['Web two']);
    expect(await list('acme', 'group', 'sort: WEIGHT_DESC')).toEqual([
      'Vault one',
      'Web two',
      'Web one',
      'App one',
    ]);
    expect(await list('acme', 'group', 'milestoneTitle: ["M2"]')).toEqual(['App one']);
    expect(await list('acme', 'group', 'search: "vault"')).toEqual(['Vault one']);
    const anonymous = at<{ title: string }[]>(
      dataOf(await s.api.gql('{ group(fullPath: "acme") { issues { nodes { title } } } }')),
      'group.issues.nodes',
    );
    expect(anonymous.map((n) => n.title)).not.toContain('Vault one');
    const byId = dataOf(
      await s.api.gql(`{ issue(id: "gid://gitlab/Issue/${s.w.issues.app1.id}") { title } }`),
    );
    expect(byId).toEqual({ issue: { title: 'App one' } });
    const hidden = dataOf(
      await s.api.gql(`{ issue(id: "gid://gitlab/Issue/${s.w.issues.vault1.id}") { title } }`),
    );
    expect(hidden).toEqual({ issue: null });
  });
});
