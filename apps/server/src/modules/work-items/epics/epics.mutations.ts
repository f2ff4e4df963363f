import type { ObjectFieldsShape } from '@pothos/core';
import { builder } from '../../../graphql/builder.ts';
import {
  idListArgument,
  optionalGid,
  parseArgs,
  resourceNotAvailable,
} from '../../../graphql/args.ts';
import { readableNamespaceByPath } from '../../../core/namespaces/namespaces.service.ts';
import { parseIid, withoutNulls } from './epic-args.graphql.ts';
import { EpicRef } from './epics.graphql.ts';
import { epicByPath } from './epics.service.ts';
import { createEpic, updateEpic } from './epics.writes.ts';
import { setItemSubscription } from '../widgets/social/subscriptions.writes.ts';
import { payloadMutation, payloadType, type Payload } from '../../../graphql/payload.ts';
import { LABEL_GID_TYPES } from '../core/work-item-gids.ts';
import type { InputFieldBuilder, Types } from '../core/field-builder.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { createEpicInput, updateEpicInput } from './epics.schema.ts';

/** createEpic, updateEpic, epicSetSubscription (epicAddIssue: issues/epic-add-issue.mutations.ts). */

type EpicAnswer = { epic: WorkItemRow | null; epicIssue?: WorkItemRow | null };

const EpicStateEventEnum = builder.enumType('EpicStateEvent', {
  values: { REOPEN: { value: 'reopen' }, CLOSE: { value: 'close' } } as const,
});

export function epicPayload(name: string, extra?: ObjectFieldsShape<Types, Payload & EpicAnswer>) {
  return payloadType<EpicAnswer>(name, (t) => ({
    epic: t.field({ type: EpicRef, resolve: (p) => p.epic }),
    ...extra?.(t),
  }));
}

const epicInputFields = (t: InputFieldBuilder) => ({
  clientMutationId: t.string(),
  groupPath: t.id({ required: true, description: 'Group the epic is in.' }),
  title: t.string(),
  description: t.string(),
  confidential: t.boolean(),
  color: t.string({ description: 'Color of the epic (#RRGGBB).' }),
  addLabelIds: t.idList(),
  addLabels: t.stringList({ description: 'Label titles to add (created when missing).' }),
  startDateFixed: t.string({ description: 'Start date of the epic (YYYY-MM-DD).' }),
  dueDateFixed: t.string({ description: 'End date of the epic (YYYY-MM-DD).' }),
  startDateIsFixed: t.boolean(),
  dueDateIsFixed: t.boolean(),
  parentId: t.id({ description: 'Global ID of the parent epic (null removes the parent).' }),
});

const labelIds = (argument: string, ids: readonly (string | number)[] | null | undefined) =>
  idListArgument(`input.${argument}`, ids, ...LABEL_GID_TYPES);

const parentIdOf = (v: string | number | null | undefined) =>
  optionalGid('input.parentId', v, 'Epic', 'WorkItem');

const CreateEpicInput = builder.inputType('CreateEpicInput', { fields: (t) => epicInputFields(t) });
const CreateEpicPayload = epicPayload('CreateEpicPayload');

export const epicOnly = { present: (epic: WorkItemRow) => ({ epic }), empty: { epic: null } };

payloadMutation('createEpic', CreateEpicInput, CreateEpicPayload, {
  run: async (input, ctx) => {
    const { groupPath, clientMutationId: _id, parentId, addLabelIds, ...rest } = input;
    const valid = parseArgs(
      createEpicInput,
      {
        ...(withoutNulls(rest) as object),
        addLabelIds: labelIds('addLabelIds', addLabelIds),
        parentId: parentIdOf(parentId),
      },
      { prefix: 'input' },
    );
    const group = await readableNamespaceByPath(ctx, String(groupPath), 'group');
    if (!group) throw resourceNotAvailable();
    return createEpic(ctx, group, valid);
  },
  ...epicOnly,
});

const UpdateEpicInput = builder.inputType('UpdateEpicInput', {
  fields: (t) => ({
    ...epicInputFields(t),
    iid: t.id({ required: true, description: 'IID of the epic to mutate.' }),
    removeLabelIds: t.idList(),
    removeLabels: t.stringList(),
    stateEvent: t.field({ type: EpicStateEventEnum }),
    lockVersion: t.int({
      description: 'The lockVersion the client read; a stale one refuses the update.',
    }),
  }),
});
const UpdateEpicPayload = epicPayload('UpdateEpicPayload');

payloadMutation('updateEpic', UpdateEpicInput, UpdateEpicPayload, {
  run: async (input, ctx) => {
    const {
      groupPath,
      clientMutationId: _id,
      iid: epicIid,
      parentId,
      addLabelIds,
      removeLabelIds,
      description,
      ...rest
    } = input;
    const valid = parseArgs(
      updateEpicInput,
      {
        ...(withoutNulls(rest) as object),
        description: description ?? undefined,
        addLabelIds: labelIds('addLabelIds', addLabelIds),
        removeLabelIds: labelIds('removeLabelIds', removeLabelIds),
        parentId: parentIdOf(parentId),
        // Explicit nulls clear fixed dates.
        ...(rest.startDateFixed === null ? { startDateFixed: null } : {}),
        ...(rest.dueDateFixed === null ? { dueDateFixed: null } : {}),
      },
      { prefix: 'input' },
    );
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
