import { z } from 'zod';
import { integerParam } from '#server/rest/params.ts';
import { writeInputs } from '../registry/write-inputs.ts';
import { HEALTH_STATUSES } from '../widgets/weight-health/weight-health.values.ts';
import { ISSUE_KINDS } from '../widgets/type/type.values.ts';
import { timeEstimateUpdate } from '../widgets/time-tracking/time-tracking.input.ts';
import { ESCALATION_STATUSES, SEVERITIES } from '../widgets/incident/incident.values.ts';
import {
  dbId,
  description,
  iid,
  isoDate,
  isoTime,
  SEARCHABLE_FIELDS,
} from '../core/work-items.schema.ts';

/** Zod inputs of issue lists and issue writes, shared by REST and GraphQL. */

const name = z.string().min(1).max(255);
const names = z.array(name).max(100);
const noneOrAny = z.string().regex(/^(none|any)$/i);

export const weightValue = z.number().int().min(0).max(1_000_000);

export const issueFilters = z.object({
  state: z.enum(['opened', 'closed', 'all']).default('all'),
  iid: iid.optional(),
  iids: z.array(iid).max(100).optional(),
  labelName: names.optional(),
  milestoneTitle: name.optional(),
  authorUsername: name.optional(),
  authorId: dbId.optional(),
  assigneeUsername: names.optional(),
  assigneeId: z.union([dbId, noneOrAny]).optional(),
  myReactionEmoji: name.optional(),
  weight: z.union([integerParam(0, 1_000_000), noneOrAny]).optional(),
  search: z.string().max(255).optional(),
  in: z.array(z.enum(SEARCHABLE_FIELDS)).max(2).optional(),
  confidential: z.boolean().optional(),
  epicId: z.union([dbId, noneOrAny]).optional(),
  healthStatus: z.union([z.enum(HEALTH_STATUSES), noneOrAny]).optional(),
  types: z.array(z.enum(ISSUE_KINDS)).max(3).optional(),
  scope: z.enum(['created_by_me', 'assigned_to_me', 'all']).default('all'),
  not: z
    .object({
      labelName: names.optional(),
      milestoneTitle: name.optional(),
      authorUsername: name.optional(),
      assigneeUsername: names.optional(),
      myReactionEmoji: name.optional(),
      weight: integerParam(0, 1_000_000).optional(),
      iids: z.array(iid).max(100).optional(),
    })
    .optional(),
  createdAfter: isoTime.optional(),
  createdBefore: isoTime.optional(),
  updatedAfter: isoTime.optional(),
  updatedBefore: isoTime.optional(),
  dueDate: isoDate.optional(),
});
export type IssueFilters = z.infer<typeof issueFilters>;

export const ISSUE_ORDERS = ['created_at', 'updated_at', 'due_date', 'title', 'weight'] as const;

const issueFields = {
  description: description.nullish(),
  confidential: z.boolean().nullish(),
  discussionLocked: z.boolean().nullish(),
  dueDate: isoDate.nullish(),
  weight: weightValue.nullish(),
  healthStatus: z.enum(HEALTH_STATUSES).nullish(),
  milestoneId: dbId.nullish(),
  labelIds: z.array(dbId).max(100).nullish(),
  addLabelIds: z.array(dbId).max(100).nullish(),
  removeLabelIds: z.array(dbId).max(100).nullish(),
  labels: names.nullish(),
  addLabels: names.nullish(),
  removeLabels: names.nullish(),
  assigneeIds: z.array(dbId).max(100).nullish(),
  /** Parent epic (database id); null removes it. */
  epicId: dbId.nullish(),
  /** Iteration (database id); null removes it. */
  iterationId: dbId.nullish(),
  type: z.enum(ISSUE_KINDS).nullish(),
  /** Incidents only (`widgets/incident`). */
  severity: z.enum(SEVERITIES).nullish(),
  escalationStatus: z.enum(ESCALATION_STATUSES).nullish(),
  escalationPolicyId: dbId.nullish(),
};

export const { create: createIssueInput, update: updateIssueInput } = writeInputs(
  issueFields,
  timeEstimateUpdate,
);
export type CreateIssueInput = z.infer<typeof createIssueInput>;
export type UpdateIssueInput = z.infer<typeof updateIssueInput>;
