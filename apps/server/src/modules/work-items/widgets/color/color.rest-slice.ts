import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { color } from '#server/modules/work-items/core/work-items.schema.ts';

/** REST `color` of an epic. */
export const colorRest = restSlice({
  body: { color: color.nullish() },
  input: (b) => ({ color: b.color }),
  json: (_ctx, item) => ({ color: item.color }),
});
