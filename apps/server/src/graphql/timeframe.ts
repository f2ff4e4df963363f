import { builder } from './builder.ts';

/** GitLab's `Timeframe` input: a closed date range (shared by epics and milestones). */
export const TimeframeInput = builder.inputType('Timeframe', {
  description: 'A time-frame defined as a closed inclusive range of two dates',
  fields: (t) => ({
    start: t.field({ type: 'Date', required: true, description: 'Start of the range.' }),
    end: t.field({ type: 'Date', required: true, description: 'End of the range.' }),
  }),
});
