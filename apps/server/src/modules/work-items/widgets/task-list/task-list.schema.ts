import { z } from 'zod';

/**
 * A position-based change of one list item in the description: toggle its checkbox, move it
 * next to a sibling, or remove it. The server applies it to the current text, after checking that the line
 * still reads `lineSource` (what the client rendered).
 */
const line = z.number().int().min(1).max(1_000_000);

export const taskListItemChange = z
  .object({
    lineNumber: line,
    lineSource: z.string().max(100_000),
    checked: z.boolean().optional(),
    moveTo: z
      .object({ lineNumber: line, position: z.enum(['before', 'after']) })
      .strict()
      .optional(),
    remove: z.literal(true).optional(),
  })
  .strict()
  .refine((c) => [c.checked, c.moveTo, c.remove].filter((v) => v !== undefined).length === 1, {
    message: 'Give one of checked, moveTo or remove',
  });
export type TaskListItemChange = z.infer<typeof taskListItemChange>;
