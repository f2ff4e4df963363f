import { builder } from '#server/graphql/builder.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import { iterationState, type IterationView } from './iterations.loaders.ts';

/** GitLab's Iteration and IterationCadence types (what item metadata rows read). */

type CadenceRow = IterationView['cadence'];

export const IterationStateEnum = builder.enumType('IterationState', {
  description: 'State of an iteration, from its dates and today.',
  values: ['upcoming', 'current', 'closed'] as const,
});

export const IterationCadenceRef = builder.objectRef<CadenceRow>('IterationCadence');
IterationCadenceRef.implement({
  description: 'A series of iterations of a group.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (c) => encodeGid('Iterations::Cadence', c.id) }),
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description'),
    automatic: t.boolean({ nullable: false, resolve: (c) => c.automatic }),
    active: t.boolean({ nullable: false, resolve: (c) => c.active }),
    startDate: t.field({ type: 'Date', resolve: (c) => c.startDate }),
    durationInWeeks: t.int({ resolve: (c) => c.durationInWeeks }),
    iterationsInAdvance: t.int({ resolve: (c) => c.iterationsInAdvance }),
  }),
});

const iterationWebPath = (it: IterationView) =>
  `/groups/${it.groupFullPath}/-/cadences/${it.cadenceId}/iterations/${it.id}`;

export const IterationRef = builder.objectRef<IterationView>('Iteration');
IterationRef.implement({
  description: 'A timebox of an iteration cadence.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (it) => encodeGid('Iteration', it.id) }),
    iid: t.id({ nullable: false, resolve: (it) => String(it.iid) }),
    sequence: t.int({ nullable: false, resolve: (it) => it.sequence }),
    title: t.exposeString('title', { description: 'Optional; cadences may leave it empty.' }),
    description: t.exposeString('description'),
    state: t.field({
      type: IterationStateEnum,
      nullable: false,
      resolve: (it, _a, ctx) => iterationState(it, ctx.clock.today()),
    }),
    startDate: t.field({ type: 'Date', nullable: false, resolve: (it) => it.startDate }),
    dueDate: t.field({ type: 'Date', nullable: false, resolve: (it) => it.dueDate }),
    webPath: t.string({ nullable: false, resolve: (it) => iterationWebPath(it) }),
    webUrl: t.string({
      nullable: false,
      resolve: (it, _a, ctx) => ctx.env.baseUrl + iterationWebPath(it),
    }),
    iterationCadence: t.field({
      type: IterationCadenceRef,
      nullable: false,
      resolve: (it) => it.cadence,
    }),
  }),
});
