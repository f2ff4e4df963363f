import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import { storeTemplate } from '#server/modules/markdown/rendered-store.ts';
import { descriptionRenderOptions } from '#server/modules/work-items/core/presenters.ts';
import type { ItemPatch, Widget } from '#server/modules/work-items/core/widget.ts';
import { descriptionInput } from './description.input.ts';
import { descriptionRest } from './description.rest-slice.ts';
import { descriptionNotes } from './description.notes.ts';

/** Title and description; an edit of either records who edited last and when. */
export const descriptionWidget: Widget = {
  name: 'description',
  rest: { epic: descriptionRest, issue: descriptionRest },
  graphqlInput: { epic: descriptionInput, issue: descriptionInput },
  notes: descriptionNotes,
  async apply({ ctx, tx, item, actorId, now, creating }, input) {
    // Rendered (off the main thread) and stored at write time, so readers never render.
    const written = creating
      ? item.description
      : input.description !== item.description
        ? input.description
        : null;
    if (written?.trim()) await storeTemplate(tx, written, descriptionRenderOptions(ctx));
    if (creating) return null;
    const patch: ItemPatch = {};
    const changes: ActivityChange[] = [];
    if (input.title !== undefined && input.title !== item.title) {
      patch.title = input.title;
      changes.push({ kind: 'title', from: item.title, to: input.title });
    }
    if (input.description != null && input.description !== item.description) {
      patch.description = input.description;
      changes.push({ kind: 'description', from: item.description, to: input.description });
    }
    if (!changes.length) return null;
    return { patch: { ...patch, lastEditedById: actorId, lastEditedAt: now }, changes };
  },
};
