import { z } from 'zod';
import { idParam } from '#server/rest/params.ts';

/** GitLab's abuse report categories, in its order. */
export const ABUSE_CATEGORIES = [
  'spam',
  'offensive',
  'phishing',
  'crypto',
  'credentials',
  'copyright',
  'malware',
  'other',
] as const;

export const MAX_ABUSE_MESSAGE = 1024;

/** POST /abuse_reports: GitLab's user_id, category, message, reported_from_url; plus the item. */
export const createAbuseReportBody = z.object({
  /** The reported user; from an item (`work_item_id`) it is the item's author and may be left out. */
  user_id: idParam.optional(),
  category: z.enum(ABUSE_CATEGORIES),
  message: z
    .string()
    .trim()
    .min(1, "can't be blank")
    .max(MAX_ABUSE_MESSAGE, `is too long (maximum is ${MAX_ABUSE_MESSAGE} characters)`),
  reported_from_url: z.string().max(2048).optional(),
  /** The work item (database id) the report was made from. */
  work_item_id: idParam.optional(),
});
export type CreateAbuseReportInput = z.infer<typeof createAbuseReportBody>;

export const abuseReportListQuery = z.object({
  status: z.enum(['open', 'closed']).optional(),
});

/** PUT /admin/abuse_reports/:id: GitLab's status (closed or open). */
export const updateAbuseReportBody = z.object({ status: z.enum(['open', 'closed']) });
