import { builder } from '../../../graphql/builder.ts';
import {
  idListArgument,
  optionalGid,
  parseArgs,
  resourceNotAvailable,
} from '../../../graphql/args.ts';
import { mutationField } from '../../../graphql/mutations.ts';
import { readableNamespaceByPath } from '../../../core/namespaces/namespaces.service.ts';
import { parseIid, withoutNulls } from './epic-args.graphql.ts';
import { EpicRef } from './epics.graphql.ts';
import { epicByPath } from './epics.service.ts';
import { createEpic, updateEpic } from './epics.writes.ts';
import { setItemSubscription } from '../widgets/social/subscriptions.writes.ts';
import { EpicIssueRef } from '../issues/issues.graphql.ts';
import { issueByPath } from '../issues/issues.service.ts';
import { LABEL_GID_TYPES, mutate, payloadFields } from '../core/mutation-kit.ts';
import { addIssueToEpic } from '../widgets/hierarchy/tree.writes.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { createEpicInput, updateEpicInput } from '../core/work-items.schema.ts';

/** createEpic, updateEpic, epicAddIssue, epicSetSubscription. */

interface EpicPayload {
  clientMutationId: string | null;
  errors: string[];
  epic: WorkItemRow | null;
}

const EpicStateEventEnum = builder.enumType('EpicStateEvent', {
  values: { REOPEN: { value: 'reopen' }, CLOSE: { value: 'close' } } as const,
});

function epicPayload(
  name: string,
  extra?: (
    t: PothosSchemaTypes.ObjectFieldBuilder<
      Types,
      EpicPayload & { epicIssue?: WorkItemRow | null }
    >,
  ) => object,
) {
  const ref = builder.objectRef<EpicPayload & { epicIssue?: WorkItemRow | null }>(name);
  ref.implement({
    fields: (t) => ({
      ...payloadFields(t),
      epic: t.field({ type: EpicRef, resolve: (p) => p.epic }),
      ...(extra?.(t) ?? {}),
    }),
  });
  return ref;
}
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const epicInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
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

mutationField('createEpic', (t) =>
  t.field({
    type: CreateEpicPayload,
    args: { input: t.arg({ type: CreateEpicInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { groupPath, clientMutationId, parentId, addLabelIds, ...rest } = input;
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
      return mutate(
        clientMutationId,
        () => createEpic(ctx, group, valid),
        (epic) => ({ epic }),
        { epic: null },
      );
    },
  }),
);

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

mutationField('updateEpic', (t) =>
  t.field({
    type: UpdateEpicPayload,
    args: { input: t.arg({ type: UpdateEpicInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const {
        groupPath,
        clientMutationId,
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
      return mutate(
        clientMutationId,
        async () => {
          const { epic } = await epicByPath(ctx, String(groupPath), parseIid(epicIid, 'input.iid'));
          return updateEpic(ctx, epic, valid);
        },
        (epic) => ({ epic }),
        { epic: null },
      );
    },
  }),
);

const EpicAddIssueInput = builder.inputType('EpicAddIssueInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    groupPath: t.id({ required: true }),
    iid: t.id({ required: true }),
    projectPath: t.id({ required: true }),
    issueIid: t.string({ required: true }),
  }),
});
const EpicAddIssuePayload = epicPayload('EpicAddIssuePayload', (t) => ({
  epicIssue: t.field({ type: EpicIssueRef, resolve: (p) => p.epicIssue ?? null }),
}));

mutationField('epicAddIssue', (t) =>
  t.field({
    type: EpicAddIssuePayload,
    args: { input: t.arg({ type: EpicAddIssueInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const epicIid = parseIid(input.iid, 'input.iid');
      const issueIid = parseIid(input.issueIid, 'input.issueIid');
      return mutate(
        input.clientMutationId,
        async () => {
          const { epic } = await epicByPath(ctx, String(input.groupPath), epicIid);
          const { issue } = await issueByPath(ctx, String(input.projectPath), issueIid);
          await addIssueToEpic(ctx, epic, issue);
          return { epic, issue };
        },
        (v) => ({ epic: v.epic, epicIssue: v.issue }),
        { epic: null, epicIssue: null },
      );
    },
  }),
);

const EpicSetSubscriptionInput = builder.inputType('EpicSetSubscriptionInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    groupPath: t.id({ required: true }),
    iid: t.id({ required: true }),
    subscribedState: t.boolean({ required: true }),
  }),
});
const EpicSetSubscriptionPayload = epicPayload('EpicSetSubscriptionPayload');

mutationField('epicSetSubscription', (t) =>
  t.field({
    type: EpicSetSubscriptionPayload,
    args: { input: t.arg({ type: EpicSetSubscriptionInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      mutate(
        input.clientMutationId,
        async () => {
          const { epic } = await epicByPath(
            ctx,
            String(input.groupPath),
            parseIid(input.iid, 'input.iid'),
          );
          return setItemSubscription(ctx, epic, input.subscribedState);
        },
        (epic) => ({ epic }),
        { epic: null },
      ),
  }),
);
