import { builder } from '#server/graphql/builder.ts';
import { MilestoneRef } from '#server/modules/milestones/milestones.graphql.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { EpicRef } from '#server/modules/work-items/epics/epics.graphql.ts';
import { readableMilestone } from '#server/modules/work-items/widgets/milestone/milestone.service.ts';

/**
 * Where an epic's inherited dates come from (GitLab's `startDateSourcingMilestone`,
 * `dueDateSourcingMilestone`, `startDateSourcingEpic`, `dueDateSourcingEpic`): the milestone of a
 * child issue or a child epic, each only when the viewer may read it (else null, nothing told).
 */
for (const side of ['start', 'due'] as const) {
  builder.objectField(EpicRef, `${side}DateSourcingMilestone`, (t) =>
    t.field({
      type: MilestoneRef,
      description: `The milestone the inherited ${side} date comes from, when readable.`,
      resolve: (e, _a, ctx) => readableMilestone(ctx, e[`${side}DateSourcingMilestoneId`]),
    }),
  );
  builder.objectField(EpicRef, `${side}DateSourcingEpic`, (t) =>
    t.field({
      type: EpicRef,
      description: `The child epic the inherited ${side} date comes from, when readable.`,
      resolve: async (e, _a, ctx) => {
        const id = e[`${side}DateSourcingEpicId`];
        const epic = id === null ? null : await readableItemById(ctx, id);
        return epic?.type === 'epic' ? epic : null;
      },
    }),
  );
}
