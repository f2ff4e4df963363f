import { z } from 'zod';
import { builder } from '#server/graphql/builder.ts';
import { parseArgs, resourceNotAvailable } from '#server/graphql/args.ts';
import { encodeGid, gidArgument } from '#server/graphql/global-id.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { recordPayloadType, runRecordPayload } from '#server/graphql/record-payload.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { ProjectRef } from '../projects/project-ref.ts';
import { UserRef } from '../users/users.graphql.ts';
import { userLoader } from '../users/users.service.ts';
import {
  rulesOfPolicies,
  type EscalationPolicyRow,
  type EscalationRuleRow,
} from './escalation-policies.repository.ts';
import {
  createPolicy,
  destroyPolicy,
  editPolicy,
  listProjectPolicies,
  MAX_RULES,
} from './escalation-policies.service.ts';

/** GitLab's escalation-policy GraphQL: the project list and the create/update/destroy mutations. */

export const POLICY_GID = 'IncidentManagement::EscalationPolicy';

const RuleStatus = builder.enumType('EscalationRuleStatus', {
  values: { ACKNOWLEDGED: { value: 'acknowledged' }, RESOLVED: { value: 'resolved' } } as const,
});

const RuleRef = builder.objectRef<EscalationRuleRow>('EscalationRuleType');
RuleRef.implement({
  description: 'Represents an escalation rule for an escalation policy',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGid('IncidentManagement::EscalationRule', r.id) }),
    status: t.field({ type: RuleStatus, resolve: (r) => r.status as 'acknowledged' }),
    elapsedTimeSeconds: t.exposeInt('elapsedTimeSeconds'),
    user: t.field({
      type: UserRef,
      resolve: async (r, _a, ctx) => (r.userId ? userLoader(ctx).load(r.userId) : null),
    }),
  }),
});

export const EscalationPolicyRef = builder.objectRef<EscalationPolicyRow>('EscalationPolicyType');
EscalationPolicyRef.implement({
  description: 'Represents an escalation policy',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (p) => encodeGid(POLICY_GID, p.id) }),
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    rules: t.field({
      type: [RuleRef],
      resolve: (p, _a, ctx) => rulesOfPolicies(ctx.db, [p.id]),
    }),
  }),
});

builder.objectField(ProjectRef, 'incidentManagementEscalationPolicies', (t) =>
  t.field({
    type: [EscalationPolicyRef],
    nullable: false,
    description: 'Incident management escalation policies of the project.',
    args: { name: t.arg.string({ description: 'Fuzzy search by escalation policy name.' }) },
    resolve: (project, { name }, ctx) => listProjectPolicies(ctx, project, name),
  }),
);

const RuleInput = builder.inputType('EscalationRuleInput', {
  fields: (t) => ({
    username: t.string({ required: true, description: 'Username of the user to notify.' }),
    elapsedTimeSeconds: t.int({ required: true }),
    status: t.field({ type: RuleStatus, required: true }),
  }),
});

const rules = z
  .array(
    z.object({
      username: z.string().min(1).max(255),
      elapsedTimeSeconds: z.number().int().min(0).max(86_400),
      status: z.enum(['acknowledged', 'resolved']),
    }),
  )
  .max(MAX_RULES);
const policyArgs = z.object({
  name: z.string().trim().min(1).max(72).optional(),
  description: z.string().trim().max(160).nullish(),
  rules: rules.optional(),
});

const payload = (name: string) => recordPayloadType(name, 'escalationPolicy', EscalationPolicyRef);
const run = runRecordPayload<EscalationPolicyRow>;

const CreateInput = builder.inputType('EscalationPolicyCreateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    projectPath: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    rules: t.field({ type: [RuleInput], required: true }),
  }),
});

async function projectOf(ctx: RequestContext, path: string) {
  const project = await readableNamespaceByPath(ctx, path, 'project');
  if (!project) throw resourceNotAvailable();
  return project;
}

mutationField('escalationPolicyCreate', (t) =>
  t.field({
    type: payload('EscalationPolicyCreatePayload'),
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const valid = parseArgs(policyArgs.required({ name: true, rules: true }), input, {
        prefix: 'input',
      });
      const project = await projectOf(ctx, String(input.projectPath));
      return run(input.clientMutationId, () => createPolicy(ctx, project, valid));
    },
  }),
);

const UpdateInput = builder.inputType('EscalationPolicyUpdateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    id: t.id({ required: true }),
    name: t.string(),
    description: t.string(),
    rules: t.field({ type: [RuleInput] }),
  }),
});

mutationField('escalationPolicyUpdate', (t) =>
  t.field({
    type: payload('EscalationPolicyUpdatePayload'),
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const { id, clientMutationId, ...fields } = input;
      const valid = parseArgs(policyArgs, fields, { prefix: 'input' });
      const policyId = gidArgument('input.id', String(id), POLICY_GID);
      return run(clientMutationId, () => editPolicy(ctx, policyId, valid));
    },
  }),
);

const DestroyInput = builder.inputType('EscalationPolicyDestroyInput', {
  fields: (t) => ({ clientMutationId: t.string(), id: t.id({ required: true }) }),
});

mutationField('escalationPolicyDestroy', (t) =>
  t.field({
    type: payload('EscalationPolicyDestroyPayload'),
    args: { input: t.arg({ type: DestroyInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const policyId = gidArgument('input.id', String(input.id), POLICY_GID);
      return run(input.clientMutationId, () => destroyPolicy(ctx, policyId));
    },
  }),
);
