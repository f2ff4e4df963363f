import type { Widget } from '#server/modules/work-items/core/widget.ts';
import { colorNotes } from './color.notes.ts';
import { colorRest } from './color.rest-slice.ts';
import { colorInput } from './color.input.ts';

/** An epic's colour on the roadmap. */
export const colorWidget: Widget = {
  name: 'color',
  rest: { epic: colorRest },
  graphqlInput: { epic: colorInput },
  notes: colorNotes,
  async apply({ item, creating }, input) {
    if (creating || input.color == null || input.color === item.color) return null;
    return {
      patch: { color: input.color },
      changes: [{ kind: 'color', from: item.color, to: input.color }],
    };
  },
};
