import { builder } from '../../../graphql/builder.ts';
import { idListArgument, parseArgs, resourceNotAvailable } from '../../../graphql/args.ts';
import { readableNamespaceByPath } from '../../../core/namespaces/namespaces.service.ts';
import { HealthStatusEnum } from '../core/common.graphql.ts';
import { withoutNulls } from '../epics/epic-args.graphql.ts';
import { setItemSubscription } from '../widgets/social/subscriptions.writes.ts';
import { IssueTypeEnum } from './issues.graphql.ts';
import { createIssueInput } from './issues.schema.ts';
import { createIssue } from './issues.writes.ts';
import { payloadMutation } from '../../../graphql/payload.ts';
import { LABEL_GID_TYPES } from '../core/work-item-gids.ts';
import type { InputFieldBuilder } from '../core/field-builder.ts';
import {
  INPUT,
  issueActionMutation,
  issueMutation,
  issueOnly,
  issuePayload,
  oneId,
} from './issue-mutation.ts';

/** createIssue, updateIssue and issueSetSubscription; each widget registers its own issueSet*. */

const IssueStateEventEnum = builder.enumType('IssueStateEvent', {
  values: { REOPEN: { value: 'reopen' }, CLOSE: { value: 'close' } } as const,
});

const ids = (input: Record<string, unknown>, key: string, ...types: string[]) =>
  idListArgument(`input.${key}`, input[key] as (string | number)[] | null | undefined, ...types);

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

const issueFieldsInput = (t: InputFieldBuilder) => ({
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

const CreateIssueInput = builder.inputType('CreateIssueInput', {
  fields: (t) => ({ ...issueFieldsInput(t), labels: t.stringList() }),
});
const CreateIssuePayload = issuePayload('CreateIssuePayload');

payloadMutation('createIssue', CreateIssueInput, CreateIssuePayload, {
  run: async (input, ctx) => {
    const { projectPath, clientMutationId: _id, ...rest } = input;
    const valid = parseArgs(createIssueInput, issueInput(rest), INPUT);
    const project = await readableNamespaceByPath(ctx, String(projectPath), 'project');
    if (!project) throw resourceNotAvailable();
    return createIssue(ctx, project, valid);
  },
  ...issueOnly,
});

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
issueActionMutation(
  'issueSetSubscription',
  (t) => ({ subscribedState: t.boolean({ required: true }) }),
  {
    check: (input) => input.subscribedState as boolean,
    act: setItemSubscription,
  },
);
