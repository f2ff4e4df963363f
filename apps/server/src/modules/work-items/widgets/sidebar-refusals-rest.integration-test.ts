import { describe, expect, it } from 'vitest';
import {
  EDITORS_ONLY,
  READERS_ONLY,
  useRefusalWorld,
  type Viewer,
} from '../test-support/sidebar-refusals.setup.ts';

/**
 * The REST v4 forms of the sidebar's writes (PUT issue and epic fields, labels, /subscribe,
 * /todo, to-do done): refused for every viewer without the right, with nothing written; and the
 * same calls pass for a viewer with the right.
 */

const { s, x, snapshot, tokenOf } = useRefusalWorld();

const numberOf = (gid: string) => Number(gid.split('/').pop());
const issueUrl = () => `/api/v4/projects/${s.w.projects.web.id}/issues/${s.w.issues.web1.iid}`;
const incidentUrl = () => `/api/v4/projects/${s.w.projects.web.id}/issues/${x.incident.iid}`;
const epicUrl = () => `/api/v4/groups/${s.w.groups.acme.id}/epics/${s.w.epics.alpha.iid}`;
const vaultUrl = () => `/api/v4/projects/${s.w.projects.vault.id}/issues/${s.w.issues.vault1.iid}`;
const hotelUrl = () => `/api/v4/groups/${s.w.groups.priv.id}/epics/${s.w.epics.hotel.iid}`;

type Call = [method: 'PUT' | 'POST', url: () => string, body: () => Record<string, unknown>];

const put = (url: () => string, body: () => Record<string, unknown>): Call => ['PUT', url, body];
const post = (url: () => string, body = () => ({})): Call => ['POST', url, body];

/** Each REST write of a sidebar field, with the viewers who must be refused. */
const calls: [Call, readonly Viewer[]][] = [
  [put(issueUrl, () => ({ assignee_ids: [s.w.people.guest.user.id] })), EDITORS_ONLY],
  [put(issueUrl, () => ({ labels: 'Feature' })), EDITORS_ONLY],
  [put(issueUrl, () => ({ add_labels: 'bug' })), EDITORS_ONLY],
  [put(issueUrl, () => ({ milestone_id: s.w.milestones.m1.id })), EDITORS_ONLY],
  [put(issueUrl, () => ({ epic_id: s.w.epics.beta.id })), EDITORS_ONLY],
  [put(issueUrl, () => ({ weight: 9 })), EDITORS_ONLY],
  [put(issueUrl, () => ({ due_date: '2030-01-01' })), EDITORS_ONLY],
  [put(issueUrl, () => ({ health_status: 'at_risk' })), EDITORS_ONLY],
  [put(issueUrl, () => ({ confidential: true })), EDITORS_ONLY],
  [put(issueUrl, () => ({ discussion_locked: true })), EDITORS_ONLY],
  [put(issueUrl, () => ({ iteration_id: 0 })), EDITORS_ONLY],
  [put(incidentUrl, () => ({ severity: 'CRITICAL' })), EDITORS_ONLY],
  [put(incidentUrl, () => ({ escalation_status: 'resolved' })), EDITORS_ONLY],
  [put(incidentUrl, () => ({ escalation_policy_id: numberOf(x.policy) })), EDITORS_ONLY],
  [
    post(
      () => `/api/v4/projects/${s.w.projects.web.id}/labels`,
      () => ({ name: 'made-here', color: '#217645' }),
    ),
    EDITORS_ONLY,
  ],
  [post(() => `/api/v4/todos/${numberOf(x.ownerTodo)}/mark_as_done`), EDITORS_ONLY],
  [put(epicUrl, () => ({ color: '#217645' })), EDITORS_ONLY],
  [
    put(epicUrl, () => ({ start_date_fixed: '2030-01-01', start_date_is_fixed: true })),
    EDITORS_ONLY,
  ],
  [put(epicUrl, () => ({ due_date_fixed: '2030-12-31', due_date_is_fixed: true })), EDITORS_ONLY],
  [put(epicUrl, () => ({ parent_id: null })), EDITORS_ONLY],
  [put(epicUrl, () => ({ labels: 'Feature' })), EDITORS_ONLY],
  [
    // Delta: an epic may only become confidential without public children.
    put(
      () => `/api/v4/groups/${s.w.groups.acme.id}/epics/${s.w.epics.delta.iid}`,
      () => ({ confidential: true }),
    ),
    EDITORS_ONLY,
  ],
  [post(() => `${vaultUrl()}/subscribe`), READERS_ONLY],
  [post(() => `${hotelUrl()}/subscribe`), READERS_ONLY],
  [post(() => `${vaultUrl()}/todo`), READERS_ONLY],
  [post(() => `${hotelUrl()}/todo`), READERS_ONLY],
];

const send = ([method, url, body]: Call, token: string | undefined) =>
  s.api.rest(method, url(), { token, body: body() });

describe('sidebar widget REST writes', () => {
  for (const viewer of ['guest', 'signed out', 'outsider'] as const) {
    it(`are refused wherever they need a right the ${viewer} viewer lacks`, async () => {
      const before = await snapshot();
      const accepted: string[] = [];
      for (const [call, refusedFor] of calls) {
        if (!refusedFor.includes(viewer)) continue;
        const res = await send(call, tokenOf(viewer));
        if (res.statusCode < 400) accepted.push(`${call[0]} ${call[1]()}: ${res.statusCode}`);
      }
      expect(accepted).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  }

  // Last, as it changes the world: the same calls pass for a viewer with the right, so the
  // refusals above are about the right and not about the input.
  it('are accepted for a viewer with the right', async () => {
    const rejected: string[] = [];
    for (const [call, refusedFor] of calls) {
      const token = refusedFor.includes('guest') ? s.w.people.owner.token : tokenOf('guest');
      const res = await send(call, token);
      if (res.statusCode >= 300) rejected.push(`${call[0]} ${call[1]()}: ${res.body}`);
    }
    expect(rejected).toEqual([]);
  });
});
