import { refused } from '#server/lib/errors.ts';
import type { Widget } from '#server/modules/work-items/core/widget.ts';
import { typeNotes } from './type.notes.ts';
import { typeRest } from './type.rest-slice.ts';

/** Issue <-> incident; tasks keep their type (they live under a parent issue). */
export const typeWidget: Widget = {
  name: 'type',
  inputKeys: ['type'],
  rest: { issue: typeRest },
  notes: typeNotes,
  async apply({ item, creating }, input) {
    if (creating || input.type == null || input.type === item.type) return null;
    if (item.type === 'task' || input.type === 'task') {
      throw refused(422, 'The type of this item cannot be changed');
    }
    return {
      patch: { type: input.type },
      changes: [{ kind: 'type', from: item.type, to: input.type }],
    };
  },
};
