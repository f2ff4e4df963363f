import type { InputSlice } from '#server/modules/work-items/core/input.ts';

/** GraphQL `title` and `description` on create and update, for issues and epics alike. */
export const descriptionInput: InputSlice = {
  fields: (t) => ({ title: t.string(), description: t.string() }),
};
