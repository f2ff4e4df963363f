import { describe, expect, it } from 'vitest';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { markInlineDiff } from '../activity/inline-diff.ts';
import { added, useMatrixWorld, type EventKind } from './matrix-world.ts';

/**
 * Epic fields, the tree and links: each change kind through GraphQL and
 * REST records exactly one note by the actor on the item it concerns (plus the resource event
 * GitLab documents for epics: label, state), read back over REST, and that item's second client
 * hears exactly one `workItemUpdated`. The table is in `activity-matrix.md`.
 */

const m = useMatrixWorld();
const { s } = m;

type Path = 'GraphQL' | 'REST';
/** What a row works on: the observed item, and the other item of a tree or link write. */
interface Scene {
  item: WorkItemRow;
  other: WorkItemRow;
  /** The parent link of `other` (tree rows) or the issue link (link rows). */
  linkId: number;
  /** A sibling parent link that `other` moves next to (the reorder row). */
  siblingLinkId: number;
  sibling: WorkItemRow;
}
interface Row {
  kind: string;
  setup?: (scene: Scene) => Promise<Partial<Scene>>;
  gql: (c: Scene) => string;
  rest: (c: Scene) => RestCall;
  note: (c: Scene) => string;
  event?: EventKind;
}

const gid = (type: string, id: number) => `"gid://gitlab/${type}/${id}"`;
type RestCall = [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object];
const epicPut = (c: Scene, body: object): RestCall => [
  'PUT',
  `/api/v4/groups/acme/epics/${c.item.iid}`,
  body,
];
const updateEpic = (c: Scene, fields: string) =>
  `updateEpic(input: { groupPath: "acme", iid: "${c.item.iid}", ${fields} }) { errors }`;
const issueRef = (i: WorkItemRow) => `acme/web#${i.iid}`;
/** The parent-link ids of an epic's child issues, by issue id (`epic_issue_id`). */
async function childLinks(epic: WorkItemRow) {
  const res = await s.api.rest('GET', `/api/v4/groups/acme/epics/${epic.iid}/issues`);
  const rows = res.json<{ id: number; epic_issue_id: number }[]>();
  return new Map(rows.map((r) => [r.id, r.epic_issue_id]));
}

const EPIC_ROWS: Row[] = [
  {
    kind: 'epic title',
    gql: (c) => updateEpic(c, `title: "${c.item.title} renamed"`),
    rest: (c) => epicPut(c, { title: `${c.item.title} renamed` }),
    note: (c) => {
      const d = markInlineDiff(c.item.title, `${c.item.title} renamed`);
      return `changed title from **${d.from}** to **${d.to}**`;
    },
  },
  {
    kind: 'epic state: close',
    gql: (c) => updateEpic(c, 'stateEvent: CLOSE'),
    rest: (c) => epicPut(c, { state_event: 'close' }),
    note: () => 'closed',
    event: 'state',
  },
  {
    kind: 'epic labels: add',
    gql: (c) => updateEpic(c, `addLabelIds: [${gid('GroupLabel', s.w.labels.bug.id)}]`),
    rest: (c) => epicPut(c, { add_labels: 'bug' }),
    note: () => 'added ~"bug" label',
    event: 'label',
  },
  {
    kind: 'epic confidentiality',
    gql: (c) => updateEpic(c, 'confidential: true'),
    rest: (c) => epicPut(c, { confidential: true }),
    note: () => 'made the epic confidential',
  },
  {
    kind: 'epic fixed dates',
    gql: (c) => updateEpic(c, 'startDateFixed: "2026-12-01", startDateIsFixed: true'),
    rest: (c) => epicPut(c, { start_date_fixed: '2026-12-01', start_date_is_fixed: true }),
    note: () => 'changed start date to December 1, 2026',
  },
  {
    kind: 'epic colour',
    gql: (c) => updateEpic(c, 'color: "#ff0000"'),
    rest: (c) => epicPut(c, { color: '#ff0000' }),
    note: () => 'changed color from `#1068bf` to `#ff0000`',
  },
  {
    kind: 'epic parent: set',
    gql: (c) => updateEpic(c, `parentId: ${gid('Epic', s.w.epics.alpha.id)}`),
    rest: (c) => epicPut(c, { parent_id: s.w.epics.alpha.id }),
    note: () => `added &${s.w.epics.alpha.iid} as parent epic`,
  },
  {
    kind: 'epic parent: removed',
    setup: async () => ({ item: await m.freshEpic({ parent: s.w.epics.alpha }) }),
    gql: (c) => updateEpic(c, 'parentId: null'),
    rest: (c) => epicPut(c, { parent_id: null }),
    note: () => `removed parent epic &${s.w.epics.alpha.iid}`,
  },
];

