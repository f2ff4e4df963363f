import { describe, expect, it } from 'vitest';
import * as h from '../test-support/hidden-items.setup.ts';
import { dataOf } from '../test-support/harness.ts';

describe('hidden items (author banned): admins', () => {
  it('see them everywhere, with hidden: true', async () => {
    expect(h.titles(await h.gql('admin', h.EPICS, 'group.epics.nodes'))).toEqual([
      'Launch',
      'Spam epic',
    ]);
    expect(await h.gql('admin', h.EPICS, 'group.epics.count')).toBe(2);
    expect(await h.gql('admin', h.ISSUES, 'project.issues')).toEqual({
      nodes: [
        { title: 'Good issue', hidden: false },
        { title: 'Spam issue', hidden: true },
      ],
    });
    expect(h.titles(await h.gql('admin', h.ISSUES, 'group.issues.nodes'))).toEqual([
      'Good issue',
      'Spam issue',
    ]);
    expect(await h.milestoneCount('admin')).toBe(2);
    const launch = await h.launchAs('admin');
    expect(launch).toMatchObject({
      blocked: true,
      blockedByCount: 2,
      children: { nodes: [{ title: 'Spam epic' }] },
      hasChildren: true,
      hasIssues: true,
      descendantCounts: { openedEpics: 1, openedIssues: 2 },
    });
    expect(
      launch.linkedWorkItems.nodes
        .map((n) => n.workItem)
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Good issue', hidden: false },
      { title: 'Spam issue', hidden: true },
    ]);
    expect(h.titles(launch.issues.nodes)).toEqual(['Good issue', 'Spam issue']);
    expect(launch.descriptionHtml).toContain('title="Spam issue"');
    expect(launch.descriptionHtml).toContain('title="Spam epic"');
    const direct = dataOf(
      await h.api.gql(h.DIRECT(h.spamIssue.id, h.spamEpic.iid), {}, h.tokens.admin),
    );
    expect(direct).toEqual({
      project: { issue: { title: 'Spam issue', hidden: true } },
      issue: { title: 'Spam issue' },
      group: { epic: { title: 'Spam epic' } },
    });
  });

  it('read them over REST', async () => {
    const get = await h.api.rest('GET', `/api/v4/projects/${h.app.id}/issues/${h.spamIssue.iid}`, {
      token: h.tokens.admin,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ title: 'Spam issue' });
    const epic = await h.api.rest('GET', `/api/v4/groups/${h.corp.id}/epics/${h.spamEpic.iid}`, {
      token: h.tokens.admin,
    });
    expect(epic.statusCode).toBe(200);
    const list = await h.api.rest('GET', `/api/v4/projects/${h.app.id}/issues`, {
      token: h.tokens.admin,
    });
    expect(
      list
        .json<{ title: string }[]>()
        .map((i) => i.title)
        .sort(),
    ).toEqual(['Good issue', 'Spam issue']);
  });
});
