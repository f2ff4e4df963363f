import { decodeId, type InputSlice } from '#server/modules/work-items/core/input.ts';

/** GraphQL `milestoneId` on issue create and update; null removes the milestone. */
export const milestoneInput: InputSlice = {
  fields: (t) => ({ milestoneId: t.id() }),
  decode: (input, out) => decodeId(input, out, 'milestoneId', 'Milestone'),
};
