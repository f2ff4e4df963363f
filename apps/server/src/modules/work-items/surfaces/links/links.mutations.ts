import type { RequestContext } from '#server/lib/context.ts';
import { notFound, refused } from '#server/lib/errors.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { LinkTypeFilterEnum } from './links.graphql.ts';
import {
  addLinks,
  LINK_ERRORS,
  removeLinksBetween,
} from '#server/modules/work-items/widgets/links/links.writes.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import { workItemIdOf } from '#server/modules/work-items/core/work-item-gids.ts';
import { WorkItemRef } from '#server/modules/work-items/item-kit/work-item.graphql.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import type { LinkType } from '#server/modules/work-items/core/work-items.schema.ts';

/** workItemAddLinkedItems / workItemRemoveLinkedItems, modelled on GitLab's, for epics and issues. */

const linkPayload = (name: string) =>
  payloadType<{ workItem: WorkItemRow | null; message: string | null }>(name, (t) => ({
    message: t.exposeString('message'),
    workItem: t.field({ type: WorkItemRef, resolve: (p) => p.workItem }),
  }));

const MAX_ITEMS = 10;

const AddInput = mutationInput('WorkItemAddLinkedItemsInput', (t) => ({
  id: t.id({ required: true, description: 'Global ID of the work item (epic or issue).' }),
  workItemsIds: t.idList({
    required: true,
    description: `Items to link (at most ${MAX_ITEMS}).`,
  }),
  linkType: t.field({
    type: LinkTypeFilterEnum,
    description: 'Type of link; RELATED by default.',
  }),
}));

const RemoveInput = mutationInput('WorkItemRemoveLinkedItemsInput', (t) => ({
  id: t.id({ required: true }),
  workItemsIds: t.idList({ required: true }),
}));

async function resolveItems(
  ctx: RequestContext,
  sourceGid: string,
  gids: readonly (string | number)[],
) {
  if (gids.length > MAX_ITEMS) {
    throw refused(400, `No more than ${MAX_ITEMS} work items can be linked at the same time.`);
  }
  const sourceId = workItemIdOf(sourceGid, 'input.id');
  const otherIds = gids.map((g, i) => workItemIdOf(String(g), `input.workItemsIds.${i}`));
  const source = await readableItemById(ctx, sourceId);
  if (!source) throw notFound();
  return { source, otherIds };
}

async function link(
  ctx: RequestContext,
  sourceGid: string,
  gids: readonly (string | number)[],
  type: LinkType,
) {
  {
    const { source, otherIds } = await resolveItems(ctx, sourceGid, gids);
    const targets: WorkItemRow[] = [];
    for (const id of otherIds) {
      const target = await readableItemById(ctx, id);
      if (!target) throw refused(404, LINK_ERRORS.notFound);
      targets.push(target);
    }
    const created = await addLinks(ctx, source, targets, type);
    return { source, count: created.length };
  }
}

async function unlink(ctx: RequestContext, sourceGid: string, gids: readonly (string | number)[]) {
  const { source, otherIds } = await resolveItems(ctx, sourceGid, gids);
  const removed = await removeLinksBetween(ctx, source, otherIds);
  return { source, count: removed.length };
}

/** The linked item and GitLab's message naming the ids of the input. */
const linkAnswer = (verb: string) => ({
  present: (v: { source: WorkItemRow }, input: { workItemsIds: readonly (string | number)[] }) => ({
    workItem: v.source,
    message: `Successfully ${verb} ID(s): ${input.workItemsIds.join(', ')}.`,
  }),
  empty: { workItem: null, message: null },
});

payloadMutation('workItemAddLinkedItems', AddInput, linkPayload('WorkItemAddLinkedItemsPayload'), {
  run: (input, ctx) =>
    link(ctx, String(input.id), input.workItemsIds, input.linkType ?? 'relates_to'),
  ...linkAnswer('linked'),
});

payloadMutation(
  'workItemRemoveLinkedItems',
  RemoveInput,
  linkPayload('WorkItemRemoveLinkedItemsPayload'),
  {
    run: (input, ctx) => unlink(ctx, String(input.id), input.workItemsIds),
    ...linkAnswer('unlinked'),
  },
);
