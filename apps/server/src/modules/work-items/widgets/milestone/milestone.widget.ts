import { eq } from 'drizzle-orm';
import { milestones } from '@cairn/db';
import { refused } from '#server/lib/errors.ts';
import type { Widget } from '#server/modules/work-items/core/widget.ts';
import { parentOf } from '#server/modules/work-items/core/tree-links.ts';
import { milestoneNotes } from './milestone.notes.ts';
import { milestoneRest } from './milestone.rest-slice.ts';
import { milestoneInput } from './milestone.input.ts';
import { readableMilestone } from './milestone.service.ts';

const MILESTONE_NOT_FOUND = 'Milestone not found';

/**
 * An issue's milestone: one of its project or of an ancestor group. The parent epic's inherited
 * dates come from its issues' milestones, so a change touches the parent's roll-up.
 */
export const milestoneWidget: Widget = {
  name: 'milestone',
  inputKeys: ['milestoneId'],
  rest: { issue: milestoneRest },
  graphqlInput: { issue: milestoneInput },
  notes: milestoneNotes,
  // A milestone of a group the viewer cannot read is "not found", like an unknown one: the
  // answer never tells it exists (the answer's issue would otherwise show its title).
  async prepare(ctx, _project, input) {
    if (input.milestoneId == null) return;
    if (!(await readableMilestone(ctx, input.milestoneId))) throw refused(404, MILESTONE_NOT_FOUND);
  },
  async apply({ tx, item, namespace }, input) {
    if (input.milestoneId === undefined) return null;
    let to: number | null = null;
    if (input.milestoneId !== null) {
      const [m] = await tx.select().from(milestones).where(eq(milestones.id, input.milestoneId));
      if (!m || !namespace.traversalIds.includes(m.namespaceId)) {
        throw refused(404, MILESTONE_NOT_FOUND);
      }
      to = m.id;
    }
    if (to === item.milestoneId) return null;
    const link = await parentOf(tx, item.id);
    return {
      patch: { milestoneId: to },
      changes: [{ kind: 'milestone', from: item.milestoneId, to }],
      rollups: link ? [link.parentId] : [],
    };
  },
};
