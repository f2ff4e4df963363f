import type { RequestContext } from '#server/lib/context.ts';
import { readableNamespaceById } from '#server/core/namespaces/namespaces.service.ts';
import type { MilestoneView } from '#server/modules/milestones/milestones.repository.ts';
import { milestoneViewLoader } from '../social/social.loaders.ts';

/**
 * The milestone when the viewer may read the project or group that owns it, else null: an item
 * the viewer can see never reveals a milestone of a group the viewer cannot see (GraphQL, REST,
 * the epic's sourcing milestone).
 */
export async function readableMilestone(
  ctx: RequestContext,
  id: number | null,
): Promise<MilestoneView | null> {
  if (id === null) return null;
  const milestone = await milestoneViewLoader(ctx).load(id);
  if (!milestone) return null;
  return (await readableNamespaceById(ctx, milestone.namespaceId)) ? milestone : null;
}
