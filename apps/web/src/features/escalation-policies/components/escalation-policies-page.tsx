import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EditDeleteButtons } from '#web/components/edit-delete-buttons.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useGraphqlClient, useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { escalationPolicyCreateMutation } from '../graphql/escalation-policy-create.mutation.ts';
import { escalationPolicyDestroyMutation } from '../graphql/escalation-policy-destroy.mutation.ts';
import { escalationPolicyUpdateMutation } from '../graphql/escalation-policy-update.mutation.ts';
import { projectEscalationPoliciesQuery } from '../graphql/project-escalation-policies.query.ts';
import { emptyDraft, PolicyForm, type PolicyDraft } from './policy-form.tsx';

type Project = NonNullable<ResultOf<typeof projectEscalationPoliciesQuery>['project']>;
type Policy = Project['incidentManagementEscalationPolicies'][number];

export const NO_PERMISSION = "You don't have permission to manage escalation policies.";
const FAILED = 'Something went wrong while saving the escalation policy.';

const ruleInput = (d: PolicyDraft) => [
  { username: d.username.trim(), elapsedTimeSeconds: d.minutes * 60, status: d.status },
];

const draftOf = (p: Policy): PolicyDraft => {
  const rule = p.rules?.[0];
  return {
    name: p.name,
    description: p.description ?? '',
    username: rule?.user?.username ?? '',
    minutes: Math.round((rule?.elapsedTimeSeconds ?? 0) / 60),
    status: rule?.status === 'RESOLVED' ? 'RESOLVED' : 'ACKNOWLEDGED',
  };
};

function ruleText(p: Policy) {
  return (p.rules ?? [])
    .map((r) => {
      const state = r.status === 'RESOLVED' ? 'resolved' : 'acknowledged';
      return `If not ${state} within ${Math.round((r.elapsedTimeSeconds ?? 0) / 60)} minutes, page @${r.user?.username ?? '?'}`;
    })
    .join('; ');
}

function Policies({ project, refetch }: { project: Project; refetch: () => Promise<unknown> }) {
  usePageTitle('Escalation policies', project.name);
  const client = useGraphqlClient();
  const [form, setForm] = useState<'new' | Policy | null>(null);
  const [removing, setRemoving] = useState<Policy | null>(null);
  const policies = project.incidentManagementEscalationPolicies;
  const save = async (draft: PolicyDraft) => {
    try {
      const common = {
        name: draft.name.trim(),
        description: draft.description.trim() || null,
        rules: ruleInput(draft),
      };
      const errors =
        form === 'new'
          ? (
              await client.request(escalationPolicyCreateMutation, {
                input: { projectPath: project.fullPath, ...common },
              })
            ).escalationPolicyCreate?.errors
          : (
              await client.request(escalationPolicyUpdateMutation, {
                input: { id: (form as Policy).id, ...common },
              })
            ).escalationPolicyUpdate?.errors;
      if (errors?.length) return errors[0]!;
    } catch {
      return FAILED;
    }
    setForm(null);
    await refetch();
    return null;
  };
  const remove = async (policy: Policy) => {
    await client.request(escalationPolicyDestroyMutation, { id: policy.id }).catch(() => null);
    setRemoving(null);
    await refetch();
  };
  return (
    <>
      <PageHeader
        title="Escalation policies"
        description="Who is paged, and when, for an incident that is not acknowledged or resolved in time."
        actions={
          form ? null : <Button onClick={() => setForm('new')}>Add an escalation policy</Button>
        }
      />
      {form ? (
        <Paper withBorder p="md" mb="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {form === 'new' ? 'Add escalation policy' : `Edit ${form.name}`}
          </Title>
          <PolicyForm
            initial={form === 'new' ? emptyDraft : draftOf(form)}
            submitText={form === 'new' ? 'Add escalation policy' : 'Save changes'}
            onSubmit={save}
            onCancel={() => setForm(null)}
          />
        </Paper>
      ) : null}
      {policies.length === 0 ? (
        <EmptyState
          title="No escalation policies yet"
          description="Add one to page people for incidents."
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          aria-label="Escalation policies"
          style={{ listStyle: 'none' }}
        >
          {policies.map((p) => (
            <Paper component="li" key={p.id} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>{p.name}</Text>
                  {p.description ? <Text size="sm">{p.description}</Text> : null}
                  <Text size="sm" c="dimmed">
                    {ruleText(p)}
                  </Text>
                </Stack>
                <EditDeleteButtons
                  name={p.name}
                  onEdit={() => setForm(p)}
                  onDelete={() => setRemoving(p)}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Delete escalation policy"
      >
        <Text mb="md">
          Are you sure you want to delete the &quot;{removing?.name}&quot; escalation policy?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => removing && void remove(removing)}>
            Delete escalation policy
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** /<project>/-/incident_management/escalation_policies: maintainers manage the policies. */
export function EscalationPoliciesPage({ fullPath }: { fullPath: string }) {
  const query = useGraphqlQuery(projectEscalationPoliciesQuery, { fullPath });
  return (
    <QueryState query={query} select={(data) => data.project ?? null}>
      {(project) =>
        project.userPermissions.adminProject ? (
          <Policies project={project} refetch={() => query.refetch()} />
        ) : (
          <EmptyState title={NO_PERMISSION} />
        )
      }
    </QueryState>
  );
}
