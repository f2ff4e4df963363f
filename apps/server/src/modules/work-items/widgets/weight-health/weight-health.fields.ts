import { HealthStatusEnum } from '#server/modules/work-items/core/common.graphql.ts';
import type { ItemFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';

/** The weight-and-health widget's GraphQL fields on issues. */
export const weightField = (t: ItemFieldBuilder) => t.int({ resolve: (i) => i.weight });

export const weightHealthFields = (t: ItemFieldBuilder) => ({
  weight: weightField(t),
  healthStatus: t.field({ type: HealthStatusEnum, resolve: (i) => i.healthStatus }),
});
