import { describe, expect, it } from 'vitest';
import {
  api,
  corp,
  app,
  spamIssue,
  spamEpic,
  tokens,
  gql,
  titles,
  EPICS,
  ISSUES,
  milestoneCount,
  DIRECT,
  launchAs,
} from '../test-support/hidden-items.setup.ts';
import { dataOf } from '../test-support/harness.ts';

describe('hidden items (author banned): admins', () => {
  it('see them everywhere, with hidden: true', async () => {
    expect(titles(await gql('admin', EPICS, 'group.epics.nodes'))).toEqual(['Launch', 'Spam epic']);
    expect(await gql('admin', EPICS, 'group.epics.count')).toBe(2);
    expect(await gql('admin', ISSUES, 'project.issues')).toEqual({
      nodes: [
        { title: 'Good issue', hidden: false },
        { title: 'Spam issue', hidden: true },
      ],
    });
    expect(titles(await gql('admin', ISSUES, 'group.issues.nodes'))).toEqual([
      'Good issue',
      'Spam issue',
    ]);
    expect(await milestoneCount('admin')).toBe(2);
    const launch = await launchAs('admin');
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
    expect(titles(launch.issues.nodes)).toEqual(['Good issue', 'Spam issue']);
    expect(launch.descriptionHtml).toContain('title="Spam issue"');
    expect(launch.descriptionHtml).toContain('title="Spam epic"');
    const direct = dataOf(await api.gql(DIRECT(spamIssue.id, spamEpic.iid), {}, tokens.admin));
    expect(direct).toEqual({
      project: { issue: { title: 'Spam issue', hidden: true } },
      issue: { title: 'Spam issue' },
      group: { epic: { title: 'Spam epic' } },
    });
  });

  it('read them over REST', async () => {
    const get = await api.rest('GET', `/api/v4/projects/${app.id}/issues/${spamIssue.iid}`, {
      token: tokens.admin,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ title: 'Spam issue' });
    const epic = await api.rest('GET', `/api/v4/groups/${corp.id}/epics/${spamEpic.iid}`, {
      token: tokens.admin,
    });
    expect(epic.statusCode).toBe(200);
    const list = await api.rest('GET', `/api/v4/projects/${app.id}/issues`, {
      token: tokens.admin,
    });
    expect(
      list
        .json<{ title: string }[]>()
        .map((i) => i.title)
        .sort(),
    ).toEqual(['Good issue', 'Spam issue']);
  });
});
