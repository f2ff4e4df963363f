import { issueMutation, oneId } from '#server/modules/work-items/issues/issue-mutation.ts';
import { POLICY_GID } from '#server/modules/escalation-policies/escalation-policies.graphql.ts';
import {
  IssuableSeverityEnum,
  IssueEscalationStatusEnum,
} from '#server/modules/work-items/widgets/incident/incident.fields.ts';

/** GitLab's `issueSetSeverity`, `issueSetEscalationStatus` and `issueSetEscalationPolicy`. */
issueMutation(
  'issueSetSeverity',
  (t) => ({ severity: t.field({ type: IssuableSeverityEnum, required: true }) }),
  (i) => ({ severity: i.severity }),
);
issueMutation(
  'issueSetEscalationStatus',
  (t) => ({ status: t.field({ type: IssueEscalationStatusEnum, required: true }) }),
  (i) => ({ escalationStatus: i.status }),
);
issueMutation(
  'issueSetEscalationPolicy',
  (t) => ({
    escalationPolicyId: t.id({ description: 'Global ID of the policy; null removes it.' }),
  }),
  (i) => ({
    escalationPolicyId:
      i.escalationPolicyId === undefined
        ? null
        : oneId(i.escalationPolicyId, POLICY_GID, 'escalationPolicyId'),
  }),
);
