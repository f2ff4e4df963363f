/**
 * The permission matrix (docs/permissions.md), end to end over HTTP: roles x group visibility x
 * epic confidentiality x operation, each cell asserting allow or deny (and GitLab's status) against
 * a real database. Memberships sit on a parent group, so every cell also exercises inheritance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, UserRow, WorkItemRow } from '#server/testing/fixtures.ts';
import { fixtures, type NamespaceRow } from '#server/testing/fixtures.ts';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ACCESS_LEVEL, MIN_ACCESS, type Visibility } from './index.ts';

const VISIBILITIES: Visibility[] = ['public', 'internal', 'private'];
const MEMBER_ROLES = ['guest', 'planner', 'reporter', 'developer', 'maintainer', 'owner'] as const;
const ROLES = ['anonymous', 'nonMember', ...MEMBER_ROLES, 'admin'] as const;
type MatrixRole = (typeof ROLES)[number];

interface Cell {
  group: NamespaceRow;
  epics: { open: WorkItemRow; confidential: WorkItemRow };
}

let t: TestApp;
let api: ApiClient;
const tokens = new Map<MatrixRole, string | undefined>();
const cells = new Map<Visibility, Cell>();

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const f = fixtures(t.db.db);
  const author = await f.user({ username: 'epic-author' });
  const members = new Map<Role, UserRow>();
  for (const role of MEMBER_ROLES) members.set(role, await f.user({ username: `m-${role}` }));
  const nonMember = await f.user({ username: 'non-member' });
  const admin = await f.user({ username: 'the-admin', isAdmin: true });
  for (const visibility of VISIBILITIES) {
    const parent = await f.group({ path: `parent-${visibility}`, visibility });
    for (const [role, user] of members) await f.member(parent, user, role);
    const group = await f.group({ path: 'team', parent, visibility });
    await f.label(group, 'matrix-label');
    await f.milestone(group, { title: 'Matrix milestone' });
    const open = await f.epic(group, { title: 'Open epic', author });
    const confidential = await f.epic(group, { title: 'Hush epic', author, confidential: true });
    cells.set(visibility, { group, epics: { open, confidential } });
  }
  tokens.set('anonymous', undefined);
  tokens.set('nonMember', await f.token(nonMember));
  tokens.set('admin', await f.token(admin));
  for (const [role, user] of members) tokens.set(role, await f.token(user));
});
afterAll(() => t.close());

// ---- The expected policy, written out independently of the implementation. ----
const levelOf = (role: MatrixRole): number =>
  role === 'admin'
    ? ACCESS_LEVEL.owner
    : role === 'anonymous' || role === 'nonMember'
      ? 0
      : ACCESS_LEVEL[role];

function canRead(role: MatrixRole, visibility: Visibility): boolean {
  if (role === 'admin' || visibility === 'public') return true;
  if (visibility === 'internal') return role !== 'anonymous';
  return levelOf(role) >= MIN_ACCESS.member;
}
const canDo = (role: MatrixRole, visibility: Visibility, minimum: number) =>
  role !== 'anonymous' && canRead(role, visibility) && levelOf(role) >= minimum;
const canReadEpic = (role: MatrixRole, visibility: Visibility, confidential: boolean) =>
  canRead(role, visibility) && (!confidential || levelOf(role) >= MIN_ACCESS.readConfidential);

/** REST status for a write: 401 anonymous, 404 unreadable, 403 forbidden, else `ok`. */
const writeStatus = (role: MatrixRole, visibility: Visibility, allowed: boolean, ok: number) =>
  role === 'anonymous' ? 401 : !canRead(role, visibility) ? 404 : allowed ? ok : 403;

const matrix = VISIBILITIES.flatMap((visibility) => ROLES.map((role) => ({ visibility, role })));
const label = ({ visibility, role }: { visibility: Visibility; role: MatrixRole }) =>
  `${visibility} group, ${role}`;

