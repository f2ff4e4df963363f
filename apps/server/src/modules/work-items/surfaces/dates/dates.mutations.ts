import { issueMutation } from '#server/modules/work-items/issues/issue-mutation.ts';

/** GitLab's `issueSetDueDate`: null removes the due date. */
issueMutation(
  'issueSetDueDate',
  (t) => ({ dueDate: t.field({ type: 'Date' }) }),
  (i) => ({ dueDate: i.dueDate ?? null }),
);
