import { valueEnum } from '#server/modules/work-items/core/value-enum.ts';
import type { ItemFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';
import { EscalationPolicyRef } from '#server/modules/escalation-policies/escalation-policies.graphql.ts';
import { findPolicy } from '#server/modules/escalation-policies/escalation-policies.repository.ts';

/** The incident widget's GraphQL fields (GitLab's names and enum values). */

export const IssuableSeverityEnum = valueEnum('IssuableSeverity', 'Incident severity', {
  UNKNOWN: 'unknown',
  LOW: 'low',
  MEDIUM: 'medium',
  HIGH: 'high',
  CRITICAL: 'critical',
});

export const IssueEscalationStatusEnum = valueEnum(
  'IssueEscalationStatus',
  'Issue escalation status values',
  { TRIGGERED: 'triggered', ACKNOWLEDGED: 'acknowledged', RESOLVED: 'resolved' },
);

export const incidentFields = (t: ItemFieldBuilder) => ({
  severity: t.field({
    type: IssuableSeverityEnum,
    description: 'Severity level of the incident (null for other types).',
    resolve: (i) => (i.type === 'incident' ? i.severity : null),
  }),
  escalationStatus: t.field({
    type: IssueEscalationStatusEnum,
    description: 'Escalation status of the incident (null for other types).',
    resolve: (i) => (i.type === 'incident' ? (i.escalationStatus ?? 'triggered') : null),
  }),
  escalationPolicy: t.field({
    type: EscalationPolicyRef,
    description: 'Escalation policy paged for the incident.',
    resolve: (i, _a, ctx) =>
      i.type === 'incident' && i.escalationPolicyId
        ? findPolicy(ctx.db, i.escalationPolicyId)
        : null,
  }),
});
