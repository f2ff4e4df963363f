import { z } from 'zod';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { ISSUE_KINDS } from './type.values.ts';

/** REST `issue_type`: issue, incident or task. */
export const typeRest = restSlice({
  body: { issue_type: z.enum(ISSUE_KINDS).nullish() },
  input: (b) => ({ type: b.issue_type }),
  json: (_ctx, item) => ({ type: item.type.toUpperCase(), issue_type: item.type }),
});
