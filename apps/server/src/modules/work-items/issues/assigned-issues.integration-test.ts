import { describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { useEpicWorld } from '../test-support/harness.ts';

/** `currentUser.assignedIssues` (the dashboard): the viewer's open, readable assigned issues. */

const s = useEpicWorld();
const QUERY = '{ currentUser { assignedIssues { title state } } }';

describe('UserCore.assignedIssues', () => {
  it('lists open issues assigned to the viewer, not closed ones; empty signed out', async () => {
    const { reporter } = s.w.people;
    await s.w.f.issue(s.w.projects.web, { title: 'Mine', assignees: [reporter.user] });
    await s.w.f.issue(s.w.projects.web, {
      title: 'Mine, closed',
      assignees: [reporter.user],
      state: 'closed',
    });
    await s.w.f.issue(s.w.projects.web, { title: 'Not mine' });
    expect(
      at((await s.api.gql(QUERY, {}, reporter.token)).data, 'currentUser.assignedIssues'),
    ).toEqual([{ title: 'Mine', state: 'opened' }]);
    expect((await s.api.gql(QUERY)).data).toEqual({ currentUser: null });
  });
});
