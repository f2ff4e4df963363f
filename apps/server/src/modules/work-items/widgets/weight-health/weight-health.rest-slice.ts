import { z } from 'zod';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { weightParam } from '#server/modules/work-items/core/rest-fields.ts';
import { HEALTH_STATUSES } from './weight-health.values.ts';

/** REST `weight` and `health_status` of an issue. */
export const weightHealthRest = restSlice({
  body: { weight: weightParam.nullish(), health_status: z.enum(HEALTH_STATUSES).nullish() },
  input: (b) => ({ weight: b.weight, healthStatus: b.health_status }),
  json: (_ctx, item) => ({ weight: item.weight, health_status: item.healthStatus }),
});
