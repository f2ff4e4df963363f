import { z } from 'zod';

/**
 * A position-based change of one list item in the description: toggle its checkbox, or move it
 * next to a sibling. The server applies it to the current text, after checking that the line
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
  })
  .strict()
  .refine((c) => (c.checked === undefined) !== (c.moveTo === undefined), {
    message: 'Give either checked or moveTo',
  });
export type TaskListItemChange = z.infer<typeof taskListItemChange>;