const TREE_ROWS: Row[] = [
  {
    kind: 'child added',
    setup: async () => ({ other: await m.freshIssue() }),
    gql: (c) => `epicAddIssue(input: { groupPath: "acme", iid: "${c.item.iid}",
      projectPath: "acme/web", issueIid: "${c.other.iid}" }) { errors }`,
    rest: (c) => ['POST', `/api/v4/groups/acme/epics/${c.item.iid}/issues/${c.other.id}`],
    note: (c) => `added ${issueRef(c.other)} as child issue`,
  },
  {
    kind: 'child removed',
    setup: async (c) => {
      const other = await m.freshIssue({ epic: c.item });
      return { other, linkId: (await childLinks(c.item)).get(other.id)! };
    },
    gql: (c) => `issueSetEpic(input: { projectPath: "acme/web", iid: "${c.other.iid}",
      epicId: null }) { errors }`,
    rest: (c) => ['DELETE', `/api/v4/groups/acme/epics/${c.item.iid}/issues/${c.linkId}`],
    note: (c) => `removed child issue ${issueRef(c.other)}`,
  },
  {
    kind: 'child moved',
    setup: async (c) => {
      const sibling = await m.freshIssue({ epic: c.item });
      const other = await m.freshIssue({ epic: c.item });
      const links = await childLinks(c.item);
      return {
        other,
        sibling,
        linkId: links.get(other.id)!,
        siblingLinkId: links.get(sibling.id)!,
      };
    },
    gql: (c) => `epicTreeReorder(input: { baseEpicId: ${gid('Epic', c.item.id)},
      moved: { id: ${gid('EpicIssue', c.linkId)}, adjacentReferenceId: ${gid('EpicIssue', c.siblingLinkId)},
      relativePosition: after } }) { errors }`,
    rest: (c) => [
      'PUT',
      `/api/v4/groups/acme/epics/${c.item.iid}/issues/${c.linkId}`,
      { move_after_id: c.siblingLinkId },
    ],
    note: (c) => `moved child issue ${issueRef(c.other)}`,
  },
];

const LINK_ROWS: Row[] = [
  {
    kind: 'link added',
    setup: async () => ({ item: await m.freshIssue(), other: await m.freshIssue() }),
    gql: (c) => `workItemAddLinkedItems(input: { id: ${gid('WorkItem', c.item.id)},
      workItemsIds: [${gid('WorkItem', c.other.id)}], linkType: BLOCKS }) { errors }`,
    rest: (c) => [
      'POST',
      `/api/v4/projects/acme%2Fweb/issues/${c.item.iid}/links`,
      { target_project_id: 'acme/web', target_issue_iid: c.other.iid, link_type: 'blocks' },
    ],
    note: (c) => `marked this issue as blocking #${c.other.iid}`,
  },
  {
    kind: 'link removed',
    setup: async () => {
      const [item, other] = [await m.freshIssue(), await m.freshIssue()];
      return { item, other, linkId: (await s.w.f.link(item, other, 'relates_to')).id };
    },
    gql: (c) => `workItemRemoveLinkedItems(input: { id: ${gid('WorkItem', c.item.id)},
      workItemsIds: [${gid('WorkItem', c.other.id)}] }) { errors }`,
    rest: (c) => ['DELETE', `/api/v4/projects/acme%2Fweb/issues/${c.item.iid}/links/${c.linkId}`],
    note: (c) => `removed the relation with #${c.other.iid}`,
  },
];

const ROWS = [...EPIC_ROWS, ...TREE_ROWS, ...LINK_ROWS];
const CASES = ROWS.flatMap((row) => (['GraphQL', 'REST'] as Path[]).map((path) => ({ row, path })));

async function write(row: Row, path: Path, scene: Scene) {
  const { token } = m.planner();
  if (path === 'REST') {
    const [method, url, body] = row.rest(scene);
    const res = await s.api.rest(method, url, { token, body });
    expect(res.statusCode).toBe(method === 'POST' ? 201 : 200);
    return;
  }
  const res = await s.api.gql(`mutation { ${row.gql(scene)} }`, {}, token);
  const name = Object.keys(res.data ?? {})[0]!;
  expect(res).toEqual({ data: { [name]: { errors: [] } } });
}

describe('epic, tree and link activity × path matrix', () => {
  it.each(CASES)('$row.kind via $path: one entry by the actor, one live event', async (c) => {
    const base = { item: await m.freshEpic({ color: '#1068bf' }) } as Scene;
    const scene = { ...base, ...(await c.row.setup?.(base)) } as Scene;
    const before = await m.history(scene.item);
    const sub = await m.watch(scene.item);
    await write(c.row, c.path, scene);
    await m.expectOneEvent(sub, scene.item);
    const after = added(before, await m.history(scene.item));
    expect(after).toEqual({
      notes: [{ body: c.row.note(scene), author: 'planner', system: true }],
      events: c.row.event ? { [c.row.event]: 1 } : {},
    });
  });

  it('covers every epic, tree and link change kind on both paths', () => {
    expect(CASES).toHaveLength(26);
  });
});
