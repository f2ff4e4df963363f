import { z } from 'zod';

/** Preview text may be as long as a description (work-items' MAX_DESCRIPTION). */
export const MAX_PREVIEW_TEXT = 100_000;

/** GitLab's `POST /markdown` body: `text` required, `gfm` and `project` optional. */
export const markdownPreviewBody = z.object({
  /** Length is checked in the service, to answer with the limit in the message. */
  text: z.string(),
  gfm: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  project: z.string().min(1).max(1024).optional(),
});
export type MarkdownPreviewInput = z.infer<typeof markdownPreviewBody>;
