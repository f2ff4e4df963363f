import { boolParam } from '#server/rest/params.ts';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';

/** REST `confidential` (epics and issues) and `discussion_locked` (issues). */
export const confidentialKey = { confidential: boolParam.nullish() };

export const confidentialRest = restSlice({
  body: confidentialKey,
  input: (b) => ({ confidential: b.confidential }),
  json: (_ctx, item) => ({ confidential: item.confidential }),
});

export const confidentialLockedRest = restSlice({
  body: { ...confidentialKey, discussion_locked: boolParam.nullish() },
  input: (b) => ({ confidential: b.confidential, discussionLocked: b.discussion_locked }),
  json: (_ctx, item) => ({
    confidential: item.confidential,
    discussion_locked: item.discussionLocked,
  }),
});
