import type { notes } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { iterationJson } from '#server/modules/iterations/iteration-json.ts';
import { textColorFor } from '#server/modules/labels/label-colors.ts';
import { milestoneJson } from '#server/modules/milestones/milestone-json.ts';
import { userJson } from '#server/modules/users/users.rest.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import type {
  EventRowOf,
  iterationEvents,
  labelEvents,
  milestoneEvents,
  stateEvents,
  weightEvents,
} from './events.repository.ts';
import type { HistoryTarget } from './item-access.ts';

/** GitLab's REST v4 JSON for notes and resource events (API::Entities::Note, ResourceXEvent). */

async function userOf(ctx: RequestContext, id: number | null) {
  const user = id === null ? null : await userLoader(ctx).load(id);
  return user ? userJson(ctx, user) : null;
}

export async function noteJson(
  ctx: RequestContext,
  target: HistoryTarget,
  note: typeof notes.$inferSelect,
) {
  const isIssue = target.resourceType === 'Issue';
  const resolvable = !note.system && note.type === 'DiscussionNote';
  return {
    id: note.id,
    type: note.type,
    body: note.body,
    author: await userOf(ctx, note.authorId),
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    system: note.system,
    noteable_id: target.item.id,
    noteable_type: target.resourceType,
    project_id: isIssue ? target.namespace.id : null,
    resolvable,
    ...(resolvable
      ? {
          resolved: note.resolvedAt !== null,
          resolved_by: await userOf(ctx, note.resolvedById),
          resolved_at: note.resolvedAt,
        }
      : {}),
    confidential: note.internal,
    internal: note.internal,
    imported: false,
    imported_from: 'none',
    // GitLab: only issues and merge requests expose their iid here.
    noteable_iid: isIssue ? target.item.iid : null,
    commands_changes: {},
  };
}

type EventRow = { id: number; userId: number | null; createdAt: Date };

async function eventBase(ctx: RequestContext, target: HistoryTarget, event: EventRow) {
  return {
    id: event.id,
    user: await userOf(ctx, event.userId),
    created_at: event.createdAt,
    resource_type: target.resourceType,
    resource_id: target.item.id,
  };
}

/**
 * Label, milestone and iteration events share one shape: the event, the row it adds or removes
 * under `key` (null once that row is deleted, as on GitLab), then the action.
 */
function namedRowEventJson<R extends { event: EventRow & { action: string } }>(
  key: string,
  named: (ctx: RequestContext, row: R) => unknown,
) {
  return async (ctx: RequestContext, target: HistoryTarget, row: R) => ({
    ...(await eventBase(ctx, target, row.event)),
    [key]: named(ctx, row),
    action: row.event.action,
  });
}

export const labelEventJson = namedRowEventJson(
  'label',
  (_ctx, { label: l }: EventRowOf<typeof labelEvents>) =>
    l && {
      id: l.id,
      name: l.title,
      color: l.color,
      description: l.description,
      text_color: textColorFor(l.color),
    },
);

export const milestoneEventJson = namedRowEventJson(
  'milestone',
  (ctx, { named: m, nsKind, nsFullPath }: EventRowOf<typeof milestoneEvents>) =>
    m && nsKind && nsFullPath !== null
      ? milestoneJson(ctx, { ...m, nsKind, nsFullPath, nsTraversalIds: [] })
      : null,
);

export const iterationEventJson = namedRowEventJson(
  'iteration',
  (ctx, { named: it, nsFullPath }: EventRowOf<typeof iterationEvents>) =>
    it && nsFullPath !== null ? iterationJson(ctx, { ...it, groupFullPath: nsFullPath }) : null,
);

export async function stateEventJson(
  ctx: RequestContext,
  target: HistoryTarget,
  row: EventRowOf<typeof stateEvents>,
) {
  return { ...(await eventBase(ctx, target, row.event)), state: row.event.state };
}

/** Weight events name the issue by `issue_id`, not resource_type/resource_id (GitLab's shape). */
export async function weightEventJson(
  ctx: RequestContext,
  target: HistoryTarget,
  row: EventRowOf<typeof weightEvents>,
) {
  return {
    id: row.event.id,
    user: await userOf(ctx, row.event.userId),
    created_at: row.event.createdAt,
    issue_id: target.item.id,
    weight: row.event.weight,
  };
}
