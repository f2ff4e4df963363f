import { builder } from '../../graphql/builder.ts';
import {
  idListArgument,
  optionalGid,
  parseArgs,
  resourceNotAvailable,
} from '../../graphql/args.ts';
import { mutationField } from '../../graphql/mutations.ts';
import { readableNamespaceByPath } from '../namespaces/namespaces.service.ts';
import { HealthStatusEnum } from './common.graphql.ts';
import { parseIid, withoutNulls } from './epic-args.graphql.ts';
import { setItemSubscription } from './widgets/social/subscriptions.writes.ts';
import { IssueRef, IssueTypeEnum } from './issues.graphql.ts';
import { createIssueInput, updateIssueInput, type UpdateIssueInput } from './issues.schema.ts';
import { issueByPath } from './issues.service.ts';
import { createIssue, updateIssue } from './issues/issues.writes.ts';
import { LABEL_GID_TYPES, mutate } from './core/mutation-kit.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** createIssue, updateIssue and GitLab's single-purpose issueSet* mutations. */

type IssuePayload = {
  clientMutationId: string | null;
  errors: string[];
  issue: WorkItemRow | null;
};

function issuePayload(name: string) {
  const ref = builder.objectRef<IssuePayload>(name);
  ref.implement({
    fields: (t) => ({
      clientMutationId: t.exposeString('clientMutationId'),
      errors: t.exposeStringList('errors', { nullable: false }),
      issue: t.field({ type: IssueRef, resolve: (p) => p.issue }),
    }),
  });
  return ref;
}

const IssueStateEventEnum = builder.enumType('IssueStateEvent', {
  values: { REOPEN: { value: 'reopen' }, CLOSE: { value: 'close' } } as const,
});

const ids = (input: Record<string, unknown>, key: string, ...types: string[]) =>
  idListArgument(`input.${key}`, input[key] as (string | number)[] | null | undefined, ...types);
export const oneId = (v: unknown, type: string, argument: string) =>
  optionalGid(`input.${argument}`, v as string | null | undefined, type);

/** Mutation input problems name `input.<field>`. */
const INPUT = { prefix: 'input' };

/** GraphQL input -> the shared zod input (gids decoded, explicit nulls kept where they clear). */
function issueInput(input: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...(withoutNulls(input) as Record<string, unknown>) };
  out.labelIds = ids(input, 'labelIds', ...LABEL_GID_TYPES);
  out.addLabelIds = ids(input, 'addLabelIds', ...LABEL_GID_TYPES);
  out.removeLabelIds = ids(input, 'removeLabelIds', ...LABEL_GID_TYPES);
  // GitLab clients send User gids; Cairn's own output calls the type UserCore.
  out.assigneeIds = ids(input, 'assigneeIds', 'User', 'UserCore');
  out.milestoneId = oneId(input.milestoneId, 'Milestone', 'milestoneId');
  out.epicId = oneId(input.epicId, 'Epic', 'epicId');
  if ('locked' in input) out.discussionLocked = input.locked ?? undefined;
  delete out.locked;
  for (const key of ['dueDate', 'weight', 'healthStatus'] as const) {
    if (input[key] === null) out[key] = null;
  }
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

const issueFieldsInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  clientMutationId: t.string(),
  projectPath: t.id({ required: true }),
  title: t.string(),
  description: t.string(),
  confidential: t.boolean(),
  locked: t.boolean(),
  dueDate: t.field({ type: 'Date' }),
  weight: t.int(),
  healthStatus: t.field({ type: HealthStatusEnum }),
  milestoneId: t.id(),
  labelIds: t.idList(),
  addLabelIds: t.idList(),
  removeLabelIds: t.idList(),
  assigneeIds: t.idList(),
  epicId: t.id(),
  type: t.field({ type: IssueTypeEnum }),
});
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const CreateIssueInput = builder.inputType('CreateIssueInput', {
  fields: (t) => ({ ...issueFieldsInput(t), labels: t.stringList() }),
});
const CreateIssuePayload = issuePayload('CreateIssuePayload');

