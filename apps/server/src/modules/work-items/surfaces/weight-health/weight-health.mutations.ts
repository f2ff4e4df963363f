import { HealthStatusEnum } from '#server/modules/work-items/core/common.graphql.ts';
import { issueMutation } from '#server/modules/work-items/issues/issue-mutation.ts';

/** GitLab's `issueSetWeight` and `issueSetHealthStatus`: null removes the value. */
issueMutation(
  'issueSetWeight',
  (t) => ({ weight: t.int({ description: 'Null removes the weight.' }) }),
  (i) => ({ weight: i.weight ?? null }),
);
issueMutation(
  'issueSetHealthStatus',
  (t) => ({ healthStatus: t.field({ type: HealthStatusEnum }) }),
  (i) => ({ healthStatus: i.healthStatus ?? null }),
);
