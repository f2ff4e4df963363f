import type { InputSlice } from '#server/modules/work-items/core/input.ts';

/** Issues: `confidential` and `locked` (the discussion lock, `discussionLocked` in the input). */
export const confidentialLockedInput: InputSlice = {
  fields: (t) => ({ confidential: t.boolean(), locked: t.boolean() }),
  decode: (input, out) => {
    if ('locked' in input) out.discussionLocked = input.locked ?? undefined;
    delete out.locked;
  },
};

/** Epics: `confidential` only. */
export const confidentialInput: InputSlice = {
  fields: (t) => ({ confidential: t.boolean() }),
};
