import { issueMutation } from '#server/modules/work-items/issues/issue-mutation.ts';

/** GitLab's `issueSetConfidential` and `issueSetLocked` (the discussion lock). */
issueMutation(
  'issueSetConfidential',
  (t) => ({ confidential: t.boolean({ required: true }) }),
  (i) => ({ confidential: i.confidential }),
);
issueMutation(
  'issueSetLocked',
  (t) => ({ locked: t.boolean({ required: true }) }),
  (i) => ({ discussionLocked: i.locked }),
);
