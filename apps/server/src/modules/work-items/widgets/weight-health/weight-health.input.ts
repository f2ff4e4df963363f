import { HealthStatusEnum } from '#server/modules/work-items/core/common.graphql.ts';
import { keepNulls, type InputSlice } from '#server/modules/work-items/core/input.ts';

/** GraphQL `weight` and `healthStatus` on issue create and update; null clears either. */
export const weightHealthInput: InputSlice = {
  fields: (t) => ({ weight: t.int(), healthStatus: t.field({ type: HealthStatusEnum }) }),
  decode: (input, out) => keepNulls(input, out, 'weight', 'healthStatus'),
};
