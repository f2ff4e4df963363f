import { builder } from '#server/graphql/builder.ts';
import { parseArgs, resourceNotAvailable } from '#server/graphql/args.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { composeInput, type InputSlice } from '../core/input.ts';
import { inputSlices } from '../registry/registry.ts';
import { setItemSubscription } from '../widgets/social/subscriptions.writes.ts';
import { IssueTypeEnum } from './issues.graphql.ts';
import { createIssueInput } from './issues.schema.ts';
import { createIssue } from './issues.writes.ts';
import { payloadMutation } from '#server/graphql/payload.ts';
import {
  INPUT,
  issueActionMutation,
  issueMutation,
  issueOnly,
  issuePayload,
} from './issue-mutation.ts';

/** createIssue, updateIssue and issueSetSubscription; each widget registers its own issueSet*. */

/**
 * The issue's own input fields, besides its widgets' slices (the registry's `inputSlices`):
 * the project, the issue type, and the lock version on update.
 */
const issueOwnInput: InputSlice = {
  fields: (t, write) => ({
    clientMutationId: t.string(),
    projectPath: t.id({ required: true }),
    type: t.field({ type: IssueTypeEnum }),
    ...(write === 'update'
      ? {
          lockVersion: t.int({
            description: 'The lockVersion the client read; a stale one refuses the update.',
          }),
        }
      : {}),
  }),
};

/** GraphQL input -> the shared zod input (gids decoded, explicit nulls kept where they clear). */
const issueInput = composeInput(issueOwnInput, inputSlices('issue'));

const CreateIssueInput = builder.inputType('CreateIssueInput', {
  fields: (t) => issueInput.fields(t, 'create'),
});
const CreateIssuePayload = issuePayload('CreateIssuePayload');

payloadMutation('createIssue', CreateIssueInput, CreateIssuePayload, {
  run: async (input, ctx) => {
    const { projectPath, clientMutationId: _id, ...rest } = input;
    const valid = parseArgs(createIssueInput, issueInput.decode(rest, 'create'), INPUT);
    const project = await readableNamespaceByPath(ctx, String(projectPath), 'project');
    if (!project) throw resourceNotAvailable();
    return createIssue(ctx, project, valid);
  },
  ...issueOnly,
});

issueMutation(
  'updateIssue',
  (t) => issueInput.fields(t, 'update'),
  (input) => issueInput.decode(input, 'update'),
);
issueActionMutation(
  'issueSetSubscription',
  (t) => ({ subscribedState: t.boolean({ required: true }) }),
  {
    check: (input) => input.subscribedState as boolean,
    act: setItemSubscription,
  },
);