mutationField('createIssue', (t) =>
  t.field({
    type: CreateIssuePayload,
    args: { input: t.arg({ type: CreateIssueInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { projectPath, clientMutationId, ...rest } = input;
      const valid = parseArgs(createIssueInput, issueInput(rest), INPUT);
      const project = await readableNamespaceByPath(ctx, String(projectPath), 'project');
      if (!project) throw resourceNotAvailable();
      return mutate(
        clientMutationId,
        () => createIssue(ctx, project, valid),
        (issue) => ({ issue }),
        { issue: null },
      );
    },
  }),
);

/** Registers a mutation that updates one issue found by projectPath + iid. */
export function issueMutation<Fields extends object>(
  name: string,
  fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => Fields,
  toUpdate: (input: Record<string, unknown>) => Record<string, unknown>,
) {
  const capital = name[0]!.toUpperCase() + name.slice(1);
  const Input = builder.inputType(`${capital}Input`, {
    fields: (t) => ({
      clientMutationId: t.string(),
      projectPath: t.id({ required: true }),
      iid: t.string({ required: true }),
      ...fields(t),
    }),
  });
  const Payload = issuePayload(`${capital}Payload`);
  mutationField(name, (t) =>
    t.field({
      type: Payload,
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: (_root, args, ctx) => {
        const raw = (args as unknown as { input: unknown }).input as Record<string, unknown> & {
          projectPath: string | number;
          iid: string;
          clientMutationId?: string | null;
        };
        const { projectPath, iid: issueIid, clientMutationId, ...rest } = raw;
        const valid: UpdateIssueInput = parseArgs(updateIssueInput, toUpdate(rest), INPUT);
        const number = parseIid(issueIid, 'input.iid');
        return mutate(
          clientMutationId,
          async () =>
            updateIssue(ctx, (await issueByPath(ctx, String(projectPath), number)).issue, valid),
          (issue) => ({ issue }),
          { issue: null },
        );
      },
    }),
  );
}

issueMutation(
  'updateIssue',
  (t) => ({
    ...issueFieldsInput(t),
    stateEvent: t.field({ type: IssueStateEventEnum }),
    lockVersion: t.int({
      description: 'The lockVersion the client read; a stale one refuses the update.',
    }),
  }),
  issueInput,
);
issueMutation(
  'issueSetWeight',
  (t) => ({ weight: t.int({ description: 'Null removes the weight.' }) }),
  (i) => ({ weight: i.weight ?? null }),
);
issueMutation(
  'issueSetEpic',
  (t) => ({ epicId: t.id({ description: 'Null removes the epic.' }) }),
  (i) => ({ epicId: oneId(i.epicId, 'Epic', 'epicId') ?? null }),
);
issueMutation(
  'issueSetConfidential',
  (t) => ({ confidential: t.boolean({ required: true }) }),
  (i) => ({ confidential: i.confidential }),
);
issueMutation(
  'issueSetLocked',
  (t) => ({ locked: t.boolean({ required: true }) }),
  (i) => ({ discussionLocked: i.locked }),
);
issueMutation(
  'issueSetDueDate',
  (t) => ({ dueDate: t.field({ type: 'Date' }) }),
  (i) => ({ dueDate: i.dueDate ?? null }),
);
issueMutation(
  'issueSetHealthStatus',
  (t) => ({ healthStatus: t.field({ type: HealthStatusEnum }) }),
  (i) => ({ healthStatus: i.healthStatus ?? null }),
);

const IssueSetSubscriptionInput = builder.inputType('IssueSetSubscriptionInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    projectPath: t.id({ required: true }),
    iid: t.string({ required: true }),
    subscribedState: t.boolean({ required: true }),
  }),
});
const IssueSetSubscriptionPayload = issuePayload('IssueSetSubscriptionPayload');

mutationField('issueSetSubscription', (t) =>
  t.field({
    type: IssueSetSubscriptionPayload,
    args: { input: t.arg({ type: IssueSetSubscriptionInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const number = parseIid(input.iid, 'input.iid');
      return mutate(
        input.clientMutationId,
        async () =>
          setItemSubscription(
            ctx,
            (await issueByPath(ctx, String(input.projectPath), number)).issue,
            input.subscribedState,
          ),
        (issue) => ({ issue }),
        { issue: null },
      );
    },
  }),
);
