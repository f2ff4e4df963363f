import { z } from 'zod';
import { builder } from '#server/graphql/builder.ts';
import { parseArgs, resourceNotAvailable } from '#server/graphql/args.ts';
import { gidArgument } from '#server/graphql/global-id.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { runPayload } from '#server/graphql/payload.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { IterationCadenceRef, IterationRef } from './iterations.graphql.ts';
import { createCadence, createIteration } from './iterations.service.ts';

/** GitLab's `iterationCadenceCreate` and `iterationCreate` (maintainers of the group). */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

async function groupOf(ctx: RequestContext, path: string) {
  const group = await readableNamespaceByPath(ctx, path, 'group');
  if (!group) throw resourceNotAvailable();
  return group;
}

const cadenceArgs = z.object({
  groupPath: z.string().min(1),
  title: z.string().trim().min(1).max(255),
  description: z.string().max(5000).nullish(),
  automatic: z.boolean(),
  active: z.boolean(),
  startDate: isoDate.nullish(),
  durationInWeeks: z.number().int().min(1).max(12).nullish(),
  iterationsInAdvance: z.number().int().min(0).max(10).nullish(),
});

const CadencePayload = builder.objectRef<{ iterationCadence: unknown; errors: string[] }>(
  'IterationCadenceCreatePayload',
);
CadencePayload.implement({
  fields: (t) => ({
    errors: t.exposeStringList('errors', { nullable: false }),
    iterationCadence: t.field({
      type: IterationCadenceRef,
      resolve: (p) => p.iterationCadence as never,
    }),
  }),
});

mutationField('iterationCadenceCreate', (t) =>
  t.field({
    type: CadencePayload,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('IterationCadenceCreateInput', {
          fields: (f) => ({
            clientMutationId: f.string(),
            groupPath: f.id({ required: true }),
            title: f.string({ required: true }),
            description: f.string(),
            automatic: f.boolean({ required: true }),
            active: f.boolean({ required: true }),
            startDate: f.string(),
            durationInWeeks: f.int(),
            iterationsInAdvance: f.int(),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { clientMutationId: _ignored, ...rest } = input;
      const valid = parseArgs(
        cadenceArgs,
        { ...rest, groupPath: String(rest.groupPath) },
        { prefix: 'input' },
      );
      const group = await groupOf(ctx, valid.groupPath);
      return runPayload(
        input.clientMutationId,
        () => createCadence(ctx, group, valid),
        (iterationCadence) => ({ iterationCadence }),
        { iterationCadence: null },
      );
    },
  }),
);

const iterationArgs = z.object({
  groupPath: z.string().min(1),
  title: z.string().max(255).nullish(),
  description: z.string().max(5000).nullish(),
  startDate: isoDate,
  dueDate: isoDate,
});

const IterationPayload = builder.objectRef<{ iteration: unknown; errors: string[] }>(
  'IterationCreatePayload',
);
IterationPayload.implement({
  fields: (t) => ({
    errors: t.exposeStringList('errors', { nullable: false }),
    iteration: t.field({ type: IterationRef, resolve: (p) => p.iteration as never }),
  }),
});

mutationField('iterationCreate', (t) =>
  t.field({
    type: IterationPayload,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('iterationCreateInput', {
          fields: (f) => ({
            clientMutationId: f.string(),
            groupPath: f.id({ required: true }),
            iterationsCadenceId: f.id({ required: true }),
            title: f.string(),
            description: f.string(),
            startDate: f.string({ required: true }),
            dueDate: f.string({ required: true }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { clientMutationId: _ignored, iterationsCadenceId, ...rest } = input;
      const valid = parseArgs(
        iterationArgs,
        { ...rest, groupPath: String(rest.groupPath) },
        { prefix: 'input' },
      );
      const cadenceId = gidArgument(
        'input.iterationsCadenceId',
        String(iterationsCadenceId),
        'Iterations::Cadence',
      );
      const group = await groupOf(ctx, valid.groupPath);
      return runPayload(
        input.clientMutationId,
        () => createIteration(ctx, group, cadenceId, valid),
        (iteration) => ({ iteration }),
        { iteration: null },
      );
    },
  }),
);
