import { restSlice } from '../../core/rest-slice.ts';
import { description } from '../../core/work-items.schema.ts';

/** REST `description`, on epics and issues alike. */
export const descriptionRest = restSlice({
  body: { description: description.nullish() },
  input: (b) => ({ description: b.description }),
});
