import { builder } from '#server/graphql/builder.ts';
import { gidScalar } from '#server/graphql/gid-scalar.ts';
import { decodeGidOf, gidArgument } from '#server/graphql/global-id.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound, refused } from '#server/lib/errors.ts';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { listConnection } from '#server/modules/work-items/core/common.graphql.ts';
import type { ItemFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';
import type { ItemSurface, ItemWidget } from '#server/modules/work-items/core/item-surface.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { formatDuration, parseDuration } from './duration.ts';
import {
  timelogById,
  timelogsLoader,
  totalTimeSpentLoader,
  type TimelogRow,
} from './timelogs.repository.ts';
import { BLANK_TIME_SPENT } from './time-tracking-messages.ts';
import { writeTimeTracking } from './time-tracking.writes.ts';
import { unitsOf } from './units.ts';

/**
 * GitLab's time tracking in GraphQL: `timeEstimate`, `totalTimeSpent`, their human strings and
 * `timelogs` on issues, and `timelogCreate` / `timelogDelete` (payload `{ timelog, errors }`).
 */

/** GitLab's `TimelogID` (`gid://gitlab/Timelog/1`), the id `timelogDelete` takes. */
gidScalar('TimelogID', 'A global id of a time entry: gid://gitlab/Timelog/1', (value) =>
  decodeGidOf(value, 'Timelog'),
);

/** Exported for the fields other modules add to it (`note`, modules/notes). */
export const TimelogRef = builder.objectRef<TimelogRow>('Timelog');
TimelogRef.implement({
  description: 'A time entry: time spent on an item (negative when subtracted).',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (l) => `gid://gitlab/Timelog/${l.id}` }),
    timeSpent: t.int({ nullable: false, resolve: (l) => l.timeSpent }),
    spentAt: t.field({ type: 'Time', resolve: (l) => l.spentAt }),
    summary: t.string({ resolve: (l) => l.summary }),
    user: t.field({
      type: UserRef,
      nullable: false,
      resolve: async (l, _a, ctx) => (await userLoader(ctx).load(l.userId))!,
    }),
  }),
});

const TimelogConnection = builder.connectionObject(
  { type: TimelogRef, name: 'TimelogConnection' },
  { name: 'TimelogEdge' },
);

const humanOf = (ctx: RequestContext, seconds: number) =>
  seconds ? formatDuration(seconds, unitsOf(ctx.env)) : null;
const spentOf = (ctx: RequestContext, item: WorkItemRow) => totalTimeSpentLoader(ctx).load(item.id);

/** The fields GitLab's `Issue` and its `WorkItemWidgetTimeTracking` share. */
const timeFields = (t: ItemFieldBuilder) => ({
  timeEstimate: t.int({ nullable: false, resolve: (i) => i.timeEstimate }),
  totalTimeSpent: t.int({ nullable: false, resolve: (i, _a, ctx) => spentOf(ctx, i) }),
  timelogs: t.field({
    type: TimelogConnection,
    nullable: false,
    args: t.arg.connectionArgs(),
    resolve: async (i, args, ctx) => listConnection(args, await timelogsLoader(ctx).load(i.id)),
  }),
});

const issueFields = (t: ItemFieldBuilder) => ({
  ...timeFields(t),
  humanTimeEstimate: t.string({ resolve: (i, _a, ctx) => humanOf(ctx, i.timeEstimate) }),
  humanTotalTimeSpent: t.string({
    resolve: async (i, _a, ctx) => humanOf(ctx, await spentOf(ctx, i)),
  }),
});

const TimelogCreateInput = mutationInput('TimelogCreateInput', (t) => ({
  issuableId: t.field({ type: 'IssuableID', required: true }),
  timeSpent: t.string({ required: true }),
  spentAt: t.field({ type: 'Time', required: true }),
  summary: t.string({ required: true }),
}));
const TimelogDeleteInput = mutationInput('TimelogDeleteInput', (t) => ({
  id: t.field({ type: 'TimelogID', required: true }),
}));
const timelogPayload = (name: string) =>
  payloadType<{ timelog: TimelogRow | null }>(name, (t) => ({
    timelog: t.field({ type: TimelogRef, resolve: (p) => p.timelog }),
  }));

async function readableIssue(ctx: RequestContext, id: number) {
  const item = await readableItemById(ctx, id);
  if (!item || item.type === 'epic') throw notFound();
  return item;
}

function registerMutations() {
  payloadMutation('timelogCreate', TimelogCreateInput, timelogPayload('TimelogCreatePayload'), {
    run: async (input, ctx) => {
      const item = await readableIssue(
        ctx,
        gidArgument('input.issuableId', input.issuableId, 'Issue', 'WorkItem'),
      );
      const seconds = parseDuration(input.timeSpent, unitsOf(ctx.env));
      if (!seconds) throw refused(400, BLANK_TIME_SPENT);
      const entry = { seconds, summary: input.summary, spentAt: input.spentAt };
      await writeTimeTracking(ctx, item, { timeSpent: entry });
      // The newest entry of the item is the one just written (the write holds the item's lock).
      return (await timelogsLoader(ctx).clear(item.id).load(item.id)).reduce((a, b) =>
        a.id > b.id ? a : b,
      );
    },
    present: (timelog) => ({ timelog }),
    empty: { timelog: null },
  });
  payloadMutation('timelogDelete', TimelogDeleteInput, timelogPayload('TimelogDeletePayload'), {
    run: async (input, ctx) => {
      const timelog = await timelogById(ctx.db, gidArgument('input.id', input.id, 'Timelog'));
      if (!timelog) throw notFound();
      const item = await readableIssue(ctx, timelog.workItemId);
      await writeTimeTracking(ctx, item, { timelogDeleteId: timelog.id });
      return timelog;
    },
    present: (timelog) => ({ timelog }),
    empty: { timelog: null },
  });
}

/** The widget's `graphql(surface)`: its fields on `Issue`, its types and its mutations. */
export function timeTrackingGraphql(surface: ItemSurface) {
  builder.objectFields(surface.issue, issueFields);
  // GitLab's widget object in `WorkItem.widgets`: the same fields, on the widget's item.
  const WidgetRef = builder.objectRef<ItemWidget>('WorkItemWidgetTimeTracking');
  WidgetRef.implement({
    description: 'The time-tracking widget: the estimate, the time spent and its entries.',
    interfaces: [surface.widget],
    isTypeOf: (v) => (v as ItemWidget).type === 'TIME_TRACKING',
    fields: (t) => ({
      timeEstimate: t.int({ nullable: false, resolve: (w) => w.item.timeEstimate }),
      totalTimeSpent: t.int({ nullable: false, resolve: (w, _a, ctx) => spentOf(ctx, w.item) }),
      timelogs: t.field({
        type: TimelogConnection,
        nullable: false,
        args: t.arg.connectionArgs(),
        resolve: async (w, args, ctx) =>
          listConnection(args, await timelogsLoader(ctx).load(w.item.id)),
      }),
    }),
  });
  registerMutations();
}
