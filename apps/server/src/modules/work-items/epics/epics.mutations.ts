import type { ObjectFieldsShape } from '@pothos/core';
import { builder } from '#server/graphql/builder.ts';
import { parseArgs, resourceNotAvailable } from '#server/graphql/args.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { parseIid } from './epic-args.graphql.ts';
import { EpicRef } from './epics.graphql.ts';
import { epicByPath } from './epics.service.ts';
import { createEpic, updateEpic } from './epics.writes.ts';
import { setItemSubscription } from '../widgets/social/subscriptions.writes.ts';
import { payloadMutation, payloadType, type Payload } from '#server/graphql/payload.ts';
import { composeInput, type InputSlice } from '../core/input.ts';
import type { InputFieldBuilder, Types } from '../core/field-builder.ts';
import { inputSlices } from '../registry/registry.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { createEpicInput, updateEpicInput } from './epics.schema.ts';

/** createEpic, updateEpic, epicSetSubscription (epicAddIssue: issues/epic-add-issue.mutations.ts). */

type EpicAnswer = { epic: WorkItemRow | null; epicIssue?: WorkItemRow | null };

export function epicPayload(name: string, extra?: ObjectFieldsShape<Types, Payload & EpicAnswer>) {
  return payloadType<EpicAnswer>(name, (t) => ({
    epic: t.field({ type: EpicRef, resolve: (p) => p.epic }),
    ...extra?.(t),
  }));
}

/**
 * The epic's own input fields, besides its widgets' slices (the registry's `inputSlices`): the
 * group, and on update the iid and lock version.
 */
const epicOwnInput: InputSlice = {
  fields: (t, write) => ({
    clientMutationId: t.string(),
    groupPath: t.id({ required: true, description: 'Group the epic is in.' }),
    ...(write === 'update'
      ? {
          iid: t.id({ required: true, description: 'IID of the epic to mutate.' }),
          lockVersion: t.int({
            description: 'The lockVersion the client read; a stale one refuses the update.',
          }),
        }
      : {}),
  }),
};

/** GraphQL input -> the shared zod input (gids decoded, explicit nulls kept where they clear). */
const epicInput = composeInput(epicOwnInput, inputSlices('epic'));

const CreateEpicInput = builder.inputType('CreateEpicInput', {
  fields: (t) => epicInput.fields(t, 'create'),
});
const CreateEpicPayload = epicPayload('CreateEpicPayload');

export const epicOnly = { present: (epic: WorkItemRow) => ({ epic }), empty: { epic: null } };

payloadMutation('createEpic', CreateEpicInput, CreateEpicPayload, {
  run: async (input, ctx) => {
    const { groupPath, clientMutationId: _id, ...rest } = input;
    const valid = parseArgs(createEpicInput, epicInput.decode(rest, 'create'), { prefix: 'input' });
    const group = await readableNamespaceByPath(ctx, String(groupPath), 'group');
    if (!group) throw resourceNotAvailable();
    return createEpic(ctx, group, valid);
  },
  ...epicOnly,
});

const UpdateEpicInput = builder.inputType('UpdateEpicInput', {
  fields: (t) => epicInput.fields(t, 'update'),
});
const UpdateEpicPayload = epicPayload('UpdateEpicPayload');

payloadMutation('updateEpic', UpdateEpicInput, UpdateEpicPayload, {
  run: async (input, ctx) => {
    const { groupPath, clientMutationId: _id, iid: epicIid, ...rest } = input;
    const valid = parseArgs(updateEpicInput, epicInput.decode(rest, 'update'), { prefix: 'input' });
    const { epic } = await epicByPath(ctx, String(groupPath), parseIid(epicIid, 'input.iid'));
    return updateEpic(ctx, epic, valid);
  },
  ...epicOnly,
});

/** The input fields naming one epic: its group and iid. */
export const epicTarget = (t: InputFieldBuilder) => ({
  clientMutationId: t.string(),
  groupPath: t.id({ required: true }),
  iid: t.id({ required: true }),
});

const EpicSetSubscriptionInput = builder.inputType('EpicSetSubscriptionInput', {
  fields: (t) => ({
    ...epicTarget(t),
    subscribedState: t.boolean({ required: true }),
  }),
});
const EpicSetSubscriptionPayload = epicPayload('EpicSetSubscriptionPayload');

payloadMutation('epicSetSubscription', EpicSetSubscriptionInput, EpicSetSubscriptionPayload, {
  run: async (input, ctx) => {
    const { epic } = await epicByPath(
      ctx,
      String(input.groupPath),
      parseIid(input.iid, 'input.iid'),
    );
    return setItemSubscription(ctx, epic, input.subscribedState);
  },
  ...epicOnly,
});
