import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { zeroAsNull } from '#server/modules/work-items/core/rest-fields.ts';

/** REST `iteration_id` of an issue (0 or null clears). */
export const iterationRest = restSlice({
  body: { iteration_id: zeroAsNull },
  input: (b) => ({ iterationId: b.iteration_id }),
});
