import { and, eq } from 'drizzle-orm';
import { escalationPolicies, type Database } from '@cairn/db';
import { refused } from '#server/lib/errors.ts';
import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import type { ItemPatch, Widget } from '#server/modules/work-items/core/widget.ts';
import type { WorkItemInput } from '#server/modules/work-items/core/input.ts';
import { incidentNotes } from './incident.notes.ts';
import { incidentRest } from './incident.rest-slice.ts';
import { planPages } from './paging.ts';

/** GitLab's refusal when an incident-only field is set on another type. */
export const INCIDENT_ONLY = 'Feature unavailable for provided issue';
export const POLICY_NOT_FOUND = 'Escalation policy not found';

const touches = (input: WorkItemInput) =>
  input.severity != null ||
  input.escalationStatus != null ||
  input.escalationPolicyId !== undefined;

async function projectPolicy(db: Database, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(escalationPolicies)
    .where(and(eq(escalationPolicies.id, id), eq(escalationPolicies.projectId, projectId)));
  return row ?? null;
}

/**
 * An incident's severity, paging status and escalation policy (GitLab's `issueSetSeverity`,
 * `issueSetEscalationStatus`, `issueSetEscalationPolicy`). Only incidents have them; a policy
 * must be one of the incident's project, otherwise "not found" and nothing is written.
 */
export const incidentWidget: Widget = {
  name: 'incident',
  inputKeys: ['severity', 'escalationStatus', 'escalationPolicyId'],
  rest: { issue: incidentRest },
  notes: incidentNotes,
  async apply({ tx, item, namespace, now }, input) {
    if (!touches(input)) return null;
    if (item.type !== 'incident') throw refused(422, INCIDENT_ONLY);
    const patch: ItemPatch = {};
    const changes: ActivityChange[] = [];
    if (input.severity != null && input.severity !== item.severity) {
      patch.severity = input.severity;
      changes.push({ kind: 'severity', from: item.severity, to: input.severity });
    }
    const status = item.escalationStatus ?? 'triggered';
    if (input.escalationStatus != null && input.escalationStatus !== status) {
      patch.escalationStatus = input.escalationStatus;
      changes.push({ kind: 'escalationStatus', from: status, to: input.escalationStatus });
    }
    if (
      input.escalationPolicyId !== undefined &&
      input.escalationPolicyId !== item.escalationPolicyId
    ) {
      const policy =
        input.escalationPolicyId === null
          ? null
          : await projectPolicy(tx, namespace.id, input.escalationPolicyId);
      if (input.escalationPolicyId !== null && !policy) throw refused(404, POLICY_NOT_FOUND);
      patch.escalationPolicyId = policy?.id ?? null;
      changes.push({
        kind: 'escalationPolicy',
        from: item.escalationPolicyId,
        to: policy?.id ?? null,
        name: policy?.name ?? null,
      });
    }
    if (patch.escalationStatus !== undefined || patch.escalationPolicyId !== undefined) {
      await planPages(tx, {
        itemId: item.id,
        status: patch.escalationStatus ?? status,
        policyId:
          patch.escalationPolicyId === undefined
            ? item.escalationPolicyId
            : patch.escalationPolicyId,
        policyChanged: patch.escalationPolicyId !== undefined,
        now,
      });
    }
    return changes.length ? { patch, changes } : null;
  },
};
