import { issueMutation, oneId } from '#server/modules/work-items/issues/issue-mutation.ts';

/** GitLab's `issueSetEpic`: null removes the issue from its epic. */
issueMutation(
  'issueSetEpic',
  (t) => ({ epicId: t.id({ description: 'Null removes the epic.' }) }),
  (i) => ({ epicId: oneId(i.epicId, 'Epic', 'epicId') ?? null }),
);
