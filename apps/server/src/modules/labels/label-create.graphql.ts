import { GraphQLError } from 'graphql';
import { builder } from '#server/graphql/builder.ts';
import { parseArgs, resourceNotAvailable } from '#server/graphql/args.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { runPayload } from '#server/graphql/payload.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { LabelRef } from './label-ref.ts';
import type { LabelRow } from './labels.repository.ts';
import { labelCreateArgs } from './labels.schema.ts';
import { createLabel } from './labels.service.ts';

const LabelCreateInput = builder.inputType('LabelCreateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    title: t.string({ required: true, description: 'Title of the label.' }),
    description: t.string({ description: 'Description of the label.' }),
    color: t.string({
      description: 'The color of the label: 6-digit hex with a leading # or a CSS color name.',
    }),
    groupPath: t.id({ description: 'Full path of the group the label is created in.' }),
    projectPath: t.id({ description: 'Full path of the project the label is created in.' }),
  }),
});

interface LabelCreatePayload {
  clientMutationId: string | null;
  label: LabelRow | null;
  errors: string[];
}

const LabelCreatePayloadRef = builder.objectRef<LabelCreatePayload>('LabelCreatePayload');
LabelCreatePayloadRef.implement({
  fields: (t) => ({
    clientMutationId: t.exposeString('clientMutationId'),
    label: t.field({ type: LabelRef, resolve: (p) => p.label }),
    errors: t.exposeStringList('errors', { nullable: false }),
  }),
});

mutationField('labelCreate', (t) =>
  t.field({
    type: LabelCreatePayloadRef,
    args: { input: t.arg({ type: LabelCreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const valid = parseArgs(labelCreateArgs, input);
      if (Boolean(valid.groupPath) === Boolean(valid.projectPath)) {
        throw new GraphQLError('Exactly one of group_path or project_path arguments is required', {
          extensions: { code: 'BAD_USER_INPUT', argument: 'groupPath' },
        });
      }
      const ns = valid.groupPath
        ? await readableNamespaceByPath(ctx, valid.groupPath, 'group')
        : await readableNamespaceByPath(ctx, valid.projectPath ?? '', 'project');
      if (!ns) throw resourceNotAvailable();
      return runPayload(
        input.clientMutationId,
        () => createLabel(ctx, ns, valid),
        (label) => ({ label }),
        { label: null },
      );
    },
  }),
);
