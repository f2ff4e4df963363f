import { z } from 'zod';
import type { InputFieldMap } from '@pothos/core';
import { refused } from '#server/lib/errors.ts';
import type { InputSlice } from '#server/modules/work-items/core/input.ts';
import { parseDuration } from './duration.ts';
import { INVALID_ESTIMATE } from './time-tracking-messages.ts';
import { configuredUnits } from './units.ts';

/**
 * GitLab's `UpdateIssueInput.timeEstimate`: a duration as people write it (`3h 30m`); null or
 * `0` removes the estimate. A text that is no duration is refused with GitLab's message, before
 * anything is written.
 */
export const timeEstimateInput: InputSlice = {
  fields: (t, write): InputFieldMap =>
    write === 'update'
      ? {
          timeEstimate: t.string({
            description:
              'Estimated time to complete the issue. Use `null` or `0` to remove the current estimate.',
          }),
        }
      : {},
  decode: (input, out, write) => {
    if (write !== 'update' || !('timeEstimate' in input)) return;
    const text = input.timeEstimate;
    if (text === null || text === undefined) {
      out.timeEstimate = null;
      return;
    }
    const seconds = parseDuration(String(text), configuredUnits());
    if (seconds === null || seconds < 0) throw refused(400, INVALID_ESTIMATE);
    out.timeEstimate = seconds || null;
  },
};

/** The update input's key, in seconds (the zod input REST and GraphQL share). */
export const timeEstimateUpdate = { timeEstimate: z.number().int().min(0).nullish() };
