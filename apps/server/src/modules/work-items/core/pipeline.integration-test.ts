import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../activity/changes.ts';
import { recordActivity } from '../activity/record.ts';
import { useEpicWorld } from '../test-support/harness.ts';

// What the pipeline hands the activity history; the history itself is tested in activity/.
vi.mock('../activity/record.ts', () => ({ recordActivity: vi.fn(async () => {}) }));

const s = useEpicWorld();

/** The entries recorded by one write, as [item id, changes]. */
async function recorded(write: () => Promise<unknown>, actor = s.w.people.planner.user.id) {
  vi.mocked(recordActivity).mockClear();
  await write();
  return vi.mocked(recordActivity).mock.calls.map(([, e]) => {
    const entry = e as ActivityEntry;
    expect(entry.actorId).toBe(actor);
    return [entry.workItemId, entry.changes];
  });
}

const token = () => s.w.people.planner.token;
const rest = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
  as = token(),
) => s.api.rest(method, url, { token: as, body });
const gql = (query: string) => s.api.gql(query, {}, token());

describe('the write pipeline records one entry per changed item', () => {
  it('an update: every widget change of the write in one entry (REST)', async () => {
    const { web2 } = s.w.issues;
    const entries = await recorded(async () => {
      const res = await rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${web2.iid}`, {
        title: 'Web two!',
        weight: 8,
        state_event: 'reopen',
        add_labels: 'bug',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entries).toEqual([
      [
        web2.id,
        [
          { kind: 'title', from: 'Web two', to: 'Web two!' },
          { kind: 'state', to: 'reopened' },
          { kind: 'weight', from: 5, to: 8 },
          { kind: 'labels', added: [s.w.labels.bug.id], removed: [] },
        ],
      ],
    ]);
  });

  it('a tree move: the child its parent, the old and new parents their child (GraphQL)', async () => {
    const { app1 } = s.w.issues;
    const { charlie, delta } = s.w.epics;
    const entries = await recorded(async () => {
      const res = await gql(`mutation { epicAddIssue(input: { groupPath: "acme",
        iid: "${delta.iid}", projectPath: "acme/sub/app", issueIid: "${app1.iid}" }) { errors } }`);
      expect(res.data).toEqual({ epicAddIssue: { errors: [] } });
    });
    expect(entries).toEqual([
      [app1.id, [{ kind: 'parent', from: charlie.id, to: delta.id }]],
      [charlie.id, [{ kind: 'child', action: 'removed', childId: app1.id }]],
      [delta.id, [{ kind: 'child', action: 'added', childId: app1.id }]],
    ]);
  });

  it('a link: both items, each from its own side', async () => {
    const { web1, web2 } = s.w.issues;
    const entries = await recorded(async () => {
      const res = await rest('POST', `/api/v4/projects/acme%2Fweb/issues/${web1.iid}/links`, {
        target_project_id: 'acme/web',
        target_issue_iid: web2.iid,
        link_type: 'blocks',
      });
      expect(res.statusCode).toBe(201);
    });
    expect(entries).toEqual([
      [web1.id, [{ kind: 'link', action: 'added', linkType: 'blocks', otherId: web2.id }]],
      [web2.id, [{ kind: 'link', action: 'added', linkType: 'is_blocked_by', otherId: web1.id }]],
    ]);
  });

  it('a create records `created` first; a delete the parent losing its child', async () => {
    const { alpha } = s.w.epics;
    let id = 0;
    const created = await recorded(async () => {
      const res = await rest('POST', '/api/v4/groups/acme/epics', {
        title: 'Kilo',
        parent_id: alpha.id,
      });
      expect(res.statusCode).toBe(201);
      id = (res.json() as { id: number }).id;
    });
    expect(created).toEqual([
      [id, [{ kind: 'created' }, { kind: 'parent', from: null, to: alpha.id }]],
      [alpha.id, [{ kind: 'child', action: 'added', childId: id }]],
    ]);
    const iid = (await s.api.rest('GET', `/api/v4/groups/acme/epics?search=Kilo`)).json() as {
      iid: number;
    }[];
    const { owner } = s.w.people;
    const deleted = await recorded(async () => {
      const url = `/api/v4/groups/acme/epics/${iid[0]!.iid}`;
      expect((await rest('DELETE', url, undefined, owner.token)).statusCode).toBe(204);
    }, owner.user.id);
    expect(deleted).toEqual([[alpha.id, [{ kind: 'child', action: 'removed', childId: id }]]]);
  });

  it('a refused write records nothing', async () => {
    const { alpha, beta } = s.w.epics;
    const entries = await recorded(async () => {
      // alpha under its own child beta: refused, after the label widget already ran.
      const res = await gql(`mutation { updateEpic(input: { groupPath: "acme", iid: "${alpha.iid}",
        title: "Loop", addLabels: ["loop"], parentId: "gid://gitlab/Epic/${beta.id}" }) { errors } }`);
      expect(res.data).toEqual({
        updateEpic: {
          errors: ['This epic cannot be added. It is already an ancestor of the parent epic.'],
        },
      });
    });
    expect(entries).toEqual([]);
  });
});
