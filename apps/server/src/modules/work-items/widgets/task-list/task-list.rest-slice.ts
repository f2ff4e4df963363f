import { z } from 'zod';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';

/**
 * REST `update_task` (GitLab's issue update key: `{ index, checked, line_source, line_number }`)
 * and Cairn's `move_task` (`{ line_number, line_source, to_line_number, position }`).
 */
const line = z.coerce.number().int().min(1).max(1_000_000);
const updateTask = z.object({
  index: z.coerce.number().int().min(0).optional(),
  checked: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  line_source: z.string().max(100_000),
  line_number: line,
});
const moveTask = z.object({
  line_source: z.string().max(100_000),
  line_number: line,
  to_line_number: line,
  position: z.enum(['before', 'after']),
});

export const taskListRest = restSlice({
  body: { update_task: updateTask.optional(), move_task: moveTask.optional() },
  input: (b) => {
    if (b.update_task) {
      const t = b.update_task;
      return {
        taskListItem: { lineNumber: t.line_number, lineSource: t.line_source, checked: t.checked },
      };
    }
    if (b.move_task) {
      const m = b.move_task;
      return {
        taskListItem: {
          lineNumber: m.line_number,
          lineSource: m.line_source,
          moveTo: { lineNumber: m.to_line_number, position: m.position },
        },
      };
    }
    return {};
  },
});
