import { z } from 'zod';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { zeroAsNull } from '#server/modules/work-items/core/rest-fields.ts';
import { ESCALATION_STATUSES, SEVERITIES } from './incident.values.ts';

/** Either case, as GitLab answers `CRITICAL` and clients echo it back. */
const lowerEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(values));

/**
 * REST `severity` (GitLab's issue JSON key, upper case), plus Cairn's `escalation_status` and
 * `escalation_policy_id` body keys for incidents (GitLab sets those over GraphQL only).
 */
export const incidentRest = restSlice({
  body: {
    severity: lowerEnum(SEVERITIES).optional(),
    escalation_status: lowerEnum(ESCALATION_STATUSES).optional(),
    escalation_policy_id: zeroAsNull,
  },
  input: (b) => ({
    severity: b.severity,
    escalationStatus: b.escalation_status,
    escalationPolicyId: b.escalation_policy_id,
  }),
  json: (_ctx, item) => ({ severity: item.severity.toUpperCase() }),
});
