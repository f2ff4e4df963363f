import { builder } from '#server/graphql/builder.ts';
import type { InputFieldMap } from '@pothos/core';
import type { InputSlice } from '#server/modules/work-items/core/input.ts';

const STATE_EVENTS = { REOPEN: { value: 'reopen' }, CLOSE: { value: 'close' } } as const;

const IssueStateEventEnum = builder.enumType('IssueStateEvent', { values: STATE_EVENTS });
const EpicStateEventEnum = builder.enumType('EpicStateEvent', { values: STATE_EVENTS });

/** GraphQL `stateEvent` on update (GitLab's IssueStateEvent / EpicStateEvent): close or reopen. */
const stateEventInput = (type: typeof IssueStateEventEnum): InputSlice => ({
  fields: (t, write): InputFieldMap =>
    write === 'update' ? { stateEvent: t.field({ type }) } : {},
});

export const issueStateInput = stateEventInput(IssueStateEventEnum);
export const epicStateInput = stateEventInput(EpicStateEventEnum);
