import { issueMutation, oneId } from '#server/modules/work-items/issues/issue-mutation.ts';

/** GitLab's `issueSetIteration`: sets (or, with null, removes) an issue's iteration. */
issueMutation(
  'issueSetIteration',
  (t) => ({ iterationId: t.id({ description: 'Global ID of the iteration; null removes it.' }) }),
  (i) => ({ iterationId: oneId(i.iterationId, 'Iteration', 'iterationId') ?? null }),
);
