import { Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging, IconShieldCheck } from '@tabler/icons-react';
import { InternalLink } from '#web/components/internal-link.tsx';
import { readFragment, useGraphqlClient, useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { ensureSaved, type WidgetTarget } from '../shell/index.ts';
import { ChoiceWidget } from './choice-widget.tsx';
import { issueSetEscalationPolicyMutation } from './escalation-policy.mutation.ts';
import { issueSetEscalationStatusMutation } from './escalation-status.mutation.ts';
import { SidebarIncidentFragment } from './incident.fragment.ts';
import { incidentSidebarQuery } from './incident-sidebar.query.ts';
import {
  ESCALATION_STATUSES,
  NO_POLICY,
  POLICY_FAILED,
  SEVERITIES,
  SEVERITY_FAILED,
  STATUS_FETCH_FAILED,
  STATUS_UPDATE_FAILED,
  STOPS_PAGING,
} from './incident-texts.ts';
import { issueSetSeverityMutation } from './severity.mutation.ts';

type Severity = (typeof SEVERITIES)[number]['value'];
type Status = (typeof ESCALATION_STATUSES)[number]['value'];

/** The status option: its name, and 'Stops paging' under every status but TRIGGERED. */
function statusView(label: string, value: string) {
  return (
    <Stack gap={0}>
      <span>{label}</span>
      {value === 'TRIGGERED' ? null : (
        <Text span size="xs" c="dimmed">
          {STOPS_PAGING}
        </Text>
      )}
    </Stack>
  );
}

/** Severity, paging status and escalation policy of an incident (the issue page's sidebar). */
export function IncidentWidgets({ target }: { target: WidgetTarget }) {
  const client = useGraphqlClient();
  const query = useGraphqlQuery(incidentSidebarQuery, {
    fullPath: target.fullPath,
    iid: target.iid,
  });
  const issue = readFragment(SidebarIncidentFragment, query.data?.project?.issue);
  const policies = query.data?.project?.incidentManagementEscalationPolicies ?? [];
  const address = { projectPath: target.fullPath, iid: target.iid };
  const fetchError = query.error ? STATUS_FETCH_FAILED : null;
  return (
    <>
      <ChoiceWidget
        title="Severity"
        icon={<IconAlertTriangle size={16} aria-hidden />}
        testId="severity-widget"
        editable={target.canUpdate}
        value={issue?.severity ?? null}
        choices={SEVERITIES.map((s) => ({ id: s.value, text: s.label }))}
        searchLabel="Search severities"
        failure={SEVERITY_FAILED}
        save={async (id) =>
          ensureSaved(
            (
              await client.request(issueSetSeverityMutation, {
                ...address,
                severity: id as Severity,
              })
            ).issueSetSeverity,
          )
        }
      />
      <ChoiceWidget
        title="Status"
        icon={<IconBellRinging size={16} aria-hidden />}
        testId="escalation-status-widget"
        editable={target.canUpdate}
        value={issue?.escalationStatus ?? null}
        choices={ESCALATION_STATUSES.map((s) => ({
          id: s.value,
          text: s.label,
          view: statusView(s.label, s.value),
        }))}
        searchLabel="Search statuses"
        failure={STATUS_UPDATE_FAILED}
        error={fetchError}
        save={async (id) =>
          ensureSaved(
            (
              await client.request(issueSetEscalationStatusMutation, {
                ...address,
                status: id as Status,
              })
            ).issueSetEscalationStatus,
          )
        }
      />
      <ChoiceWidget
        title="Escalation policy"
        icon={<IconShieldCheck size={16} aria-hidden />}
        testId="escalation-policy-widget"
        editable={target.canUpdate}
        value={issue?.escalationPolicy?.id ?? null}
        choices={[
          { id: 'none', text: NO_POLICY },
          ...policies.map((p) => ({ id: p.id, text: p.name })),
        ].filter((c) => c.id !== 'none' || issue?.escalationPolicy)}
        searchLabel="Search escalation policies"
        failure={POLICY_FAILED}
        empty={
          <Text size="sm" c="dimmed">
            None
          </Text>
        }
        save={async (id) =>
          ensureSaved(
            (
              await client.request(issueSetEscalationPolicyMutation, {
                ...address,
                escalationPolicyId: id === 'none' ? null : id,
              })
            ).issueSetEscalationPolicy,
          )
        }
      />
      {target.canUpdate ? (
        <InternalLink href={paths.escalationPolicies(target.fullPath)} size="xs" px="md">
          Manage escalation policies
        </InternalLink>
      ) : null}
    </>
  );
}
