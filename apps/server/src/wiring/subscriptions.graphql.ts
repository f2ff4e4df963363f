import { builder } from '../graphql/builder.ts';
import { gidScalar } from '../graphql/gid-scalar.ts';
import { resourceNotAvailable } from '../graphql/args.ts';
import { decodeGid, gidArgument } from '../graphql/global-id.ts';
import type { RequestContext } from '../lib/context.ts';
import { readableItemById } from '../modules/work-items/core/access.ts';
import { EpicRef } from '../modules/work-items/epics/epics.graphql.ts';
import { IssueRef } from '../modules/work-items/issues/issues.graphql.ts';
import { WorkItemRef } from '../modules/work-items/item-kit/work-item.graphql.ts';
import type { WorkItemRow } from '../modules/work-items/core/work-items.repository.ts';
import type { WorkItemChange, WorkItemEvent } from '../realtime/events.ts';
import { eventStream } from '../realtime/event-stream.ts';
import { freshReads, liveEvents } from '../realtime/live-events.ts';

/**
 * GitLab's issuable subscriptions, served over Server-Sent Events by Yoga. Each field checks at
 * subscribe time that the viewer can read the item (unknown and invisible ids fail alike), then
 * re-reads the item with the viewer's current rights on every event; the stream ends when the
 * item is no longer readable (GitLab unsubscribes then too).
 */

/** The gid type names an IssuableID may carry (Epic, Issue and WorkItem share ids). */
const ISSUABLE_TYPES = ['Issue', 'Epic', 'WorkItem', 'Issuable'];

gidScalar(
  'IssuableID',
  'A global id of an issuable: gid://gitlab/Issue/1, gid://gitlab/Epic/1 or gid://gitlab/WorkItem/1',
);
gidScalar(
  'WorkItemID',
  'A global id of a work item: gid://gitlab/WorkItem/1 (Issue and Epic ids of the same item work too)',
);

/** The row a subscription sends, remembering whether it was asked for as a WorkItem. */
type IssuableRow = WorkItemRow & { readonly [asWorkItem]?: true };
const asWorkItem = Symbol('asWorkItem');

const IssuableUnion = builder.unionType('Issuable', {
  description: 'Represents an issuable',
  types: [EpicRef, IssueRef, WorkItemRef],
  resolveType: (row: IssuableRow) =>
    row[asWorkItem] ? 'WorkItem' : row.type === 'epic' ? 'Epic' : 'Issue',
});

/** The item a gid names, if the viewer can read it and the gid's type fits the item. */
async function readableIssuable(
  ctx: RequestContext,
  typename: string,
  id: number,
): Promise<IssuableRow | null> {
  const row = await readableItemById(ctx, id);
  if (!row) return null;
  if (typename === 'Epic' && row.type !== 'epic') return null;
  if (typename === 'Issue' && row.type === 'epic') return null;
  return typename === 'WorkItem' ? Object.assign({}, row, { [asWorkItem]: true as const }) : row;
}

/** The readable item after each event of the given kind; the stream ends when it is not. */
function issuableEvents(
  ctx: RequestContext,
  events: AsyncIterableIterator<WorkItemEvent>,
  kind: WorkItemChange,
  typename: string,
): AsyncIterableIterator<IssuableRow> {
  return eventStream(events, async (event) => {
    if (!event.changes.includes(kind)) return null;
    if (!(await freshReads(ctx, event))) return 'gone';
    return (await readableIssuable(ctx, typename, event.workItemId)) ?? 'gone';
  });
}

/**
 * Subscribes to the events of one item: listens before the read check, so no change between
 * the check and the first event is lost; unknown and unreadable ids fail alike.
 */
async function subscribeToItem(
  ctx: RequestContext,
  argument: string,
  gid: string,
  kind: WorkItemChange,
  asTypename?: string,
) {
  const id = gidArgument(argument, gid, ...ISSUABLE_TYPES);
  const typename = asTypename ?? decodeGid(gid).typename;
  const events = liveEvents(ctx, (hub, signal) => hub.subscribe(id, signal));
  try {
    if (!(await readableIssuable(ctx, typename, id))) throw resourceNotAvailable();
  } catch (error) {
    await events.return?.();
    throw error;
  }
  return issuableEvents(ctx, events, kind, typename);
}

function issuableSubscription(name: string, kind: WorkItemChange, description: string) {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: IssuableUnion,
      description,
      args: { issuableId: t.arg({ type: 'IssuableID', required: true }) },
      subscribe: (_root, args, ctx) => subscribeToItem(ctx, 'issuableId', args.issuableId, kind),
      resolve: (row: IssuableRow) => row,
    }),
  );
}

builder.subscriptionType({});
issuableSubscription(
  'issuableWeightUpdated',
  'weight',
  'Triggered when the weight of an issuable is updated.',
);
issuableSubscription(
  'issuableDatesUpdated',
  'dates',
  'Triggered when the due date or start date of an issuable is updated.',
);

issuableSubscription(
  'issuableEpicUpdated',
  'epic',
  'Triggered when the epic of an issuable is updated.',
);

function workItemSubscription(name: string, kind: WorkItemChange, description: string) {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: WorkItemRef,
      description,
      args: { workItemId: t.arg({ type: 'WorkItemID', required: true }) },
      subscribe: (_root, args, ctx) =>
        subscribeToItem(ctx, 'workItemId', args.workItemId, kind, 'WorkItem'),
      resolve: (row: IssuableRow) => row,
    }),
  );
}

workItemSubscription(
  'workItemUpdated',
  'updated',
  'Triggered when any field, widget, child or link of a work item changes.',
);
workItemSubscription(
  'workItemParentUpdated',
  'parent',
  'Triggered when the parent of a work item is set, changed or removed.',
);
