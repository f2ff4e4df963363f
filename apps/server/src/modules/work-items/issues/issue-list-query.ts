import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import {
  boolParam,
  idParam,
  integerListParam,
  isoDateParam,
  searchParam,
} from '#server/rest/params.ts';
import { noneAny } from '../core/rest-params.ts';
import { commaList, weightParam } from '../core/rest-fields.ts';
import { isoTime } from '../core/work-items.schema.ts';
import { ISSUE_ORDERS } from './issues.schema.ts';
import { HEALTH_STATUSES } from '../widgets/weight-health/weight-health.values.ts';
import { ISSUE_KINDS } from '../widgets/type/type.values.ts';

/** GitLab's REST issue list query string (`GET /projects/:id/issues` and the group list). */
export const issueListQuery = paginationInput.extend({
  state: z.enum(['opened', 'closed', 'all']).default('all'),
  labels: commaList.optional(),
  milestone: z.string().min(1).max(255).optional(),
  scope: z
    .enum(['created_by_me', 'assigned_to_me', 'all', 'created-by-me', 'assigned-to-me'])
    .optional(),
  author_id: idParam.optional(),
  author_username: z.string().min(1).max(255).optional(),
  assignee_id: z.union([idParam, noneAny]).optional(),
  assignee_username: z.array(z.string().min(1).max(255)).max(100).optional(),
  my_reaction_emoji: z.string().min(1).max(255).optional(),
  weight: z.union([weightParam, noneAny]).optional(),
  iids: integerListParam(1).optional(),
  order_by: z.enum(ISSUE_ORDERS).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  search: searchParam.optional(),
  in: z
    .string()
    .regex(/^(title|description)(,(title|description))?$/)
    .optional(),
  confidential: boolParam.optional(),
  epic_id: z.union([idParam, noneAny]).optional(),
  health_status: z.union([z.enum(HEALTH_STATUSES), noneAny]).optional(),
  issue_type: z.enum(ISSUE_KINDS).optional(),
  created_after: isoTime.optional(),
  created_before: isoTime.optional(),
  updated_after: isoTime.optional(),
  updated_before: isoTime.optional(),
  due_date: isoDateParam.optional(),
});
