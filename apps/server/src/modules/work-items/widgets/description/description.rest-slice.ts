import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { description } from '#server/modules/work-items/core/work-items.schema.ts';

/** REST `description`, on epics and issues alike. */
export const descriptionRest = restSlice({
  body: { description: description.nullish() },
  input: (b) => ({ description: b.description }),
});
