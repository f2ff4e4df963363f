import type { InputSlice } from '#server/modules/work-items/core/input.ts';

/** GraphQL `color` on epic create and update. */
export const colorInput: InputSlice = {
  fields: (t) => ({ color: t.string({ description: 'Color of the epic (#RRGGBB).' }) }),
};
