import { builder } from '#server/graphql/builder.ts';
import { decodeGid } from '#server/graphql/global-id.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound, refused } from '#server/lib/errors.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { ancestorIdsOf } from '#server/modules/work-items/core/tree-links.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import { workItemIdOf } from '#server/modules/work-items/core/work-item-gids.ts';
import { reorderChild } from './tree.writes.ts';
import { parentLinkLoader } from '#server/modules/work-items/core/work-items.loaders.ts';
import { workItemParentLinks } from '@cairn/db';
import { eq } from 'drizzle-orm';

/** epicTreeReorder: move a child epic or issue next to a sibling, maybe under a new parent. */

const MoveTypeEnum = builder.enumType('MoveType', {
  description: 'The position to which the adjacent object should be moved',
  values: ['before', 'after'] as const,
});

const EpicTreeNodeInput = builder.inputType('EpicTreeNodeFieldsInputType', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'ID of the epic or epic-issue relation to move.' }),
    adjacentReferenceId: t.id({ description: 'ID of the sibling it is placed next to.' }),
    relativePosition: t.field({
      type: MoveTypeEnum,
      description: '`before`: the adjacent item ends up before the moved one; `after`: after it.',
    }),
    newParentId: t.id({ description: 'ID of the new parent epic.' }),
  }),
});

const EpicTreeReorderInput = mutationInput('EpicTreeReorderInput', (t) => ({
  baseEpicId: t.id({ required: true, description: 'ID of the base epic of the tree.' }),
  moved: t.field({ type: EpicTreeNodeInput, required: true }),
}));

const EpicTreeReorderPayload = payloadType('EpicTreeReorderPayload');

/** A tree node: an epic or issue gid, or an EpicIssue (relation) gid. */
async function nodeItemId(ctx: RequestContext, gid: string, argument: string): Promise<number> {
  workItemIdOf(gid, argument, 'EpicIssue', 'Epic', 'Issue', 'WorkItem');
  if (decodeGid(gid).typename === 'EpicIssue') {
    const linkId = workItemIdOf(gid, argument, 'EpicIssue');
    const [link] = await ctx.db
      .select()
      .from(workItemParentLinks)
      .where(eq(workItemParentLinks.id, linkId));
    if (!link) throw notFound();
    return link.childId;
  }
  return workItemIdOf(gid, argument, 'Epic', 'Issue', 'WorkItem');
}

const inTree = (base: number, epicId: number, ancestors: number[]) =>
  epicId === base || ancestors.includes(base);

async function reorder(
  ctx: RequestContext,
  input: {
    baseEpicId: string;
    moved: {
      id: string;
      adjacentReferenceId?: string | null;
      relativePosition?: 'before' | 'after' | null;
      newParentId?: string | null;
    };
  },
) {
  const base = await readableItemById(
    ctx,
    workItemIdOf(input.baseEpicId, 'input.baseEpicId', 'Epic', 'WorkItem'),
  );
  const moved = await readableItemById(
    ctx,
    await nodeItemId(ctx, input.moved.id, 'input.moved.id'),
  );
  if (!base || base.type !== 'epic' || !moved) throw notFound();
  const currentLink = await parentLinkLoader(ctx).load(moved.id);
  if (!currentLink) throw refused(404, 'The moved item has no parent in this tree');
  const parent = await readableItemById(ctx, currentLink.parentId);
  if (!parent) throw notFound();
  const adjacentId = input.moved.adjacentReferenceId
    ? await nodeItemId(ctx, input.moved.adjacentReferenceId, 'input.moved.adjacentReferenceId')
    : null;
  const adjacentLink = adjacentId ? await parentLinkLoader(ctx).load(adjacentId) : null;
  if (adjacentId && !adjacentLink) throw refused(404, 'The adjacent item is not in this tree');
  const newParentId = input.moved.newParentId
    ? workItemIdOf(input.moved.newParentId, 'input.moved.newParentId', 'Epic', 'WorkItem')
    : (adjacentLink?.parentId ?? parent.id);
  const destination = await readableItemById(ctx, newParentId);
  if (!destination || destination.type !== 'epic') throw notFound();
  for (const epicId of [parent.id, destination.id]) {
    if (!inTree(base.id, epicId, await ancestorIdsOf(ctx.db, epicId))) {
      throw refused(422, 'The item is not in the tree of the base epic');
    }
  }
  if (adjacentLink && adjacentLink.parentId !== destination.id) {
    throw refused(422, 'The adjacent item is not a child of the new parent');
  }
  const target =
    adjacentId === null
      ? {}
      : input.moved.relativePosition === 'after'
        ? { beforeChildId: adjacentId }
        : { afterChildId: adjacentId };
  return reorderChild(ctx, parent, moved, target, destination);
}

payloadMutation('epicTreeReorder', EpicTreeReorderInput, EpicTreeReorderPayload, {
  run: (input, ctx) =>
    reorder(ctx, {
      baseEpicId: String(input.baseEpicId),
      moved: {
        id: String(input.moved.id),
        adjacentReferenceId: input.moved.adjacentReferenceId
          ? String(input.moved.adjacentReferenceId)
          : null,
        relativePosition: input.moved.relativePosition ?? null,
        newParentId: input.moved.newParentId ? String(input.moved.newParentId) : null,
      },
    }),
  present: () => ({}),
  empty: {},
});
