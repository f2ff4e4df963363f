import type { ObjectRef } from '@pothos/core';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { readableItemById } from '../core/access.ts';
import type { ItemFieldBuilder, Types } from '../core/field-builder.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { EpicRef } from '../epics/epics.graphql.ts';

/** The target of a closed issue's link, or null when the viewer may not read it (no leak). */
async function readableTarget(
  ctx: Parameters<typeof readableItemById>[0],
  id: number | null,
  epic: boolean,
) {
  if (id == null) return null;
  const item = await readableItemById(ctx, id);
  return item && (item.type === 'epic') === epic ? item : null;
}

/**
 * What the header's 'Closed (duplicated|moved|promoted)' link and the 'Edited … by …' footer read:
 * where a closed issue went (only when readable by the viewer) and who last edited its title or
 * description (set by the description widget), when.
 */
export function closedAsFields(t: ItemFieldBuilder, issueRef: ObjectRef<Types, WorkItemRow>) {
  return {
    movedTo: t.field({
      type: issueRef,
      description: 'The issue this one was moved to, when readable.',
      resolve: (i, _a, ctx) => readableTarget(ctx, i.movedToId, false),
    }),
    duplicatedTo: t.field({
      type: issueRef,
      description: 'The issue this one was closed as a duplicate of, when readable.',
      resolve: (i, _a, ctx) => readableTarget(ctx, i.duplicatedToId, false),
    }),
    promotedToEpic: t.field({
      type: EpicRef,
      description: 'The epic this issue was promoted to, when readable.',
      resolve: (i, _a, ctx) => readableTarget(ctx, i.promotedToEpicId, true),
    }),
    lastEditedAt: t.field({
      type: 'Time',
      description: 'When the title or description was last edited.',
      resolve: (i) => i.lastEditedAt,
    }),
    lastEditedBy: t.field({
      type: UserRef,
      description: 'Who last edited the title or description.',
      resolve: async (i, _a, ctx) =>
        i.lastEditedById == null ? null : await userLoader(ctx).load(i.lastEditedById),
    }),
  };
}