describe.each(matrix)('$visibility group × $role', ({ visibility, role }) => {
  const cell = () => cells.get(visibility) as Cell;
  const token = () => tokens.get(role);
  const readable = canRead(role, visibility);

  it(`reads the group via GraphQL: ${readable ? 'allow' : 'deny'}`, async () => {
    const res = await api.gql(
      'query($p: ID!) { group(fullPath: $p) { fullPath userPermissions { readGroup } } }',
      { p: cell().group.fullPath },
      token(),
    );
    expect(res.errors).toBeUndefined();
    expect(at(res.data, 'group.fullPath') ?? null, label({ visibility, role })).toBe(
      readable ? cell().group.fullPath : null,
    );
  });

  it(`reads the group via REST: ${readable ? '200' : '404'}`, async () => {
    const res = await api.rest('GET', `/api/v4/groups/${cell().group.id}`, { token: token() });
    expect(res.statusCode).toBe(readable ? 200 : 404);
  });

  it(`reads milestones and labels: ${readable ? 'allow' : 'deny'}`, async () => {
    const path = encodeURIComponent(cell().group.fullPath);
    const milestones = await api.rest('GET', `/api/v4/groups/${path}/milestones`, {
      token: token(),
    });
    const labels = await api.rest('GET', `/api/v4/groups/${path}/labels`, { token: token() });
    expect([milestones.statusCode, labels.statusCode]).toEqual(readable ? [200, 200] : [404, 404]);
    const gql = await api.gql(
      `query($p: ID!) { group(fullPath: $p) { milestones(title: "Matrix milestone") { nodes { title } } labels(title: "matrix-label") { nodes { title } } } }`,
      { p: cell().group.fullPath },
      token(),
    );
    expect(at(gql.data, 'group.milestones.nodes') ?? null).toEqual(
      readable ? [{ title: 'Matrix milestone' }] : null,
    );
    expect(at(gql.data, 'group.labels.nodes') ?? null).toEqual(
      readable ? [{ title: 'matrix-label' }] : null,
    );
    const parentPath = cell().group.fullPath.split('/')[0];
    const fromParent = await t.app.inject({
      url: `/groups/${parentPath}/-/labels.json?include_descendant_groups=true`,
      headers: token() ? { 'private-token': token() as string } : {},
    });
    const titles =
      fromParent.statusCode === 200
        ? (fromParent.json() as { title: string }[]).map((l) => l.title)
        : [];
    expect(titles.includes('matrix-label')).toBe(readable);
  });

  const labelAllowed = canDo(role, visibility, MIN_ACCESS.adminLabel);
  it(`creates a label via GraphQL: ${labelAllowed ? 'allow' : 'deny'}`, async () => {
    const res = await api.gql(
      'mutation($p: ID!, $t: String!) { labelCreate(input: { groupPath: $p, title: $t }) { label { title } errors } }',
      { p: cell().group.fullPath, t: `label-${role}` },
      token(),
    );
    if (labelAllowed) expect(at(res.data, 'labelCreate.label.title')).toBe(`label-${role}`);
    else expect(res.errors?.[0]?.message).toContain("don't have permission");
  });

  const milestoneAllowed = canDo(role, visibility, MIN_ACCESS.adminMilestone);
  const milestoneStatus = writeStatus(role, visibility, milestoneAllowed, 201);
  it(`creates a milestone via REST: ${milestoneStatus}`, async () => {
    const res = await api.rest('POST', `/api/v4/groups/${cell().group.id}/milestones`, {
      token: token(),
      body: { title: `Milestone by ${role}` },
    });
    expect(res.statusCode).toBe(milestoneStatus);
  });

  const shareAllowed = canDo(role, visibility, MIN_ACCESS.shareRoadmapView);
  it(`shares a roadmap view via GraphQL: ${shareAllowed ? 'allow' : 'deny'}`, async () => {
    const res = await api.gql(
      'mutation($p: ID!, $n: String!) { roadmapViewCreate(input: { groupPath: $p, name: $n, visibility: GROUP }) { roadmapView { name } errors } }',
      { p: cell().group.fullPath, n: `view-${role}` },
      token(),
    );
    if (shareAllowed)
      expect(at(res.data, 'roadmapViewCreate.roadmapView.name')).toBe(`view-${role}`);
    else if (role === 'anonymous' || !canRead(role, visibility)) {
      expect(res.errors?.[0]?.message).toContain("don't have permission");
    } else {
      expect(at(res.data, 'roadmapViewCreate.errors')).toEqual([
        'You do not have permission to share views with this group',
      ]);
    }
  });

  const subgroupAllowed = canDo(role, visibility, MIN_ACCESS.createSubgroup);
  const subgroupStatus = writeStatus(role, visibility, subgroupAllowed, 201);
  it(`creates a subgroup via REST: ${subgroupStatus}`, async () => {
    const res = await api.rest('POST', '/api/v4/groups', {
      token: token(),
      body: { name: `Sub ${role}`, path: `sub-${role}`, parent_id: cell().group.id },
    });
    expect(res.statusCode).toBe(subgroupStatus);
  });

  for (const confidential of [false, true]) {
    const allowed = canReadEpic(role, visibility, confidential);
    const kind = confidential ? 'confidential' : 'non-confidential';
    it(`reads a ${kind} epic via REST: ${allowed ? '200' : '404'}`, async () => {
      const epic = confidential ? cell().epics.confidential : cell().epics.open;
      const res = await api.rest('GET', `/api/v4/groups/${cell().group.id}/epics/${epic.iid}`, {
        token: token(),
      });
      expect(res.statusCode).toBe(allowed ? 200 : 404);
      if (allowed) expect(res.json()).toMatchObject({ iid: epic.iid, confidential });
      else expect(res.json()).toEqual({ message: '404 Not Found' });
    });

    it(`reads a ${kind} epic via GraphQL: ${allowed ? 'allow' : 'deny'}`, async () => {
      const epic = confidential ? cell().epics.confidential : cell().epics.open;
      const res = await api.gql(
        'query($p: ID!, $iid: ID!) { group(fullPath: $p) { epic(iid: $iid) { title } } }',
        { p: cell().group.fullPath, iid: String(epic.iid) },
        token(),
      );
      expect(at(res.data, 'group.epic.title') ?? null).toBe(allowed ? epic.title : null);
    });
  }
});
