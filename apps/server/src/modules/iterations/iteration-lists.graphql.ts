import { asc, eq, ilike, and } from 'drizzle-orm';
import { iterationCadences } from '@cairn/db';
import { builder } from '#server/graphql/builder.ts';
import { offsetConnection } from '#server/graphql/paging.ts';
import { containsPattern } from '#server/lib/like.ts';
import { GroupRef } from '../groups/group-ref.ts';
import { ProjectRef } from '../projects/project-ref.ts';
import { IterationCadenceRef, IterationRef } from './iterations.graphql.ts';
import { listIterations } from './iterations.service.ts';

/** `Group.iterations`, `Project.iterations` and `Group.iterationCadences` (GitLab's names). */

const IterationWildcardState = builder.enumType('IterationStateFilter', {
  description: 'State filter of iteration lists: opened is upcoming or current.',
  values: ['opened', 'upcoming', 'current', 'closed', 'all'] as const,
});

const IterationSearchableField = builder.enumType('IterationSearchableField', {
  values: { TITLE: { value: 'title' }, CADENCE_TITLE: { value: 'cadence_title' } } as const,
});

const IterationConnection = builder.connectionObject(
  { type: IterationRef, name: 'IterationConnection' },
  { name: 'IterationEdge' },
);

for (const ref of [GroupRef, ProjectRef]) {
  builder.objectField(ref, 'iterations', (t) =>
    t.field({
      type: IterationConnection,
      description:
        'Iterations of the group (and its ancestors when asked) or the project’s groups.',
      args: {
        ...t.arg.connectionArgs(),
        state: t.arg({ type: IterationWildcardState }),
        search: t.arg.string(),
        in: t.arg({ type: [IterationSearchableField] }),
        includeAncestors: t.arg.boolean({ defaultValue: true }),
      },
      resolve: async (ns, args, ctx) => {
        const all = await listIterations(ctx, ns, {
          state: args.state ?? 'all',
          search: args.search ?? undefined,
          inCadenceTitle: args.in?.includes('cadence_title') ?? false,
          includeAncestors: args.includeAncestors ?? true,
        });
        return offsetConnection(args, async ({ limit, offset }) =>
          all.slice(offset, offset + limit),
        );
      },
    }),
  );
}

const CadenceConnection = builder.connectionObject(
  { type: IterationCadenceRef, name: 'IterationCadenceConnection' },
  { name: 'IterationCadenceEdge' },
);

builder.objectField(GroupRef, 'iterationCadences', (t) =>
  t.field({
    type: CadenceConnection,
    description: 'Iteration cadences of the group.',
    args: { ...t.arg.connectionArgs(), title: t.arg.string() },
    resolve: (group, args, ctx) =>
      offsetConnection(args, ({ limit, offset }) =>
        ctx.db
          .select()
          .from(iterationCadences)
          .where(
            and(
              eq(iterationCadences.groupId, group.id),
              args.title ? ilike(iterationCadences.title, containsPattern(args.title)) : undefined,
            ),
          )
          .orderBy(asc(iterationCadences.title), asc(iterationCadences.id))
          .limit(limit)
          .offset(offset),
      ),
  }),
);
