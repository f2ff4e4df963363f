import { restSlice } from '../../core/rest-slice.ts';
import { color } from '../../core/work-items.schema.ts';

/** REST `color` of an epic. */
export const colorRest = restSlice({
  body: { color: color.nullish() },
  input: (b) => ({ color: b.color }),
  json: (_ctx, item) => ({ color: item.color }),
});
