import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notes, personalAccessTokens } from '@cairn/db';
import { EVENT_TABLES } from '#server/modules/work-items/activity/event-tables.ts';
import { recordActivity } from '#server/modules/work-items/activity/record.ts';
import { sprint } from '#server/modules/work-items/activity/test-world.ts';
import type { WorkItemRow } from '../fixtures.ts';
import type { Kind } from './hostile.ts';
import type { RestCase } from './probe.ts';
import { withNamespaces, type RouteSpec, type Slot } from './rest-routes.ts';
import type { RobustnessWorld } from './robustness-world.ts';

/**
 * The REST routes added with the activity history, uploads, markdown preview, user tokens and
 * the OpenAPI document, listed for the hostile-input sweeps and the leak checks like the rest.
 */

const enumOf = (...values: string[]): Kind => ({ enum: values });
type EventKind = keyof typeof EVENT_TABLES;
const ISSUE_EVENTS: EventKind[] = ['label', 'milestone', 'state', 'iteration', 'weight'];
const EPIC_EVENTS: EventKind[] = ['label', 'state'];

/** One recorded write per item, so every history route has a note and events to read. */
async function seedHistory(w: RobustnessWorld) {
  const { db, groups, epics, issues, labels, milestones, people } = w;
  const iteration = await sprint(db, groups.acme.id);
  const record = (item: WorkItemRow, issueOnly: boolean) =>
    db.transaction((tx) =>
      recordActivity(tx, {
        workItemId: item.id,
        actorId: people.owner.user.id,
        at: new Date('2026-11-21T10:00:00Z'),
        changes: [
          { kind: 'labels', added: [labels.feature.id], removed: [] },
          { kind: 'state', to: 'closed' },
          ...(issueOnly
            ? ([
                { kind: 'milestone', from: null, to: milestones.web.id },
                { kind: 'iteration', from: null, to: iteration.id },
                { kind: 'weight', from: null, to: 3 },
              ] as const)
            : []),
        ],
      }),
    );
  await record(issues.issue, true);
  await record(epics.epic, false);
  const firstId = async (table: typeof notes | (typeof EVENT_TABLES)[EventKind], id: number) =>
    String((await db.select().from(table).where(eq(table.workItemId, id)))[0]?.id ?? 0);
  const ids = async (item: WorkItemRow, kinds: EventKind[]) => ({
    note: await firstId(notes, item.id),
    events: Object.fromEntries(
      await Promise.all(kinds.map(async (k) => [k, await firstId(EVENT_TABLES[k], item.id)])),
    ) as Record<EventKind, string>,
  });
  return { issue: await ids(issues.issue, ISSUE_EVENTS), epic: await ids(epics.epic, EPIC_EVENTS) };
}

/** GET notes and resource events of an issue (`:issue` iid) and an epic (`:epicid` global id). */
export async function historyRoutes(w: RobustnessWorld): Promise<RouteSpec[]> {
  const seeded = await seedHistory(w);
  const notesQuery: Record<string, Kind> = {
    sort: enumOf('asc', 'desc'),
    order_by: enumOf('created_at', 'updated_at'),
    activity_filter: enumOf('all_notes', 'only_comments', 'only_activity'),
  };
  const routes: RouteSpec[] = [];
  for (const [base, item, ids, kinds] of [
    [
      '/api/v4/projects/:project/issues/:issue',
      { issue: String(w.issues.issue.iid) },
      seeded.issue,
      ISSUE_EVENTS,
    ],
    [
      '/api/v4/groups/:group/epics/:epicid',
      { epicid: String(w.epics.epic.id) },
      seeded.epic,
      EPIC_EVENTS,
    ],
  ] as const) {
    const slots: Record<string, Slot> = { issue: 'id', epicid: 'id', note: 'id', event: 'id' };
    routes.push(
      {
        method: 'GET',
        template: `${base}/notes`,
        values: item,
        slots,
        paged: true,
        query: notesQuery,
      },
      {
        method: 'GET',
        template: `${base}/notes/:note`,
        values: { ...item, note: ids.note },
        slots,
      },
    );
    for (const kind of kinds) {
      const template = `${base}/resource_${kind}_events`;
      routes.push(
        { method: 'GET', template, values: item, slots, paged: true },
        {
          method: 'GET',
          template: `${template}/:event`,
          values: { ...item, event: ids.events[kind] },
          slots,
        },
      );
    }
  }
  return routes.map((r) => withNamespaces(r, w));
}

