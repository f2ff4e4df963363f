import { describe, expect, it } from 'vitest';
import { dataOf } from '../test-support/harness.ts';
import {
  ISSUE_URL,
  NON_ADMINS,
  api,
  app,
  corp,
  counter,
  spam,
  tokenOf,
  type Viewer,
} from './spam.setup.ts';

/** The leak matrix of an issue submitted as spam: only admins see it, anywhere. */

const LISTS = `{
  project(fullPath: "corp/app") {
    issues(sort: CREATED_ASC) { nodes { title hidden } }
    search: issues(search: "pills") { nodes { title } }
  }
  group(fullPath: "corp") {
    issues(sort: CREATED_ASC) { nodes { title } }
    milestones { nodes { stats { totalIssuesCount } } }
    epic(iid: "1") { descriptionHtml issues { nodes { title } } }
  }
}`;
const DIRECT = () => `{
  project(fullPath: "corp/app") { issue(iid: "2") { title } }
  issue(id: "gid://gitlab/Issue/${spam.id}") { title }
}`;

/** Everything a viewer can learn of the spam issue from lists, counts and references. */
async function seen(viewer: Viewer) {
  const token = tokenOf(viewer);
  const data = dataOf<{
    project: { issues: { nodes: { title: string }[] }; search: { nodes: unknown[] } };
    group: {
      issues: { nodes: { title: string }[] };
      milestones: { nodes: { stats: { totalIssuesCount: number } }[] };
      epic: { descriptionHtml: string; issues: { nodes: unknown[] } };
    };
  }>(await api.gql(LISTS, {}, token));
  const rest = await api.rest('GET', `/api/v4/projects/${app.id}/issues`, { token });
  const search = await api.rest('GET', `/api/v4/projects/${app.id}/issues?search=pills`, { token });
  const labels = await api.rest('GET', `/api/v4/groups/${corp.id}/labels?with_counts=true`, {
    token,
  });
  const notesOfGood = await api.rest('GET', `/api/v4/projects/${app.id}/issues/1/notes`, { token });
  return {
    projectIssues: data.project.issues.nodes,
    groupIssues: data.group.issues.nodes.map((n) => n.title),
    graphqlSearch: data.project.search.nodes.length,
    milestoneCount: data.group.milestones.nodes[0]?.stats.totalIssuesCount,
    epicIssues: data.group.epic.issues.nodes.length,
    referenced: data.group.epic.descriptionHtml.includes('Cheap pills'),
    restTotal: rest.headers['x-total'],
    restSearch: search.headers['x-total'],
    labelOpenCount: labels.json<{ open_issues_count: number }[]>()[0]?.open_issues_count,
    linkNoteOnGood: notesOfGood.json<{ body: string }[]>().some((n) => n.body.includes('#2')),
  };
}

describe('an issue submitted as spam', () => {
  it('is seen by admins everywhere, hidden: true', async () => {
    expect(await seen('admin')).toEqual({
      projectIssues: [
        { title: 'Good issue', hidden: false },
        { title: 'Cheap pills', hidden: true },
      ],
      groupIssues: ['Good issue', 'Cheap pills'],
      graphqlSearch: 1,
      milestoneCount: 2,
      epicIssues: 1,
      referenced: true,
      restTotal: '2',
      restSearch: '1',
      labelOpenCount: 2,
      linkNoteOnGood: true,
    });
    expect(dataOf(await api.gql(DIRECT(), {}, tokenOf('admin')))).toEqual({
      project: { issue: { title: 'Cheap pills' } },
      issue: { title: 'Cheap pills' },
    });
  });

  it('is marked hiddenAsSpam where an admin meets it as a linked item (blocking popovers)', async () => {
    const linked = `{ project(fullPath: "corp/app") { issue(iid: "1") {
      linkedWorkItems { nodes { workItem { title hidden hiddenAsSpam } } } } } }`;
    const data = dataOf<{
      project: { issue: { linkedWorkItems: { nodes: { workItem: unknown }[] } } };
    }>(await api.gql(linked, {}, tokenOf('admin')));
    expect(data.project.issue.linkedWorkItems.nodes.map((n) => n.workItem)).toEqual([
      { title: 'Cheap pills', hidden: true, hiddenAsSpam: true },
    ]);
  });

  it.each(NON_ADMINS)('is in no list, count, search or reference of %s', async (viewer) => {
    expect(await seen(viewer)).toEqual({
      projectIssues: [{ title: 'Good issue', hidden: false }],
      groupIssues: ['Good issue'],
      graphqlSearch: 0,
      milestoneCount: 1,
      epicIssues: 0,
      referenced: false,
      restTotal: '1',
      restSearch: '0',
      labelOpenCount: 1,
      linkNoteOnGood: false,
    });
  });

  it.each(NON_ADMINS)('is 404 for %s: the issue, its notes and its events', async (viewer) => {
    expect(dataOf(await api.gql(DIRECT(), {}, tokenOf(viewer)))).toEqual({
      project: { issue: null },
      issue: null,
    });
    for (const url of [
      ISSUE_URL(),
      `${ISSUE_URL()}/notes`,
      `${ISSUE_URL()}/resource_label_events`,
      `${ISSUE_URL()}/resource_milestone_events`,
    ]) {
      const res = await api.rest('GET', url, { token: tokenOf(viewer) });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('pills');
    }
  });

  it('costs non-admin reads the flag test in SQL, and admins none', async () => {
    const flagTest = /"hidden_as_spam_at" is null/i;
    counter.reset();
    await seen('developer');
    expect(counter.statements.some((q) => flagTest.test(q))).toBe(true);
    counter.reset();
    await seen('admin');
    expect(counter.statements.some((q) => flagTest.test(q))).toBe(false);
  });
});