/** A small text file as `multipart/form-data`, the one body the upload route takes. */
export const UPLOAD_BODY = {
  contentType: 'multipart/form-data; boundary=robust',
  payload: [
    '--robust',
    'Content-Disposition: form-data; name="file"; filename="notes.txt"',
    'Content-Type: text/plain',
    '',
    'hello',
    '--robust--',
    '',
  ].join('\r\n'),
};

/** Markdown preview, project uploads, admin user tokens and the OpenAPI document. */
export async function toolRoutes(w: RobustnessWorld): Promise<RouteSpec[]> {
  const { db, people } = w;
  const user = people.developer.user;
  const [impersonation] = await db
    .insert(personalAccessTokens)
    .values({
      userId: user.id,
      name: 'robust impersonation',
      tokenDigest: randomBytes(32).toString('hex'),
      scopes: ['api'],
      impersonation: true,
    })
    .returning();
  const values = { user: String(user.id), token: String(impersonation!.id) };
  const slots: Record<string, Slot> = { user: 'id', token: 'id' };
  const tokenBody = {
    valid: { name: 'robust token', scopes: ['api'], expires_at: '2027-01-01', description: 'd' },
    fields: { name: 'title', description: 'short', expires_at: 'date' } as Record<string, Kind>,
  };
  const routes: RouteSpec[] = [
    { method: 'GET', template: '/api/v4/openapi.json' },
    {
      method: 'POST',
      template: '/api/v4/markdown',
      body: {
        valid: { text: 'Hello **world**', gfm: true, project: 'acme/web' },
        fields: { text: { text: 100_000 }, gfm: 'bool' },
      },
    },
    { method: 'POST', template: '/api/v4/projects/:project/uploads', raw: UPLOAD_BODY },
    ...(['personal_access_tokens', 'impersonation_tokens'] as const).map((path): RouteSpec => ({
      method: 'POST',
      template: `/api/v4/users/:user/${path}`,
      as: 'admin',
      values,
      slots,
      body: tokenBody,
    })),
    {
      method: 'GET',
      template: '/api/v4/users/:user/impersonation_tokens',
      as: 'admin',
      values,
      slots,
      paged: true,
      query: { state: enumOf('all', 'active', 'inactive') },
    },
    ...(['GET', 'DELETE'] as const).map((method): RouteSpec => ({
      method,
      template: '/api/v4/users/:user/impersonation_tokens/:token',
      as: 'admin',
      values,
      slots,
    })),
  ];
  return routes.map((r) => withNamespaces(r, w));
}

/** History reads of items the leak checks' viewers may not read: each must be a plain 404. */
export function hiddenHistoryReads(w: RobustnessWorld): string[] {
  const vault = encodeURIComponent(w.projects.vault.fullPath);
  const secret = encodeURIComponent(w.groups.secret.fullPath);
  const issueBases = [
    `/api/v4/projects/${vault}/issues/${w.issues.vaultIssue.iid}`,
    `/api/v4/projects/acme%2Fweb/issues/${w.issues.confidentialIssue.iid}`,
  ];
  const epicBases = [
    `/api/v4/groups/${secret}/epics/${w.epics.secretEpic.id}`,
    `/api/v4/groups/acme/epics/${w.epics.confidentialEpic.id}`,
  ];
  return [
    ...issueBases.flatMap((b) =>
      ['notes', ...ISSUE_EVENTS.map((k) => `resource_${k}_events`)].map((s) => `${b}/${s}`),
    ),
    ...epicBases.flatMap((b) =>
      ['notes', ...EPIC_EVENTS.map((k) => `resource_${k}_events`)].map((s) => `${b}/${s}`),
    ),
  ];
}

/** Writes through the new routes into hidden places: 404 (401 when anonymous). */
export function hiddenToolWrites(w: RobustnessWorld): Pick<RestCase, 'method' | 'url' | 'raw'>[] {
  const vault = encodeURIComponent(w.projects.vault.fullPath);
  return [
    { method: 'POST', url: `/api/v4/projects/${vault}/uploads`, raw: UPLOAD_BODY },
    { method: 'POST', url: `/api/v4/projects/${w.projects.vault.id}/uploads`, raw: UPLOAD_BODY },
  ];
}
